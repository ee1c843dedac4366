// The sentence a derivation step shows instead of numbers when it cannot be evaluated (an immovable
// body, a contact that is not approaching, a pin that cannot move): each chapter's tests check it
// for each degenerate configuration that reaches it, and no sentence just beside it. Configurations
// are the page's defaults with a few parameters changed; some use values off the sliders' grid (the
// scenario accepts any finite number) to land exactly on a limit.
import { beforeEach, expect } from 'vitest';
import type { AnyDerivation } from '../../../src/site/chapters';
import { defaults } from '../../../src/params/spec';

/**
 * `reason(changes, id)`: the sentence step `id` of `d` shows at the page's defaults with `changes`,
 * or null where the step applies. Call it in a describe(): each configuration is built once per test
 * (some scenarios compute whole sweeps), inside the test.
 */
export function stepReasons(
  d: AnyDerivation,
): (changes: Record<string, number | boolean>, id: string) => string | null {
  const built = new Map<string, unknown>();
  beforeEach(() => built.clear());
  return (changes, id) => {
    const step = d.steps.find((x) => x.id === id);
    expect(step, `${d.page} has a step ${id}`).toBeDefined();
    const key = JSON.stringify(changes);
    if (!built.has(key)) built.set(key, d.scenario({ ...defaults(d.params), ...changes }));
    return step!.inapplicable?.(built.get(key)) ?? null;
  };
}
