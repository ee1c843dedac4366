// Every page's derivation, for build-time rendering (Step.astro) and for the tests. Islands load
// only their own page's module (see loaders.ts), so this registry never ships to the browser.
import type { ParamSpecs } from '../params/spec';
import type { Derivation, Step } from './define';
import { derivation as normalImpulse } from './normal-impulse';

// Any derivation: the scenario type differs per page and stays inside each page's module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDerivation = Derivation<ParamSpecs, any>;

export const DERIVATIONS: readonly AnyDerivation[] = [normalImpulse as unknown as AnyDerivation];

export function findStep(id: string): { derivation: AnyDerivation; step: Step<unknown>; number: number } {
  for (const derivation of DERIVATIONS) {
    const i = derivation.steps.findIndex((s) => s.id === id);
    if (i >= 0) return { derivation, step: derivation.steps[i] as Step<unknown>, number: i + 1 };
  }
  throw new Error(`No derivation step has id '${id}' (see src/derivations/)`);
}
