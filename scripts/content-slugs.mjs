// The derivation pages there must be: one per content/<slug>.mdx (the content collection), sorted.
// The browser tests and the benchmark take their pages from here, not from the build output, so a
// page missing from the build fails instead of dropping out of their loops, and the build's other
// routes (/embed/, /teach/) are not taken for derivations.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The content collection's folder. */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** @type {readonly string[]} */
export const SLUGS = readdirSync(CONTENT_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.slice(0, -'.mdx'.length))
  .sort();
