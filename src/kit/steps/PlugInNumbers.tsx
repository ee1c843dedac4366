// The "plug in numbers" switch. The checkbox is plain HTML and CSS shows the step values when it is
// ticked, so it works without JavaScript (values at the defaults, from each step's <noscript>; see
// src/components/Step.astro). With JavaScript the rows are built from that <noscript>'s text only
// when the switch is first ticked, keeping them out of the DOM until then, and this island shows
// them (html.plug-in-on; see src/components/Step.css for why not CSS alone). Once hydrated, it re-evaluates
// every step of the page's derivation whenever the shared parameters change — only while ticked,
// so scrubbing with the numbers hidden costs nothing — and writes the numbers into the
// server-rendered <output>s, and the symbols' values into the slots of the substituted formulas
// (<mn data-slot>, named by slot id: src/lib/slots.ts).
//
// The steps are evaluated on the page's shared scenario (the same computed signal its widgets read),
// never on a second copy. Each chapter has a three-line island, src/chapters/<slug>/PlugInNumbers.tsx,
// that passes its own derivation: a static import, so a page ships its own steps and never another
// page's.
import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { evaluateStepsAt, stepSymbols, type AnyDerivation, type Matrix, type Vec } from './define';
import { fmtStepValue } from '../../lib/format';
import { bySlotId, slotText } from '../../lib/slots';
import { slotValue } from './slot-value';
import { derived } from '../../params/use-params';
import './plug-in.css';

const CHECKBOX_ID = 'plug-in-numbers';
/** On <html> while the box is ticked: Step.css shows the steps' numbers. */
const SHOWN_CLASS = 'plug-in-on';

/** Turn every step's <noscript> copy of its value rows into DOM (once). */
export function materializeStepNumbers(root: ParentNode = document): void {
  for (const ns of root.querySelectorAll<HTMLElement>('noscript[data-step-numbers]')) {
    const t = document.createElement('template');
    t.innerHTML = ns.textContent ?? '';
    ns.replaceWith(t.content);
  }
}

type SlotTable = Map<string, (s: unknown) => number | Vec | Matrix>;

/** Each step's symbols and vectors by slot id: the page's, overridden by the step's own. */
const slotTables = (d: AnyDerivation): SlotTable[] => d.steps.map((step) => bySlotId(stepSymbols(d, step)));

function writeNumbers(d: AnyDerivation, tables: readonly SlotTable[], scenario: unknown): void {
  materializeStepNumbers();
  evaluateStepsAt(d, scenario).forEach((ev, i) => {
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
        if (out) out.textContent = fmtStepValue(v, step.rows[r]?.unit);
      }),
    );
    if (ev.values === null) return;
    for (const slot of el.querySelectorAll<HTMLElement>('[data-slot]'))
      slot.textContent = slotText(
        // NaN (printed "?") where a symbol has none
        tables[i] ? slotValue(tables[i], slot.dataset.slot ?? '', scenario) : NaN,
        slot.hasAttribute('data-p'),
      );
  });
}

export function PlugInNumbers({ derivation }: { derivation: AnyDerivation }) {
  useEffect(() => {
    const box = document.getElementById(CHECKBOX_ID) as HTMLInputElement | null;
    const state = derived(derivation.params, derivation.scenario);
    const tables = slotTables(derivation);
    const dispose = effect(() => {
      void state.store.values.value; // subscribe to the values, whether or not the numbers are shown
      // peek: the scenario is read (and built, if no widget has yet) only while the numbers show.
      if (box?.checked) writeNumbers(derivation, tables, state.current.peek());
    });
    const show = () => document.documentElement.classList.toggle(SHOWN_CLASS, !!box?.checked);
    show(); // ticked before it hydrated (hydrating is what the tick started)
    const onToggle = () => {
      if (box?.checked) writeNumbers(derivation, tables, state.current.peek());
      show();
    };
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
