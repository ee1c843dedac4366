// The "plug in numbers" switch. The checkbox is plain HTML and CSS shows the step values when it is
// ticked, so it works without JavaScript (values at the defaults). Once hydrated, this island
// re-evaluates every step of its page's derivation whenever the shared parameters change and
// writes the numbers into the server-rendered <output>s.
import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { evaluateSteps } from '../derivations/define';
import { DERIVATION_LOADERS } from '../derivations/loaders';
import { fmtStepValue } from '../lib/format';
import { paramStore } from '../params/store';

export default function PlugInNumbers({ page }: { page: string }) {
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const load = DERIVATION_LOADERS[page];
    if (!load) throw new Error(`PlugInNumbers: no derivation for page '${page}'`);
    void load().then((d) => {
      if (cancelled) return;
      const store = paramStore(d.params);
      dispose = effect(() => {
        const evaluated = evaluateSteps(d, store.values.value);
        evaluated.forEach((ev, i) => {
          const step = d.steps[i];
          const el = step && document.getElementById(step.id);
          if (!step || !el) return;
          const values = el.querySelector<HTMLElement>('.step-values');
          const reason = el.querySelector<HTMLElement>('.step-reason');
          if (values) values.hidden = ev.values === null;
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
      });
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [page]);

  return (
    <div class="plug-in">
      <label>
        <input id="plug-in-numbers" type="checkbox" />
        Plug in numbers <span class="plug-in-hint">— every step evaluated at the widget’s current values</span>
      </label>
    </div>
  );
}
