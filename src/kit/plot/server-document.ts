// Plot draws into a DOM. On the server (build time) that DOM is linkedom's; in the browser it is
// the page's. `import.meta.env.SSR` is a build-time constant, so the browser bundle never
// contains linkedom (and the dev optimiser, which hangs on it, never sees it).
export const serverDocument: Document | undefined = import.meta.env.SSR
  ? ((await import('linkedom')).parseHTML('<!doctype html><html><head></head><body></body></html>')
      .document as unknown as Document)
  : undefined;
