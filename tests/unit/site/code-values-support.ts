// What the code-values tests share: every solver file instrumented (?trace) and plain, every
// chapter's code-values.ts, a solver file's source and the line of a text in it.
import { readFileSync } from 'node:fs';
import type { AnyCodeValues, TracedModule } from '../../../src/kit/code/values';

export type Fns = Record<string, (...a: unknown[]) => unknown>;
export const TRACED = import.meta.glob<TracedModule>(
  ['../../../src/solver/*.ts', '!../../../src/solver/index.ts'],
  {
    query: '?trace',
    eager: true,
  },
);
export const PLAIN = import.meta.glob<Fns>(['../../../src/solver/*.ts', '!../../../src/solver/index.ts'], {
  eager: true,
});
export const CHAPTERS = import.meta.glob<{ default: AnyCodeValues }>(
  '../../../src/chapters/*/code-values.ts',
  {
    eager: true,
  },
);
export const traced = (file: string) => TRACED[`../../../src/solver/${file}.ts`]!;
export const source = (file: string) =>
  readFileSync(new URL(`../../../src/solver/${file}.ts`, import.meta.url), 'utf8');
export const lineOf = (file: string, text: string) =>
  source(file)
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;
export const moduleOf = (name: string): TracedModule => {
  const found = Object.entries(TRACED).filter(([, m]) => name in m.__functions);
  return (found.find(([f]) => !/3\.ts$/.test(f)) ?? found[0]!)[1];
};
