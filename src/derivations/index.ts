// Every page's derivation, for build-time rendering (Step.astro) and for the tests. A page's module
// is any file here other than the infrastructure, exporting `derivation`; adding a page never means
// editing this file. This registry never ships to the browser: each page's numbers island
// (islands/numbers/<slug>.tsx) imports its own derivation directly.
import type { ParamSpecs } from '../params/spec';
import type { Derivation, Step } from './define';

// Any derivation: the scenario type differs per page and stays inside each page's module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDerivation = Derivation<ParamSpecs, any>;

const modules = import.meta.glob<{ derivation: AnyDerivation }>(['./*.ts', '!./index.ts', '!./define.ts'], {
  eager: true,
});

export const DERIVATIONS: readonly AnyDerivation[] = Object.entries(modules).map(([path, m]) => {
  if (!m.derivation) throw new Error(`${path} must export 'derivation' (see define.ts)`);
  return m.derivation;
});

export function findStep(id: string): { derivation: AnyDerivation; step: Step<unknown>; number: number } {
  for (const derivation of DERIVATIONS) {
    const i = derivation.steps.findIndex((s) => s.id === id);
    if (i >= 0) return { derivation, step: derivation.steps[i] as Step<unknown>, number: i + 1 };
  }
  throw new Error(`No derivation step has id '${id}' (see src/derivations/)`);
}
