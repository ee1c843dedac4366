// The pages' own links under the site's base. An MDX page links to another as a reader reads the
// route, from the site's root (`[the normal impulse](/<slug>/#eq:ni-meff)`); this rehype
// plugin (astro.config.mjs) rewrites every such root-absolute href and src, in Markdown links and
// in JSX elements with a literal value, through joinBase. Links with a scheme, protocol-relative
// ones (//host) and #fragments are left as they are.
import type { Root } from 'hast';
import { joinBase } from './base-path';

const ATTRIBUTES = ['href', 'src'];

/** A root-absolute path of this site: '/…' but not '//host/…'. */
const rootAbsolute = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)/.test(v);

interface AnyNode {
  type: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: AnyNode[];
}

export default function rehypeBase({ base }: { base: string }) {
  const visit = (node: AnyNode) => {
    if (node.type === 'element' && node.properties) {
      for (const name of ATTRIBUTES) {
        const v = node.properties[name];
        if (rootAbsolute(v)) node.properties[name] = joinBase(base, v);
      }
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of node.attributes ?? [])
        if (a.type === 'mdxJsxAttribute' && ATTRIBUTES.includes(a.name ?? '') && rootAbsolute(a.value))
          a.value = joinBase(base, a.value);
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree: Root) => {
    if (base !== '/') visit(tree as AnyNode);
  };
}
