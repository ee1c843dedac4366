// ESTree nodes as rolldown's parser (Vite's parseAst) returns them, for the build's source
// transforms (src/lib/server-only.ts, src/site/code/trace-plugin.ts); only the fields they use are
// typed.
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && 'type' in x;

/** A node's child nodes, in source order. */
export const children = (n: Node): Node[] =>
  Object.values(n).flatMap((v) => (Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []));
