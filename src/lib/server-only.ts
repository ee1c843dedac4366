// A Vite plugin that keeps server-only modules out of the browser. A file named *.server.ts (or
// .server.tsx, .server.js, …) holds what only the build needs, such as each chapter's step TeX and
// the TeX check's symbol tables (src/chapters/<slug>/steps.tex.server.ts): the pages render it at
// build time and the browser never uses it. If a module of the client build imports one, the build
// stops with an error naming both files, so nothing server-only can reach a bundle by accident.
// Server builds (Astro's prerendering), the tests and other server-only files import them freely.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A server-only module: its file name ends in `.server.<js|ts|jsx|tsx|mjs|mts|cjs|cts>`. */
export const SERVER_ONLY_FILE = /\.server\.[cm]?[jt]sx?$/;

export function serverOnly(): Plugin {
  return {
    name: 'impulse-notebook:server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
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
  };
}
