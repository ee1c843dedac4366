// A page's errata box for one source, as its MDX writes it: the <details class="errata"> whose
// summary cites that title (or a title starting so), whitespace collapsed. For tests that hold a page
// to naming a source's mistake where the page treats the formula.
import { mdxOf } from './notation-support';

export function errataBox(slug: string, cited: string): string {
  const boxes = mdxOf(slug)
    .split('<details class="errata">')
    .slice(1)
    .map((b) => b.split('</details>')[0]!);
  const found = boxes.filter((b) => b.includes(`<cite>${cited}`));
  if (found.length !== 1) throw new Error(`${slug}: ${found.length} errata boxes cite “${cited}”`);
  return found[0]!.replace(/\s+/g, ' ');
}
