// The pages' own links under the site's base. An MDX page links to another as a reader reads the
// route, from the site's root (`[the normal impulse](/<slug>/#eq:ni-meff)`); this rehype
// plugin (astro.config.mjs) rewrites every such root-absolute href and src, in Markdown links and
// in JSX elements with a literal value, through joinBase. Links with a scheme, protocol-relative
// ones (//host) and #fragments are left as they are.
//
// Given the site's routes (`routes`: the first segment of every page's path), a Markdown link to a
// route the site does not have is left as its text, with a warning: a chapter page links the
// others, and removing a chapter leaves those links as words instead of links that lead nowhere.
import type { Root } from 'hast';
import { joinBase } from './base-path';

const ATTRIBUTES = ['href', 'src'];

/** A root-absolute path of this site: '/…' but not '//host/…'. */
const rootAbsolute = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)/.test(v);

interface AnyNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: AnyNode[];
}

/** The route's first segment: 'teach' for '/teach/?x#y', '' for '/'. */
const firstSegment = (path: string) => path.slice(1).split(/[/?#]/)[0]!;

export default function rehypeBase({ base, routes }: { base: string; routes?: ReadonlySet<string> }) {
  // A page's route: its first segment names no file ('/impulse-solver.js' is one the build writes).
  const missing = (href: unknown): href is string =>
    routes !== undefined &&
    rootAbsolute(href) &&
    !firstSegment(href).includes('.') &&
    !routes.has(firstSegment(href));
  const visit = (node: AnyNode) => {
    // A link to a route the site does not have: its words, in its place.
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i++) {
      const c = children[i]!;
      if (c.type === 'element' && c.tagName === 'a' && missing(c.properties?.href)) {
        console.warn(
          `rehype-base: the site has no page at ${String(c.properties!.href)}; its link is left as text`,
        );
        children.splice(i, 1, ...(c.children ?? []));
        i--;
      }
    }
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
    if (base !== '/' || routes) visit(tree as AnyNode);
  };
}
