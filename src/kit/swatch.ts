// Legend swatches take their colour from a class, not a style attribute: the site's Content
// Security Policy forbids inline styles. legend.css has one .sw-<name> rule per theme colour, and a
// chapter's style.css one per colour of its own.
import './legend.css';

/** 'var(--body-a)' → 'sw-body-a'. */
export function swatchClass(color: string): string {
  const m = /^var\(--([\w-]+)\)$/.exec(color.trim());
  if (!m) throw new Error(`swatchClass: expected var(--name), got '${color}'`);
  return `sw-${m[1]}`;
}
