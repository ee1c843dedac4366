// The solver's source as the pages show it (build time only): its files, cut into top-level pieces
// (a declaration with the comment above it), and where each `[eq:…]` tag sits. The pages read the
// files from src/solver at every build, so what they show cannot be a stale copy.
const RAW = import.meta.glob<string>('../../solver/*.ts', { query: '?raw', import: 'default', eager: true });

export interface Piece {
  /** The file's name without .ts, which is also its page: /code/<file>/. */
  file: string;
  /** The first function (or constant, type, interface) the piece declares; '' for the file's head. */
  name: string;
  /** Whether it declares a function: those are what /code/ lists and the Copy buttons copy. */
  isFunction: boolean;
  /** 1-based, inclusive. */
  first: number;
  last: number;
  /** The lines, exactly as in the file, joined with \n. */
  text: string;
}

export interface SolverFile {
  file: string;
  /** src/solver/<file>.ts */
  path: string;
  lines: string[];
  pieces: Piece[];
}

const FUNCTION =
  /^(?:export\s+)?(?:async\s+)?function\*?\s+(\w+)|^(?:export\s+)?const\s+(\w+)\s*=\s*(?:\(|function|async)/;
const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:const|let|type|interface|class|enum|function)\s+(\w+)/;

/**
 * Cut a file at its top level: a piece starts at a line in column 0 after a blank line (a
 * function's own blank lines are indented or followed by indented code, so they do not cut it).
 */
export function cutPieces(file: string, lines: readonly string[]): Piece[] {
  const starts: number[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || (lines[i - 1]!.trim() === '' && /^[^\s})\]]/.test(line))) starts.push(i);
  });
  return starts.map((start, k) => {
    let end = (starts[k + 1] ?? lines.length) - 1;
    while (end > start && lines[end]!.trim() === '') end--;
    const own = lines.slice(start, end + 1);
    const fn = own.map((l) => FUNCTION.exec(l)).find((m) => m);
    const decl = own.map((l) => DECLARATION.exec(l)).find((m) => m);
    return {
      file,
      name: fn ? (fn[1] ?? fn[2])! : (decl?.[1] ?? ''),
      isFunction: fn !== undefined,
      first: start + 1,
      last: end + 1,
      text: own.join('\n'),
    };
  });
}

/** Every file of src/solver, in name order, each cut into its pieces. */
export const SOLVER_FILES: readonly SolverFile[] = Object.entries(RAW)
  .map(([path, text]) => {
    const file = path.split('/').at(-1)!.replace(/\.ts$/, '');
    const lines = text.replace(/\n$/, '').split('\n');
    return { file, path: `src/solver/${file}.ts`, lines, pieces: cutPieces(file, lines) };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

/** Where a step's code is: the piece that carries its tag, and the 1-based lines that name it. */
export interface TaggedRegion {
  piece: Piece;
  path: string;
  tagged: number[];
}

const TAG = /\[(eq:[^\]\s]+)\]/g;

/**
 * Whether a line holds code, not only a comment: a tag marks the line it ends, so it must end a line
 * that computes something. (A tag in a comment line or a doc comment would mark prose.)
 */
export const isCodeLine = (line: string) => /^\s*(?:\/\/|\/\*|\*|$)/.test(line) === false;

/** Where a marker sits: src/solver/<file>.ts, 1-based line. */
export interface MarkedLine {
  file: string;
  path: string;
  line: number;
}

/**
 * Every line of the solver carrying `[<kind>:<id>]` (a tag, `eq`, or a porting marker, `port`), by
 * marker. A marker on a line that is not code fails the build, naming the line.
 */
function markedLines(kind: string): Map<string, MarkedLine[]> {
  const found = new Map<string, MarkedLine[]>();
  const marker = new RegExp(`\\[(${kind}:[^\\]\\s]+)\\]`, 'g');
  for (const f of SOLVER_FILES)
    f.lines.forEach((text, i) => {
      for (const m of text.matchAll(marker)) {
        if (!isCodeLine(text))
          throw new Error(
            `${f.path}:${i + 1}: [${m[1]}] is on a comment line; put it at the end of the line of code it marks`,
          );
        found.set(m[1]!, [...(found.get(m[1]!) ?? []), { file: f.file, path: f.path, line: i + 1 }]);
      }
    });
  return found;
}

/** Every porting marker `[port:<id>]` (by the id without `port:`) and the one line it sits on. */
export const PORT_MARKERS: ReadonlyMap<string, MarkedLine> = (() => {
  const byId = new Map<string, MarkedLine>();
  for (const [marker, lines] of markedLines('port')) {
    if (lines.length !== 1)
      throw new Error(
        `[${marker}] is on ${lines.length} lines (${lines.map((l) => `${l.path}:${l.line}`).join(', ')}): it must mark one`,
      );
    byId.set(marker.slice('port:'.length), lines[0]!);
  }
  return byId;
})();

/** Every tag's regions, in file and line order: one per piece that names the tag. */
export const TAG_REGIONS: ReadonlyMap<string, readonly TaggedRegion[]> = (() => {
  markedLines('eq');
  const byTag = new Map<string, TaggedRegion[]>();
  for (const f of SOLVER_FILES)
    for (const piece of f.pieces)
      for (let n = piece.first; n <= piece.last; n++)
        for (const m of f.lines[n - 1]!.matchAll(TAG)) {
          const regions = byTag.get(m[1]!) ?? [];
          let region = regions.find((r) => r.piece === piece);
          if (!region) regions.push((region = { piece, path: f.path, tagged: [] }));
          if (!region.tagged.includes(n)) region.tagged.push(n);
          byTag.set(m[1]!, regions);
        }
  return byTag;
})();

/**
 * The lines a step shows of a region: the whole piece when it is short, else the tagged lines with
 * a few lines of context either side (the page of the whole file has the rest).
 */
export const SHORT_PIECE = 30;
const CONTEXT = 6;
export function shownLines(r: TaggedRegion): { first: number; last: number } {
  const { first, last } = r.piece;
  if (last - first + 1 <= SHORT_PIECE) return { first, last };
  return {
    first: Math.max(first, Math.min(...r.tagged) - CONTEXT),
    last: Math.min(last, Math.max(...r.tagged) + CONTEXT),
  };
}

/** The anchor of a piece on its file's page, and of a step's region there. */
export const pieceAnchor = (p: Piece) => (p.name ? p.name : `line-${p.first}`);
export const regionAnchor = (tag: string, r: TaggedRegion) =>
  `${tag.replace(/^eq:/, 'eq-')}-${r.piece.file}-${r.tagged[0]}`;
/** The page of a step's code, framed in its disclosure: /code/step/<id without eq:>/. */
export const stepCodePath = (tag: string) => `/code/step/${tag.replace(/^eq:/, '')}/`;

/** A function and the steps of one chapter it computes. */
export interface ChapterFunction {
  piece: Piece;
  tags: string[];
}

/**
 * The functions whose lines carry a tag with this step prefix (eq:<prefix>-…), in file and line
 * order: the code a chapter derives.
 */
export function functionsOfPrefix(prefix: string): ChapterFunction[] {
  const found = new Map<Piece, string[]>();
  for (const [tag, regions] of TAG_REGIONS)
    if (tag.startsWith(`eq:${prefix}-`))
      for (const r of regions)
        if (r.piece.isFunction) found.set(r.piece, [...(found.get(r.piece) ?? []), tag]);
  return [...found]
    .map(([piece, tags]) => ({ piece, tags }))
    .sort((a, b) => a.piece.file.localeCompare(b.piece.file) || a.piece.first - b.piece.first);
}
