// The solver's files with their locals recorded, for the live values of a step's code frame
// (src/site/code/values-frame.ts). Importing `src/solver/<file>.ts?trace` gives that file's own
// source, unchanged but for calls that note, as each function runs, its parameters, every local it
// declares or assigns and what it returns, with the line the reader sees them on. So the values a
// frame shows are the real function's, computed by its own lines: nothing is re-implemented. Build
// time only (Vite and Vitest plugins).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { isNode, type Node } from '../../lib/estree';

export const TRACE_QUERY = '?trace';
const TRACED = /[\\/]src[\\/]solver[\\/][\w-]+\.ts\?trace$/;
const RUNTIME = '../kit/code/trace-runtime';

interface Edit {
  at: number;
  text: string;
}

/** The names a declaration or parameter binds: `x`, `{ a, b: c }`, `[p, q]`, `x = 1`. */
export function boundNames(pattern: unknown): string[] {
  if (!isNode(pattern)) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'ArrayPattern':
      return (pattern.elements as unknown[]).flatMap(boundNames);
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) =>
        p.type === 'RestElement' ? boundNames(p.argument) : boundNames(p.value),
      );
    case 'TSParameterProperty':
      return boundNames(pattern.parameter);
    default:
      return [];
  }
}

/** A statement that assigns to plain locals (`k += x;`, `a = b = 0;`): the names it assigns. */
function assignedNames(stmt: Node): string[] {
  const names: string[] = [];
  const walk = (e: unknown) => {
    if (!isNode(e)) return;
    if (e.type === 'AssignmentExpression') {
      names.push(...boundNames(e.left));
      walk(e.right);
    } else if (e.type === 'UpdateExpression') names.push(...boundNames(e.argument));
    else if (e.type === 'SequenceExpression') (e.expressions as unknown[]).forEach(walk);
    else if (e.type === 'ParenthesizedExpression') walk(e.expression);
  };
  walk(stmt.expression);
  return [...new Set(names)];
}

