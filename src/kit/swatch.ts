// Legend swatches take their colour from a class, not a style attribute: the site's Content
// Security Policy forbids inline styles. global.css has one .sw-<name> rule per colour variable.

/** 'var(--body-a)' → 'sw-body-a'. */
export function swatchClass(color: string): string {
  const m = /^var\(--([\w-]+)\)$/.exec(color.trim());
  if (!m) throw new Error(`swatchClass: expected var(--name), got '${color}'`);
  return `sw-${m[1]}`;
}
