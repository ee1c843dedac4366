// Every page's readout declaration, tests/unit/widgets/<slug>.readouts.ts (its default export),
// found by that name for every page there is (SLUGS, from the content collection), so no list of
// chapters is kept here or in the tests, and removing a chapter's file removes its declaration.
// readouts.test.ts (Node) and tests/e2e/readouts.spec.ts (the browser) both read them.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SLUGS } from '../../../scripts/content-slugs.mjs';
import type { PageDecl } from './readouts';

export interface Declared {
  slug: string;
  /** The page, /<slug>/. */
  path: string;
  decl: PageDecl;
}

const HERE = new URL('./', import.meta.url);
const SUFFIX = '.readouts.ts';

/** The files there are, by slug; a file named for no page fails here, by name. */
function declarationFiles(): Set<string> {
  const slugs = new Set<string>();
  for (const f of readdirSync(fileURLToPath(HERE))) {
    if (!f.endsWith(SUFFIX)) continue;
    const slug = f.slice(0, -SUFFIX.length);
    if (!SLUGS.includes(slug))
      throw new Error(`tests/unit/widgets/${f} is named for no page (content/${slug}.mdx)`);
    slugs.add(slug);
  }
  return slugs;
}

/**
 * Every page's declaration, in SLUGS order; a page without the file is left out (the tests check
 * that every page has one).
 */
export async function readoutDeclarations(): Promise<Declared[]> {
  const files = declarationFiles();
  const out: Declared[] = [];
  for (const slug of SLUGS) {
    if (!files.has(slug)) continue;
    const mod = (await import(new URL(`${slug}${SUFFIX}`, HERE).href)) as { default?: PageDecl };
    if (mod.default === undefined)
      throw new Error(`tests/unit/widgets/${slug}${SUFFIX} must export its declaration as default`);
    out.push({ slug, path: `/${slug}/`, decl: mod.default });
  }
  return out;
}
