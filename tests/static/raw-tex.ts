// Raw TeX a reader could see: a command such as \frac, a $ delimiter, or _{…}/^{…} grouping. One
// reading for both layers: the static math check over the served text, and the browser's after
// hydration (tests/e2e/page-hygiene.ts).

/** The raw TeX in a text, one line per kind found, with the words around it. */
export function rawTexIn(text: string): string[] {
  const around = (i: number) => text.slice(Math.max(0, i - 40), i + 40).replace(/\s+/g, ' ');
  const found: string[] = [];
  for (const [what, re] of [
    ['a TeX command such as \\frac', /\\[a-zA-Z]+/],
    ['a $ math delimiter', /\$/],
    ['TeX grouping such as _{…} or ^{…}', /[_^]\{/],
  ] as const) {
    const m = re.exec(text);
    if (m) found.push(`${what}: “…${around(m.index)}…”`);
  }
  return found;
}
