// Every page's derivation (its TeX: tex-registry.server.ts), for build time and tests. A chapter's
// derivation is its folder's steps.ts (src/chapters/<slug>/steps.ts), exporting `derivation`; adding
// a chapter never means editing this file. This registry never ships to the browser: each chapter's
// numbers island (src/chapters/<slug>/PlugInNumbers.tsx) imports its own derivation directly.
import type { ParamSpecs } from '../../params/spec';
import type { Derivation, Step } from './define';

// Any derivation: the scenario type differs per page and stays inside each page's module.
export type AnyDerivation = Derivation<ParamSpecs, any>;

const modules = import.meta.glob<{ derivation: AnyDerivation }>('../../chapters/*/steps.ts', { eager: true });

export const DERIVATIONS: readonly AnyDerivation[] = Object.entries(modules).map(([path, m]) => {
  if (!m.derivation) throw new Error(`${path} must export 'derivation' (see define.ts)`);
  return m.derivation;
});

export function findStep(id: string): { derivation: AnyDerivation; step: Step<unknown>; number: number } {
  for (const derivation of DERIVATIONS) {
    const i = derivation.steps.findIndex((s) => s.id === id);
    if (i >= 0) return { derivation, step: derivation.steps[i] as Step<unknown>, number: i + 1 };
  }
  throw new Error(`No derivation step has id '${id}' (see src/chapters/*/steps.ts)`);
}