/** The functions written at the top of a file: declarations and `const f = (…) => …`. */
function topLevelFunctions(program: Node): { name: string; fn: Node }[] {
  const found: { name: string; fn: Node }[] = [];
  for (let stmt of program.body as Node[]) {
    if (
      (stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportDefaultDeclaration') &&
      isNode(stmt.declaration)
    )
      stmt = stmt.declaration;
    if (stmt.type === 'FunctionDeclaration' && isNode(stmt.id) && isNode(stmt.body))
      found.push({ name: stmt.id.name as string, fn: stmt });
    if (stmt.type === 'VariableDeclaration')
      for (const d of stmt.declarations as Node[]) {
        const init = d.init;
        if (isNode(d.id) && d.id.type === 'Identifier' && isNode(init))
          if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
            found.push({ name: d.id.name as string, fn: init });
      }
  }
  return found;
}

/**
 * The file's source with each top-level function instrumented: on entry it opens a record
 * (`enter`), notes its parameters, each declaration and each assignment to a local, and each
 * returned value, on the line where it is written (a statement's first). Control flow and arithmetic are
 * the file's own; a single statement under an `if` is wrapped in braces with its note.
 */
export function instrument(code: string): string {
  const program = parseAst(code, { lang: 'ts', sourceType: 'module' }) as unknown as Node;
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const edits: Edit[] = [];
  const noteOf = (line: number, names: readonly string[]) =>
    names.length ? ` __note(__f, ${line}, { ${names.join(', ')} });` : '';

  // A statement's values are noted on its first line, where its names are written.
  // `alone`: the statement is the whole body of an `if` or a loop, so what is added goes in braces.
  // `inner`: the statement is in a function nested in a top-level one (a helper or a callback): its
  // locals go to the enclosing call's record, but its returns are not that call's and are not noted.
  const statement = (s: Node, alone = false, inner = false): void => {
    const line = lineOf(s.start);
    switch (s.type) {
      case 'VariableDeclaration': {
        const names = (s.declarations as Node[]).flatMap((d) => boundNames(d.id));
        edits.push({ at: s.end, text: noteOf(line, names) });
        return;
      }
      case 'ExpressionStatement': {
        const names = assignedNames(s);
        if (names.length === 0) return;
        if (alone) edits.push({ at: s.start, text: '{' }, { at: s.end, text: `${noteOf(line, names)}}` });
        else edits.push({ at: s.end, text: noteOf(line, names) });
        return;
      }
      case 'ReturnStatement':
        if (!inner && isNode(s.argument)) {
          edits.push({ at: s.argument.start, text: `__ret(__f, ${line}, (` });
          edits.push({ at: s.argument.end, text: '))' });
        }
        return;
      case 'BlockStatement':
        (s.body as Node[]).forEach((b) => statement(b, false, inner));
        return;
      case 'IfStatement':
        statement(s.consequent as Node, true, inner);
        if (isNode(s.alternate)) statement(s.alternate, true, inner);
        return;
      case 'ForStatement':
      case 'ForOfStatement':
      case 'ForInStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'LabeledStatement':
        statement(s.body as Node, true, inner);
        return;
      case 'TryStatement':
        statement(s.block as Node, false, inner);
        if (isNode(s.handler)) statement(s.handler.body as Node, false, inner);
        if (isNode(s.finalizer)) statement(s.finalizer, false, inner);
        return;
      case 'SwitchStatement':
        for (const c of s.cases as Node[])
          (c.consequent as Node[]).forEach((b) => statement(b, false, inner));
        return;
      default:
        return;
    }
  };

  // Each parameter on its own line (a long signature is wrapped).
  const paramNotes = (fn: Node) =>
    (fn.params as Node[]).map((p) => noteOf(lineOf(p.start), boundNames(p))).join('');

  // The functions written inside a top-level one, at any depth (a sweep's `visit`, a `map` callback
  // with a body): each notes its parameters and locals into the enclosing call's record as it runs.
  // Statements never descend into a function, so each body is instrumented once, here.
  const nested = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(nested);
    if (!isNode(node)) return;
    const isFunction = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type);
    if (isFunction && isNode(node.body) && node.body.type === 'BlockStatement') {
      edits.push({ at: node.body.start + 1, text: paramNotes(node) });
      (node.body.body as Node[]).forEach((b) => statement(b, false, true));
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object' && value !== null) nested(value);
  };

  const functions = topLevelFunctions(program);
  for (const { name, fn } of functions) {
    const body = fn.body as Node;
    const head = `const __f = __enter(${JSON.stringify(name)});${paramNotes(fn)}`;
    if (body.type === 'BlockStatement') {
      edits.push({ at: body.start + 1, text: ` ${head}` });
      (body.body as Node[]).forEach((b) => statement(b));
      nested(body.body);
    } else {
      // `(r, j) => r.x * j.y - r.y * j.x`: a block that notes and returns the same expression, from
      // the arrow (a body in parentheses starts before the node does) to the function's end.
      const from = code.lastIndexOf('=>', body.start) + 2;
      edits.push({ at: from, text: ` { ${head} return __ret(__f, ${lineOf(body.start)}, (` });
      edits.push({ at: fn.end, text: ')); }' });
    }
  }

  // Applied from the end, so that every offset still points into the original text; edits at one
  // offset keep their order.
  let out = code;
  edits
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => b.at - a.at || b.i - a.i)
    .forEach((e) => (out = out.slice(0, e.at) + e.text + out.slice(e.at)));
  const table = functions.map((f) => f.name).join(', ');
  // On the first line, so that the file's line numbers are unchanged.
  return (
    `import { enter as __enter, note as __note, ret as __ret } from '${RUNTIME}'; ` +
    out.replace(/\n?$/, '\n') +
    `/** Every function of the file, exported or not, by name. */\nexport const __functions = { ${table} };\n`
  );
}

/**
 * The Vite (and Vitest) plugin: `src/solver/<file>.ts?trace` is the instrumented file, and the
 * solver files it imports are their instrumented copies too. So the frame's copies form a graph of
 * their own, and the pages' solver chunks stay exactly as the bundler cuts them without the frame
 * (a traced file importing the ordinary ones made it split and re-export those chunks).
 */
export function traceSolver() {
  return {
    name: 'impulse-notebook:trace-solver',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !TRACED.test(importer) || !source.startsWith('./')) return null;
      const file = resolve(
        dirname(importer.slice(0, -TRACE_QUERY.length)),
        source.replace(/(\.ts)?$/, '.ts'),
      );
      return existsSync(file) ? `${file}${TRACE_QUERY}` : null;
    },
    transform(code: string, id: string) {
      if (!TRACED.test(id)) return null;
      return { code: instrument(code), map: null };
    },
  };
}
