// The site's two fonts, self-hosted under /fonts/ (under the site's base) and cut at build time to the characters the built
// pages use, so that a page fetches them with its HTML (preloaded, src/layouts/Base.astro) and never
// lays its text out twice:
//
// - Text: Source Serif 4 (variable weight). Fontsource ships it in unicode-range files (Latin,
//   Latin Extended, Greek, …); the pages need the first three (μ, ω, λ, ℓ in the prose). Each is cut
//   to the characters of the pages' text and of the widgets' scripts, about a tenth of its size.
//   `font-display: optional` (src/styles/fonts.css): a face that is not there at first paint is not
//   swapped in later, which would re-wrap every paragraph (a layout shift the reader sees, as with
//   Fontsource's `swap`).
// - Math: STIX Two Math (OpenType MATH table, which MathML Core needs for fractions, roots,
//   stretchy brackets and sub/superscript placement), cut to the characters of the pages' <math>
//   elements (HarfBuzz keeps the MATH table and the glyph variants and assemblies it refers to): a
//   small part of the whole font. The build prints each cut's size.
//
// The dev server serves the whole files.
import { createReadStream, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { joinBase, stripBase } from './base-path.ts';

const require = createRequire(import.meta.url);

export const MATH_FONT_URL = '/fonts/stix-two-math.woff2';
const FULL_MATH_FONT =
  require.resolve('@fontsource/stix-two-math/files/stix-two-math-latin-400-normal.woff2');

/** The text font's files, as src/styles/fonts.css declares them (same URLs and unicode ranges). */
export const TEXT_FONT_URLS = ['latin', 'latin-ext', 'greek'].map((range) => ({
  url: `/fonts/source-serif-4-${range}.woff2`,
  full: require.resolve(
    `@fontsource-variable/source-serif-4/files/source-serif-4-${range}-wght-normal.woff2`,
  ),
}));

/** Always kept, so that digits, Latin and the common fences a future formula uses never fall back. */
const ALWAYS = " 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ()[]{}|+−-=<>.,;:!/'′″‖∥·×…⋯";

/**
 * Kept in the text font whatever the pages hold: printable ASCII and the punctuation a sentence a
 * widget writes later may use. (Text only the browser writes is in the scripts, see scriptCharacters.)
 */
const TEXT_ALWAYS =
  String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)) + '\u00a0−–—‘’“”…·×±≤≥≠≈∞√→←↑↓′″°';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? m),
  );

/** MathML Core's italic letters (the Mathematical Alphanumeric Symbols block), by plain letter. */
const ITALIC_EXCEPTIONS = new Map([
  [0x68, 0x210e], // ℎ: the block leaves the italic h out, it was already encoded as the Planck constant
  [0x131, 0x1d6a4],
  [0x237, 0x1d6a5],
  [0x3f4, 0x1d6f1],
  [0x2207, 0x1d6fb],
  [0x2202, 0x1d715],
  [0x3f5, 0x1d716],
  [0x3d1, 0x1d717],
  [0x3f0, 0x1d718],
  [0x3d5, 0x1d719],
  [0x3f1, 0x1d71a],
  [0x3d6, 0x1d71b],
]);
const ITALIC_RANGES = [
  [0x41, 0x5a, 0x1d434], // A–Z
  [0x61, 0x7a, 0x1d44e], // a–z
  [0x391, 0x3a9, 0x1d6e2], // Α–Ω
  [0x3b1, 0x3c9, 0x1d6fc], // α–ω
];

/**
 * The character the browser draws for a one-letter <mi>: MathML Core sets such a variable in italic
 * (`text-transform: math-auto`) by drawing the italic letter of the Mathematical Alphanumeric
 * Symbols block in its place (m becomes 𝑚, U+1D45A). The HTML holds the plain letter; the font must
 * hold the italic one, or every variable on the page is drawn in a system fallback font.
 */
export function mathItalic(ch) {
  const c = ch.codePointAt(0) ?? 0;
  const special = ITALIC_EXCEPTIONS.get(c);
  if (special) return String.fromCodePoint(special);
  for (const [from, to, start] of ITALIC_RANGES)
    if (c >= from && c <= to) return String.fromCodePoint(start + c - from);
  return ch;
}

/**
 * Every character inside <math>…</math> in the given HTML (noscript copies included: they are
 * text), and the italic letter the browser draws for each one-letter <mi> (see mathItalic).
 */
