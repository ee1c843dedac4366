// The math font: STIX Two Math (OpenType MATH table, which MathML Core needs for fractions, roots,
// stretchy brackets and sub/superscript placement), self-hosted at /fonts/stix-two-math.woff2.
//
// The whole font is 403 kB. After a build, this integration subsets it to the characters the
// built pages' <math> elements use (HarfBuzz keeps the MATH table and the glyph variants and
// assemblies it refers to), typically 20–40 kB. The dev server serves the whole font.
import { createReadStream, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

export const MATH_FONT_URL = '/fonts/stix-two-math.woff2';
const require = createRequire(import.meta.url);
const FULL_FONT = require.resolve('@fontsource/stix-two-math/files/stix-two-math-latin-400-normal.woff2');

/** Always kept, so that digits, Latin and the common fences a future formula uses never fall back. */
const ALWAYS = " 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ()[]{}|+−-=<>.,;:!/'′″‖∥·×…⋯";

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? m),
  );

/** Every character inside <math>…</math> in the given HTML (noscript copies included: they are text). */
export function mathCharacters(html) {
  const chars = new Set(ALWAYS);
  for (const m of html.matchAll(/<math\b[\s\S]*?<\/math>/g)) {
    for (const ch of decode(m[0].replace(/<[^>]*>/g, ''))) chars.add(ch);
  }
  return chars;
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

/** @returns {import('astro').AstroIntegration} */
export function mathFont() {
  return {
    name: 'impulse-notebook:math-font',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url !== MATH_FONT_URL) return next();
          res.setHeader('Content-Type', 'font/woff2');
          createReadStream(FULL_FONT).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = dir instanceof URL ? dir.pathname : String(dir);
        const chars = new Set();
        for (const file of htmlFiles(out))
          for (const ch of mathCharacters(readFileSync(file, 'utf8'))) chars.add(ch);
        const font = await subsetFont(readFileSync(FULL_FONT), [...chars].join(''), {
          targetFormat: 'woff2',
        });
        mkdirSync(join(out, 'fonts'), { recursive: true });
        writeFileSync(join(out, MATH_FONT_URL), font);
        logger.info(`math font: ${chars.size} characters, ${(font.length / 1000).toFixed(1)} kB`);
      },
    },
  };
}
