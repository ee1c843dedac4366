// Native, labelled controls for declared parameters: a range and a number box per number (both
// keyboard-operable, both bound to the same value), a select per choice, a checkbox per boolean. Every input carries
// data-param (the parameter's name): the browser tests find a parameter's controls by it. A
// parameter declared inert in the current state (inertWhen in its declaration) is disabled, with
// the reason beside it and tied to it by aria-describedby; it comes back as soon as it can act again.
import { type NumberParam, type BooleanParam, type ParamSpec, type ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useInertReason, useParam } from '../params/use-params';
import './ParamControls.css';

interface ControlsProps<S extends ParamSpecs> {
  store: ParamStore<S>;
  /** Which parameters to show, in order (default: all). */
  names?: readonly string[];
  legend: string;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** Draw a visible group box (for one of several groups in a widget). */
  boxed?: boolean;
}

/** The group of controls: static; each control follows its own parameter (see Control). */
export function ParamControls<S extends ParamSpecs>({
  store,
  names,
  legend,
  idPrefix,
  boxed,
}: ControlsProps<S>) {
  const specs = names ? names.map((n) => mustFind(store.specs, n)) : store.specs;
  return (
    <fieldset class={boxed ? 'control-group' : 'controls'}>
      <legend>{legend}</legend>
      <div class={boxed ? 'controls' : undefined}>
        {specs.map((p) => (
          <Control key={p.name} store={store as ParamStore<ParamSpecs>} p={p} id={`${idPrefix}-${p.name}`} />
        ))}
      </div>
    </fieldset>
  );
}

function mustFind(specs: ParamSpecs, name: string) {
  const p = specs.find((q) => q.name === name);
  if (!p) throw new Error(`ParamControls: no parameter named '${name}'`);
  return p;
}

type Setter = (name: string, value: number | boolean) => void;

interface ControlProps<P> {
  p: P;
  id: string;
  set: Setter;
  /** Why the control cannot act now, or null. */
  inert: string | null;
}

/**
 * One control, subscribed to its own value and its own inert reason: a scrub step re-renders the
 * slider that moved (and a control whose reason appears or goes), not the other twenty of its
 * widget.
 */
function Control({ store, p, id }: { store: ParamStore<ParamSpecs>; p: ParamSpec; id: string }) {
  const value = useParam(store, p.name);
  const inert = useInertReason(store, p);
  if (p.kind === 'boolean') return booleanControl({ p, value: value as boolean, id, set: store.set, inert });
  return p.choices
    ? choiceControl({ p, value: value as number, id, set: store.set, inert })
    : numberControl({ p, value: value as number, id, set: store.set, inert });
}

/** The reason beside a disabled control. */
function Reason({ id, inert }: { id: string; inert: string | null }) {
  return inert ? (
    <span class="control-reason" id={`${id}-why`}>
      {inert}
    </span>
  ) : null;
}

function numberControl({ p, value, id, set, inert }: ControlProps<NumberParam> & { value: number }) {
  const unit = p.unit ? ` (${p.unit})` : '';
  // What the slider and the number box share: the parameter, its range and value, and why not.
  const both = {
    'data-param': p.name,
    min: p.min,
    max: p.max,
    step: p.step,
    value,
    disabled: inert !== null,
    'aria-describedby': inert ? `${id}-why` : undefined,
  };
  return (
    <div class={inert ? 'control control-inert' : 'control'}>
      <label for={id}>
        {p.label}
        <span class="unit">{unit}</span>
      </label>
      <div class="control-slot">
        <input id={id} type="range" {...both} onInput={(e) => set(p.name, e.currentTarget.valueAsNumber)} />
      </div>
      <div class="control-slot">
        <input
          id={`${id}-box`}
          type="number"
          aria-label={`${p.label}${unit}, exact value`}
          {...both}
          // On change, not on input: a half-typed "1." must not be clamped under the reader's caret.
          onChange={(e) => set(p.name, e.currentTarget.valueAsNumber)}
        />
      </div>
      <Reason id={id} inert={inert} />
    </div>
  );
}

/** A choice (spec.ts `choice`): a select of its labels, whose values are the indices. */
function choiceControl({ p, value, id, set, inert }: ControlProps<NumberParam> & { value: number }) {
  return (
    <div class={inert ? 'control control-choice control-inert' : 'control control-choice'}>
      <label for={id}>{p.label}</label>
      <select
        id={id}
        data-param={p.name}
        value={String(value)}
        disabled={inert !== null}
        aria-describedby={inert ? `${id}-why` : undefined}
        onChange={(e) => set(p.name, Number(e.currentTarget.value))}
      >
        {p.choices!.map((label, i) => (
          <option key={label} value={String(p.min + i)}>
            {label}
          </option>
        ))}
      </select>
      <Reason id={id} inert={inert} />
    </div>
  );
}

function booleanControl({ p, value, id, set, inert }: ControlProps<BooleanParam> & { value: boolean }) {
  return (
    <div class={inert ? 'control-check control-inert' : 'control-check'}>
      <input
        id={id}
        data-param={p.name}
        type="checkbox"
        checked={value}
        disabled={inert !== null}
        aria-describedby={inert ? `${id}-why` : undefined}
        onChange={(e) => set(p.name, e.currentTarget.checked)}
      />
      <label for={id}>{p.label}</label>
      <Reason id={id} inert={inert} />
    </div>
  );
}
