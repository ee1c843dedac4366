// Per-page dynamic imports (one chunk per page), so an island ships only its own page's steps.
// Keyed by page slug: a module's file name is its page's slug.
import type { AnyDerivation } from './index';

const lazy = import.meta.glob<{ derivation: AnyDerivation }>(['./*.ts', '!./index.ts', '!./define.ts', '!./loaders.ts']);

export const DERIVATION_LOADERS: Record<string, () => Promise<AnyDerivation>> = Object.fromEntries(
  Object.entries(lazy).map(([path, load]) => [path.replace(/^\.\/(.*)\.ts$/, '$1'), () => load().then((m) => m.derivation)]),
);