export function mathCharacters(html) {
  const chars = new Set(ALWAYS);
  for (const m of html.matchAll(/<math\b[\s\S]*?<\/math>/g)) {
    for (const ch of decode(m[0].replace(/<[^>]*>/g, ''))) chars.add(ch);
    for (const mi of m[0].matchAll(/<mi((?:\s[^>]*)?)>([^<]*)<\/mi>/g)) {
      const letters = [...decode(mi[2]).trim()];
      if (letters.length === 1 && !/\smathvariant=/.test(mi[1])) chars.add(mathItalic(letters[0]));
    }
  }
  return chars;
}

/** Every character of the given HTML's text outside <math>, <script> and <style>, and outside tags. */
export function textCharacters(html) {
  const chars = new Set(TEXT_ALWAYS);
  const text = html.replace(/<(math|script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  for (const ch of decode(text)) chars.add(ch);
  return chars;
}

/**
 * Characters of the prose and the widgets' text that neither text font has and the math font
 * does: the bold and italic letters of vectors (𝐫, 𝐧), the superscripts and subscripts (⁻¹, Jᵀ,
 * t₀) and the mathematical operators (√). The text and UI font stacks list the math font after
 * their own (src/styles/global.css), so these are drawn in it, like the same letters in the
 * formulas, instead of being looked for in the system's fonts one by one, a font lookup per
 * character in the first layout.
 */
const MATH_IN_TEXT = /[\u1d2c-\u1d6a\u2070-\u209f\u2200-\u22ff\u{1d400}-\u{1d7ff}]/u;

/** The characters of `chars` that go into the math font although they are text (MATH_IN_TEXT). */
export function mathInText(chars) {
  return [...chars].filter((ch) => MATH_IN_TEXT.test(ch));
}

/** Every non-ASCII character of a script (its string literals: text a widget writes in the browser). */
export function scriptCharacters(js) {
  return new Set(js.match(/[^\x00-\x7f]/gu) ?? []);
}

function files(dir, ext) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p, ext);
    return name.endsWith(ext) ? [p] : [];
  });
}

/**
 * The stylesheets' `url(/fonts/…)` (src/styles/fonts.css, math.css) under the site's base: Vite
 * leaves a root-absolute URL it cannot find in public/ as it is, and these files are only written
 * after the build.
 * @param {string} base
 * @param {Iterable<string>} urls the fonts' routes
 * @returns {import('vite').Plugin}
 */
export function fontUrlsUnderBase(base, urls) {
  const routes = [...urls];
  return {
    name: 'impulse-notebook:font-urls',
    enforce: 'pre',
    transform(code, id) {
      if (base === '/' || !/\.css($|\?)/.test(id)) return null;
      let out = code;
      for (const route of routes)
        out = out.replaceAll(
          new RegExp(`url\\((['"]?)${route.replace(/[.]/g, '\\.')}`, 'g'),
          `url($1${joinBase(base, route)}`,
        );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export function fonts() {
  const full = new Map([[MATH_FONT_URL, FULL_MATH_FONT], ...TEXT_FONT_URLS.map((f) => [f.url, f.full])]);
  let base = '/';
  return {
    name: 'impulse-notebook:fonts',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        base = config.base;
        updateConfig({ vite: { plugins: [fontUrlsUnderBase(base, full.keys())] } });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const route = req.url && stripBase(base, req.url);
          const file = route && full.get(route);
          if (!file) return next();
          res.setHeader('Content-Type', 'font/woff2');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = dir instanceof URL ? dir.pathname : String(dir);
        const math = new Set();
        const text = new Set();
        for (const file of files(out, '.html')) {
          const html = readFileSync(file, 'utf8');
          for (const ch of mathCharacters(html)) math.add(ch);
          for (const ch of textCharacters(html)) text.add(ch);
        }
        for (const file of files(out, '.js'))
          for (const ch of scriptCharacters(readFileSync(file, 'utf8'))) text.add(ch);
        for (const ch of mathInText(text)) math.add(ch);
        mkdirSync(join(out, 'fonts'), { recursive: true });
        const cut = async (url, chars) => {
          const font = await subsetFont(readFileSync(full.get(url)), [...chars].join(''), {
            targetFormat: 'woff2',
          });
          writeFileSync(join(out, url), font);
          return font.length;
        };
        const mathBytes = await cut(MATH_FONT_URL, math);
        logger.info(`math font: ${math.size} characters, ${(mathBytes / 1000).toFixed(1)} kB`);
        const textBytes = await Promise.all(TEXT_FONT_URLS.map((f) => cut(f.url, text)));
        logger.info(
          `text font: ${text.size} characters, ${textBytes.map((b) => (b / 1000).toFixed(1)).join(' + ')} kB`,
        );
      },
    },
  };
}
