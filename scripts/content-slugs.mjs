// The derivation pages there must be: one per content/<slug>.mdx (the content collection), sorted.
// The browser tests and the benchmark take their pages from here, not from the build output, so a
// page missing from the build fails instead of dropping out of their loops, and the build's other
// routes (/embed/, /teach/, /notation/) are not taken for derivations.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The content collection's folder. */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** @type {readonly string[]} */
export const SLUGS = readdirSync(CONTENT_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.slice(0, -'.mdx'.length))
  .sort();

/**
 * The page's place in teaching order, its frontmatter's `order` (the site sorts by it: src/site/
 * pages.ts, which also checks that no two pages share one).
 * @param {string} slug
 * @returns {number}
 */
export function teachingOrder(slug) {
  const text = readFileSync(`${CONTENT_DIR}${slug}.mdx`, 'utf8');
  const order = /^---\r?\n[\s\S]*?^order:\s*(\d+)\s*$[\s\S]*?^---/m.exec(text)?.[1];
  if (order === undefined) throw new Error(`content/${slug}.mdx: no 'order' in its frontmatter`);
  return Number(order);
}

/**
 * The slugs in teaching order: where a test takes one chapter as an example of something every
 * chapter may have, it takes the first in this order that has it.
 * @type {readonly string[]}
 */
export const TEACHING_ORDER = [...SLUGS].sort((a, b) => teachingOrder(a) - teachingOrder(b));
