// The Copy buttons of /code/<file>/: each copies the text of the <pre> it names, without the line
// numbers (which are not part of the text). Without JavaScript the buttons stay hidden and the code
// is ordinary selectable text.
export function codeText(pre: Element): string {
  return [...pre.querySelectorAll('.line')]
    .map((line) =>
      [...line.childNodes]
        .filter((n) => !(n instanceof Element && n.classList.contains('ln')))
        .map((n) => n.textContent)
        .join(''),
    )
    .join('\n');
}

export function startCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const pre = document.getElementById(button.dataset.copy!);
    if (!pre) continue;
    const label = button.textContent;
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(codeText(pre));
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Select the code to copy it';
      }
      setTimeout(() => (button.textContent = label), 2000);
    });
  }
}
