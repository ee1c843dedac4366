// Every page's derivation with its TeX, for build time: Step.astro and KeyResults.astro render it,
// and the TeX check (tests/unit/site/tex-check.test.ts) evaluates it. A chapter's TeX is its
// folder's steps.tex.server.ts, exporting `texDerivation` (see define.ts). The browser never loads
// this file or those (src/lib/server-only.ts fails the client build if it would): it evaluates
// each chapter's steps.ts alone.
import type { ParamSpecs } from '../../params/spec';
import type { TexDerivation, TexStep } from './define';

// Any page's: the scenario type differs per page and stays inside each page's module.
export type AnyTexDerivation = TexDerivation<ParamSpecs, any>;

const modules = import.meta.glob<{ texDerivation: AnyTexDerivation }>(
  '../../chapters/*/steps.tex.server.ts',
  { eager: true },
);

export const TEX_DERIVATIONS: readonly AnyTexDerivation[] = Object.entries(modules).map(([path, m]) => {
  if (!m.texDerivation) throw new Error(`${path} must export 'texDerivation' (see define.ts)`);
  return m.texDerivation;
});

/** A step as the page displays it, its derivation, and its number there. */
export function findTexStep(id: string): {
  derivation: AnyTexDerivation;
  step: TexStep<unknown>;
  number: number;
} {
  for (const derivation of TEX_DERIVATIONS) {
    const i = derivation.steps.findIndex((s) => s.id === id);
    if (i >= 0) return { derivation, step: derivation.steps[i] as TexStep<unknown>, number: i + 1 };
  }
  throw new Error(`No derivation step has id '${id}' with TeX (see src/chapters/*/steps.tex.server.ts)`);
}
