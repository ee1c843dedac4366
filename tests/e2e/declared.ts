// What a chapter declares for a site-wide spec sits in a file named for the chapter,
// tests/e2e/<slug>.<kind>.ts, whose default export the spec reads (e.g. <slug>.readouts.ts for
// readouts.spec.ts). The specs find these files by that name for every page there is (SLUGS), so no
// list of chapters is kept here or in them, and removing a chapter's files removes its declarations.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SLUGS } from './support';

export interface Declared<T> {
  slug: string;
  /** The page, /<slug>/. */
  path: string;
  decl: T;
}

const HERE = new URL('./', import.meta.url);

/**
 * Every page's declaration of this kind, in SLUGS order; a page without the file is left out (the
 * spec decides whether every page must have one). A file named for no page fails here, by name.
 */
export async function declaredBy<T>(kind: string): Promise<Declared<T>[]> {
  const suffix = `.${kind}.ts`;
  for (const f of readdirSync(fileURLToPath(HERE)))
    if (f.endsWith(suffix) && !SLUGS.includes(f.slice(0, -suffix.length)))
      throw new Error(`tests/e2e/${f} is named for no page (content/${f.slice(0, -suffix.length)}.mdx)`);
  const out: Declared<T>[] = [];
  for (const slug of SLUGS) {
    const file = new URL(`${slug}${suffix}`, HERE);
    if (!existsSync(file)) continue;
    const mod = (await import(file.href)) as { default?: T };
    if (mod.default === undefined)
      throw new Error(`tests/e2e/${slug}${suffix} must export its declaration as default`);
    out.push({ slug, path: `/${slug}/`, decl: mod.default });
  }
  return out;
}
