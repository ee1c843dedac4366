// The "plug in numbers" switch. The checkbox is plain HTML and CSS shows the step values when it is
// ticked, so it works without JavaScript (values at the defaults). Once hydrated, it re-evaluates
// every step of the page's derivation whenever the shared parameters change — only while ticked,
// so scrubbing with the numbers hidden costs nothing — and writes the numbers into the
// server-rendered <output>s.
//
// Each page has a three-line island in islands/numbers/<slug>.tsx that passes its own derivation:
// a static import, so a page ships its own steps and never another page's.
import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { evaluateSteps } from './define';
import type { AnyDerivation } from './registry';
import { fmtStepValue } from '../../lib/format';
import { paramStore } from '../../params/store';

const CHECKBOX_ID = 'plug-in-numbers';

function writeNumbers(d: AnyDerivation, values: Record<string, unknown>): void {
  evaluateSteps(d, values as never).forEach((ev, i) => {
    const step = d.steps[i];
    const el = step && document.getElementById(step.id);
    if (!step || !el) return;
    const rows = el.querySelector<HTMLElement>('.step-values');
    const reason = el.querySelector<HTMLElement>('.step-reason');
    if (rows) rows.hidden = ev.values === null;
    if (reason) {
      reason.hidden = ev.reason === null;
      reason.textContent = ev.reason ?? '';
    }
    ev.values?.forEach((row, r) =>
      row.forEach((v, k) => {
        const out = el.querySelector(`output[data-side="${r}.${k}"]`);
        if (out) out.textContent = fmtStepValue(v, step.rows[r]?.sides[k]?.unit);
      }),
    );
  });
}

export function PlugInNumbers({ derivation }: { derivation: AnyDerivation }) {
  useEffect(() => {
    const box = document.getElementById(CHECKBOX_ID) as HTMLInputElement | null;
    const store = paramStore(derivation.params);
    const dispose = effect(() => {
      const values = store.values.value; // subscribe, whether or not the numbers are shown
      if (box?.checked) writeNumbers(derivation, values);
    });
    const onToggle = () => box?.checked && writeNumbers(derivation, store.values.peek());
    box?.addEventListener('change', onToggle);
    return () => {
      dispose();
      box?.removeEventListener('change', onToggle);
    };
  }, [derivation]);

  return (
    <div class="plug-in">
      <label>
        <input id={CHECKBOX_ID} type="checkbox" />
        Plug in numbers{' '}
        <span class="plug-in-hint">— every step evaluated at the widget’s current values</span>
      </label>
    </div>
  );
}
