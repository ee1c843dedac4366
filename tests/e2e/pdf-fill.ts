// How far down each page of a PDF Chromium printed the marks go: a tiny reader of the PDFs Chromium
// (Skia) writes, enough to tell a full page from one a page break left almost empty. It follows
// the page tree in order, inflates each page's content streams, and tracks the transformation
// matrix through q/Q/cm and the text matrix through Tm/Td, recording every painted point (text
// positions, rectangles and path points that are filled or stroked; clipping paths are not marks).
import { inflateSync } from 'node:zlib';

type M = [number, number, number, number, number, number];
const I: M = [1, 0, 0, 1, 0, 0];
const mul = (a: M, b: M): M => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
  a[4] * b[0] + a[5] * b[2] + b[4],
  a[4] * b[1] + a[5] * b[3] + b[5],
];
const apply = (m: M, x: number, y: number) => ({
  x: x * m[0] + y * m[2] + m[4],
  y: x * m[1] + y * m[3] + m[5],
});

const PAINT = new Set(['f', 'F', 'f*', 'S', 's', 'B', 'B*', 'b', 'b*']);

/** A PDF's objects by number, and its pages' object numbers in order (the page tree walked). */
function pdfPages(pdf: Buffer): { body: (id: string) => string; pages: string[] } {
  const text = pdf.toString('latin1');
  const offsets = new Map<string, number>();
  for (const m of text.matchAll(/(?:^|\n)(\d+) 0 obj\b/g)) offsets.set(m[1]!, m.index);
  const body = (id: string) => {
    const start = offsets.get(id);
    if (start === undefined) throw new Error(`PDF object ${id} missing`);
    return text.slice(start, text.indexOf('endobj', start));
  };
  const pages: string[] = [];
  const walk = (id: string) => {
    const obj = body(id);
    if (/\/Type\s*\/Pages\b/.test(obj)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(obj)?.[1] ?? '';
      for (const k of kids.matchAll(/(\d+) 0 R/g)) walk(k[1]!);
    } else pages.push(id);
  };
  const root = /\/Type\s*\/Catalog[\s\S]*?\/Pages (\d+) 0 R/.exec(text)?.[1];
  if (!root) throw new Error('No page tree');
  walk(root);
  return { body, pages };
}

/**
 * For each page, in order: the addresses its links open (Chromium writes each link of the printed page
 * as a /Link annotation of that page with a /URI action).
 */
export function pageLinks(pdf: Buffer): string[][] {
  const { body, pages } = pdfPages(pdf);
  return pages.map((id) => {
    const annots = /\/Annots\s*(\[[^\]]*\]|\d+ 0 R)/.exec(body(id))?.[1] ?? '';
    // The array inline, or an object that holds it, or none.
    const refs = /^\d/.test(annots)
      ? (/\[([^\]]*)\]/.exec(body(/^\d+/.exec(annots)![0]))?.[1] ?? '')
      : annots;
    return [...refs.matchAll(/(\d+) 0 R/g)].flatMap((r) => {
      const uri = /\/URI\s*\(((?:\\.|[^\\)])*)\)/.exec(body(r[1]!))?.[1];
      return uri === undefined ? [] : [uri.replace(/\\(.)/g, '$1')];
    });
  });
}

/** For each page, in order: the lowest mark's distance from the top, as a share of the page's height. */
export function pageFills(pdf: Buffer): number[] {
  const { body, pages } = pdfPages(pdf);
  return pages.map((id) => {
    const page = body(id);
    const box = /\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)/.exec(page);
    const width = Number(box?.[1] ?? 595);
    const height = Number(box?.[2] ?? 842);
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '';
    let lowest = 0;
    for (const ref of contents.matchAll(/(\d+) 0 R/g)) {
      const obj = body(ref[1]!);
      const length = Number(/\/Length (\d+)/.exec(obj)?.[1]);
      const start =
        obj.indexOf('stream') + 'stream'.length + (obj[obj.indexOf('stream') + 6] === '\r' ? 2 : 1);
      const data = Buffer.from(obj.slice(start, start + length), 'latin1');
      const ops = (/\/FlateDecode/.test(obj) ? inflateSync(data) : data).toString('latin1');
      let ctm: M = I;
      const stack: M[] = [];
      let tm: M = I;
      let nums: number[] = [];
      let pending: { x: number; y: number }[] = [];
      const mark = (p: { x: number; y: number }) => (lowest = Math.max(lowest, height - p.y));
      // Strings (<hex>, (text)) and arrays' brackets carry no positions: drop them.
      for (const tok of ops.replace(/<[^>]*>|\((?:\\.|[^\\)])*\)|[[\]]/g, ' ').split(/\s+/)) {
        if (tok === '') continue;
        const n = Number(tok);
        if (Number.isFinite(n) && /^[-+.\d]/.test(tok)) {
          nums.push(n);
          continue;
        }
        const a = nums.slice(-6) as M;
        switch (tok) {
          case 'q':
            stack.push(ctm);
            break;
          case 'Q':
            ctm = stack.pop() ?? I;
            break;
          case 'cm':
            ctm = mul(a, ctm);
            break;
          case 'BT':
            tm = I;
            break;
          case 'Tm':
            tm = a;
            mark(apply(mul(tm, ctm), 0, 0));
            break;
          case 'Td': {
            const [tx = 0, ty = 0] = nums.slice(-2);
            tm = mul([1, 0, 0, 1, tx, ty], tm);
            break;
          }
          case 'Tj':
          case 'TJ':
            mark(apply(mul(tm, ctm), 0, 0));
            break;
          case 're': {
            const [x = 0, y = 0, w = 0, h = 0] = nums.slice(-4);
            const [p, q] = [apply(ctm, x, y), apply(ctm, x + w, y + h)];
            // The page's background (printed with printBackground) fills the whole area inside the
            // margins: it is no mark of how far the content goes, or every page would read full.
            if (Math.abs(q.x - p.x) < 0.8 * width || Math.abs(q.y - p.y) < 0.8 * height) pending.push(p, q);
            break;
          }
          case 'm':
          case 'l':
          case 'c':
          case 'v':
          case 'y': {
            const [x = 0, y = 0] = nums.slice(-2);
            pending.push(apply(ctm, x, y));
            break;
          }
          case 'Do':
            // An image or form drawn in the current unit square.
            pending.push(apply(ctm, 0, 0), apply(ctm, 1, 1));
            pending.forEach(mark);
            pending = [];
            break;
          default:
            if (PAINT.has(tok)) pending.forEach(mark);
            if (PAINT.has(tok) || tok === 'n') pending = [];
        }
        nums = [];
      }
    }
    return lowest / height;
  });
}
