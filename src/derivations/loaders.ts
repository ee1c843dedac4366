// Per-page dynamic imports, so an island ships only its own page's steps.
import type { AnyDerivation } from './index';

export const DERIVATION_LOADERS: Record<string, () => Promise<AnyDerivation>> = {
  'normal-impulse': () => import('./normal-impulse').then((m) => m.derivation as unknown as AnyDerivation),
};
