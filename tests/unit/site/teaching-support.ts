// What the teaching tests share: a chapter's page read from content/ and resolved as /teach/ does.
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { CHAPTERS, type Chapter } from '../../../src/site/chapters';
import { pagePlaces, resolveTeaching, type Heading } from '../../../src/site/teaching';

export const mdx = (slug: string) => readFileSync(`content/${slug}.mdx`, 'utf8');
export const body = (slug: string) => mdx(slug).replace(/^---\n[\s\S]*?\n---\n/, '');

/** The page's headings as Astro slugs them (github-slugger, in order). */
export function headings(source: string): Heading[] {
  const slugger = new GithubSlugger();
  let fenced = false;
  const out: Heading[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^(#{1,6}) (.+)$/.exec(line);
    if (m) {
      const text = m[2]!.replace(/[*_`]/g, '');
      out.push({ depth: m[1]!.length, text, slug: slugger.slug(text) });
    }
  }
  return out;
}
export const placesOf = (slug: string) => pagePlaces(slug, body(slug), headings(body(slug)));
export const titles = new Map(CHAPTERS.map((c) => [c.slug, c.slug]));
export const resolve = (c: Chapter) => resolveTeaching(c, placesOf(c.slug), titles);
