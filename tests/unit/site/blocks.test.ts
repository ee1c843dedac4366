// The column's prose grouped by section (src/lib/blocks.ts): which blocks a group holds, where a
// group opens and closes, and that everything else reaches the page byte for byte.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { groupBlocks } from '../../../src/lib/blocks';

/** The top level of `html` as one line per node: a group as `[…]` of its children's names. */
function outline(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body><main>${html}</main></body></html>`);
  const name = (e: Element) => e.tagName.toLowerCase() + (e.className ? `.${e.className.split(' ')[0]}` : '');
  return [...document.querySelector('main')!.children]
    .map((e) => (e.className === 'blocks' ? `[${[...e.children].map(name).join(' ')}]` : name(e)))
    .join(' ');
}

describe('groupBlocks', () => {
  it('opens a group at each section heading and keeps the prose that follows in it', () => {
    const html =
      '<p>a</p><figure>f</figure>\n<h2 id="s1">One</h2><p>b</p><div class="step">s</div><h3>x</h3><ul><li>u</li></ul><h2>Two</h2><p>c</p>';
    expect(outline(groupBlocks(html))).toBe('[p figure] [h2 p div.step h3 ul] [h2 p]');
  });

  it('leaves a widget, its scripts and any other element outside, closing the group before it', () => {
    const html =
      '<h2>One</h2><p>a</p><style>x{}</style><script>1</script><astro-island uid="1" props="{&quot;a&quot;:[0,1]}"><section class="widget"><p>w</p></section></astro-island><p>b</p><div class="key-results">k</div><table><tr><td>t</td></tr></table><p>c</p>';
    expect(outline(groupBlocks(html))).toBe('[h2 p] style script astro-island [p div.key-results] table [p]');
  });

  it('groups the boxes a page’s text uses, by their class, and nothing by a chapter’s own class', () => {
    const html =
      '<h2>A</h2><div class="aside">a</div><details class="errata">e</details><div class="table-scroll">t</div><div class="chapter-thing">c</div>';
    expect(outline(groupBlocks(html))).toBe(
      '[h2 div.aside details.errata div.table-scroll] div.chapter-thing',
    );
  });

  it('changes nothing but the wrappers: the text between them is the input, byte for byte', () => {
    const html =
      '<p>x &amp; y</p>\n<h2 id="a">A</h2>\n<p data-v=\'1\'>“q”<math><mi>v</mi></math></p>\n<astro-island props=\'{"v":"<b>"}\'></astro-island>\n';
    const out = groupBlocks(html);
    expect(out.replaceAll('<div class="blocks">', '').replaceAll('</div>', '')).toBe(html);
    expect(out).toBe(
      '<div class="blocks"><p>x &amp; y</p></div>\n<div class="blocks"><h2 id="a">A</h2>\n<p data-v=\'1\'>“q”<math><mi>v</mi></math></p></div>\n<astro-island props=\'{"v":"<b>"}\'></astro-island>\n',
    );
  });

  it('for any sequence of blocks and other elements: every block is in exactly one group, in order, and nothing else is', () => {
    const kinds = ['p', 'h2', 'h3', 'ul', 'figure', 'div.step', 'astro-island', 'span', 'table'] as const;
    const el = (k: string, i: number) => {
      const [tag, cls] = k.split('.');
      return `<${tag}${cls ? ` class="${cls}"` : ''} data-i="${i}">${i}</${tag}>`;
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...kinds), { maxLength: 30 }), (seq) => {
        const html = seq.map(el).join('\n');
        const { document } = parseHTML(
          `<!doctype html><html><body><main>${groupBlocks(html)}</main></body></html>`,
        );
        const main = document.querySelector('main')!;
        const isBlock = (k: string) => !['astro-island', 'span', 'table'].includes(k);
        // Order kept, and each element where it belongs.
        const order = [...main.querySelectorAll('[data-i]')].map((e) => Number(e.getAttribute('data-i')));
        expect(order).toEqual(seq.map((_, i) => i));
        for (const [i, k] of seq.entries()) {
          const e = main.querySelector(`[data-i="${i}"]`)!;
          expect(e.parentElement!.className === 'blocks').toBe(isBlock(k));
        }
        // A group opens at a heading, or after something that is not a block; never twice in a row.
        for (const g of main.querySelectorAll(':scope > .blocks')) {
          const first = Number(g.firstElementChild!.getAttribute('data-i'));
          expect(seq[first] === 'h2' || first === 0 || !isBlock(seq[first - 1]!)).toBe(true);
          expect([...g.children].slice(1).some((c) => c.tagName === 'H2')).toBe(false);
        }
        // And it holds all it can: a block that follows a block, not a heading, is in its group.
        for (const [i, k] of seq.entries())
          if (i > 0 && isBlock(k) && k !== 'h2' && isBlock(seq[i - 1]!))
            expect(main.querySelector(`[data-i="${i}"]`)!.parentElement).toBe(
              main.querySelector(`[data-i="${i - 1}"]`)!.parentElement,
            );
      }),
      { numRuns: 300 },
    );
  });
});
