// What only the build needs never reaches the browser; one Vite plugin keeps it out, two ways.
//
// - A file named *.server.ts (or .server.tsx, .server.js, …) is build-time code, such as the code
//   pages' highlighting (src/site/code/*.server.ts). If a module of the client build imports one, the
//   build stops with an error naming both files, so nothing server-only reaches a bundle by accident.
// - A chapter declares each step once (src/kit/steps/define.ts): the equation's TeX, its sides' labels
//   and the symbols the TeX check binds sit beside the functions that evaluate it. The pages render the
//   TeX at build time, and the browser evaluates only the functions. So in the client build, every
//   property named `tex` or `symbols` inside a `defineDerivation(…)` call's argument is cut out of the
//   source before it is compiled, and the constants only they used are left to tree-shaking (told
//   that `String.raw`, which writes the TeX, has no side effects, which it cannot know by itself).
//   tests/static/server-only.test.ts checks the built JavaScript holds none of the TeX.
//
// Server builds (Astro's prerendering) and the tests see the sources as written.
import { relative } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import { children, type Node } from './estree';
import { slotId } from './slots';

/** A server-only module: its file name ends in `.server.<js|ts|jsx|tsx|mjs|mts|cjs|cts>`. */
export const SERVER_ONLY_FILE = /\.server\.[cm]?[jt]sx?$/;

/** The call whose argument declares a derivation, and the properties only the build reads in it. */
const DECLARES = 'defineDerivation';
const BUILD_ONLY = new Set(['tex']);
/** Symbol tables: the browser fills substituted formulas from them, by slot id, never by TeX key. */
const SYMBOLS = new Set(['symbols', 'vectors']);

const keyName = (p: Node): string | undefined => {
  const k = p.key as Node & { name?: string; value?: unknown };
  if (p.computed) return undefined;
  return k.type === 'Identifier' ? k.name : typeof k.value === 'string' ? k.value : undefined;
};

/**
 * The source with every `tex` and `symbols` property of a `defineDerivation(…)` argument removed, at
 * any depth (a step's, a row's side's, one inside a helper call that builds rows), or null when the
 * module declares no derivation.
 */
export function stripBuildOnly(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes(DECLARES)) return null;
  const lang = /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : /\.jsx$/.test(id) ? 'jsx' : 'js';
  const ast = parseAst(code, { lang }) as unknown as Node;
  const out = new MagicString(code);
  let touched = false;
  const constants = stringConstants(ast);
  // Writes each key of a symbol table written in place as its slot id (a spread, or a table named
  // by a constant, keeps its keys: the browser hashes those itself, and they are short TeX).
  const renameKeys = (table: Node) => {
    for (const p of table.properties as Node[]) {
      if (p.type !== 'Property') continue;
      const key = p.key as Node & { name?: string };
      const tex = p.computed ? constantValue(key, constants) : keyName(p);
      if (tex === undefined) continue;
      out.overwrite(
        p.computed ? p.start : key.start,
        key.end + (p.computed ? closingBracket(code, key.end) : 0),
        JSON.stringify(slotId(tex)),
      );
      touched = true;
    }
  };
  // Removes the object's build-only properties, each with the comma that separates it from the next.
  const strip = (obj: Node) => {
    const props = obj.properties as Node[];
    props.forEach((p, i) => {
      if (p.type !== 'Property') return;
      const name = keyName(p) ?? '';
      if (SYMBOLS.has(name) && (p.value as Node).type === 'ObjectExpression') renameKeys(p.value as Node);
      if (!BUILD_ONLY.has(name)) return;
      out.remove(p.start, props[i + 1]?.start ?? p.end);
      touched = true;
    });
  };
  const within = (n: Node) => {
    if (n.type === 'ObjectExpression') strip(n);
    children(n).forEach(within);
  };
  const find = (n: Node) => {
    const callee = n.callee as Node & { name?: string };
    if (n.type === 'CallExpression' && callee.type === 'Identifier' && callee.name === DECLARES)
      (n.arguments as Node[]).forEach(within);
    else children(n).forEach(find);
  };
  find(ast);
  return touched ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
}

/** The module's top-level constants whose value is a string written out (`String.raw` or a literal). */
function stringConstants(ast: Node): Map<string, string> {
  const out = new Map<string, string>();
  for (const statement of ast.body as Node[]) {
    const decl =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
    for (const d of decl.declarations as Node[]) {
      const id = d.id as Node & { name?: string };
      const value = d.init ? constantValue(d.init as Node, out) : undefined;
      if (id.type === 'Identifier' && value !== undefined) out.set(id.name!, value);
    }
  }
  return out;
}

/** A string expression's value, where the source spells it out: a literal, `String.raw` or a plain template. */
function constantValue(n: Node, constants: ReadonlyMap<string, string>): string | undefined {
  if (n.type === 'Literal') return typeof n.value === 'string' ? n.value : undefined;
  if (n.type === 'Identifier') return constants.get(n.name as string);
  // A template's text, its substitutions being constants too (`${B}` in a key).
  const template = (t: Node, part: 'raw' | 'cooked') => {
    const quasis = t.quasis as (Node & { value: { raw: string; cooked: string | null } })[];
    const values = (t.expressions as Node[]).map((e) => constantValue(e, constants));
    if (values.some((v) => v === undefined) || quasis.some((q) => q.value[part] === null)) return undefined;
    return quasis.map((q, i) => q.value[part]! + (values[i] ?? '')).join('');
  };
  if (n.type === 'TemplateLiteral') return template(n, 'cooked');
  if (n.type !== 'TaggedTemplateExpression') return undefined;
  const tag = n.tag as Node;
  const object = tag.object as (Node & { name?: string }) | undefined;
  const property = tag.property as (Node & { name?: string }) | undefined;
  const raw = tag.type === 'MemberExpression' && object?.name === 'String' && property?.name === 'raw';
  return raw ? template(n.quasi as Node, 'raw') : undefined;
}

/** How far past a computed key's expression its closing `]` is. */
function closingBracket(code: string, from: number): number {
  const k = code.indexOf(']', from);
  return k < 0 ? 0 : k + 1 - from;
}

export function serverOnly(): Plugin {
  return {
    name: 'impulse-notebook:server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { rolldownOptions: { treeshake: { manualPureFunctions: ['String.raw'] } } } };
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.split('?')[0] ?? '';
      if (!SERVER_ONLY_FILE.test(file)) return resolved;
      const root = this.environment.config.root;
      const from = importer ? relative(root, importer.split('?')[0] ?? importer) : 'the client build';
      this.error(
        `${from} imports ${relative(root, file)}, which is server-only (*.server.* files hold what only ` +
          'the build needs, and must not reach the browser): import it from .astro frontmatter or other ' +
          'server code, and give the browser what it needs from a module of its own.',
      );
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      return stripBuildOnly(code, file);
    },
  };
}
