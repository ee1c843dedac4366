// Native, labelled controls for declared parameters: a range and a number box per number (both
// keyboard-operable, both bound to the same value; NumberBox says what typing in the box does), a
// select per choice, a checkbox per boolean. Every input carries data-param (the parameter's
// name): the browser tests find a parameter's controls by it. A parameter declared inert in the
// current state (inertWhen in its declaration) is disabled, with the reason beside it and tied to it
// by aria-describedby; it comes back as soon as it can act again.
import { type NumberParam, type BooleanParam, type ParamSpec, type ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useState } from 'preact/hooks';
import { commitEntry, entryNote, entryProblem, readEntry, type Entry } from '../params/entry';
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

/**
 * One widget's groups of controls, its store and id prefix given once: `group` is a boxed group;
 * `more` is Widget's disclosure of groups (legend → names, in order), with the names a link opens it
 * for read off those groups, so the two lists cannot part.
 */
export function controlsOf<S extends ParamSpecs>(store: ParamStore<S>, idPrefix: string) {
  const group = (legend: string, names: readonly string[]) => (
    <ParamControls store={store} idPrefix={idPrefix} legend={legend} boxed names={names} />
  );
  const more = (summary: string, groups: Readonly<Record<string, readonly string[]>>) => ({
    summary,
    names: Object.values(groups).flat(),
    content: Object.entries(groups).map(([legend, names]) => group(legend, names)),
  });
  return { group, more };
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
    : numberControl({ p, value: value as number, id, set: store.set, notify: store.notify, inert });
}

/** The reason beside a disabled control. */
function Reason({ id, inert }: { id: string; inert: string | null }) {
  return inert ? (
    <span class="control-reason" id={`${id}-why`}>
      {inert}
    </span>
  ) : null;
}

function numberControl({
  p,
  value,
  id,
  set,
  notify,
  inert,
}: ControlProps<NumberParam> & { value: number; notify: (notice: string) => void }) {
  const unit = p.unit ? ` (${p.unit})` : '';
  // What the slider and the number box share: the parameter, its range, and whether it can act.
  const both: SharedInputProps = {
    'data-param': p.name,
    min: p.min,
    max: p.max,
    step: p.step,
    disabled: inert !== null,
  };
  const why = inert ? `${id}-why` : undefined;
  return (
    <div class={inert ? 'control control-inert' : 'control'}>
      <label for={id}>
        {/* The unit as text, not a span of its own: one element per control counts on a page near
            its DOM budget. */}
        {p.label}
        {unit}
      </label>
      <div class="control-slot">
        <input
          id={id}
          type="range"
          {...both}
          // As text: Preact sets `value` when it differs from the element's, a string. A number never
          // equals it, so the slider being dragged would be set to the value it already has, every step.
          value={String(value)}
          aria-describedby={why}
          onInput={(e) => set(p.name, e.currentTarget.valueAsNumber)}
        />
      </div>
      <NumberBox
        p={p}
        id={`${id}-box`}
        label={`${p.label}${unit}, exact value`}
        shared={both}
        why={why}
        value={value}
        set={set}
        notify={notify}
      />
      <Reason id={id} inert={inert} />
    </div>
  );
}

/** The number box's stepping keys and their direction. */
const STEP_KEYS: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 1, PageDown: -1 };

interface SharedInputProps {
  'data-param': string;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
}

interface NumberBoxProps {
  p: NumberParam;
  id: string;
  label: string;
  shared: SharedInputProps;
  /** The id of the reason the control cannot act, if it cannot. */
  why: string | undefined;
  value: number;
  set: Setter;
  notify: (notice: string) => void;
}

/**
 * The number box: it shows the reader's text while they type (a half-typed "1." rewritten to "1"
 * under the caret would fight them), which params/entry.ts reads as the physics would. An entry
 * usable as typed is used at once, like a slider step; any other is marked invalid, with the
 * problem beside the box, until it is corrected or committed (Enter, or leaving the box). An entry
 * read one way of two ("1,234") says so in the same place, without being marked.
 *
 * A text box with the spinbutton role, not a browser's number box: that one drops a decimal comma
 * ("6,87" became 687) and hides what was typed from the page. So the box does the number box's
 * keys itself: ↑/↓ a step, Page Up/Down a tenth of the range.
 */
function NumberBox({ p, id, label, shared, why, value, set, notify }: NumberBoxProps) {
  const [typed, setTyped] = useState<{ text: string; entry: Entry } | null>(null);
  // Text that stands for a value the store has since left (moved from elsewhere) gives way to it.
  const draft = typed && !(typed.entry.kind === 'ok' && typed.entry.value !== value) ? typed : null;
  const problem = draft ? entryProblem(p, draft.entry) : null;
  const note = draft ? entryNote(draft.entry) : null;
  // What is said beside the box: how an ambiguous entry was read, then what is wrong with it.
  const said = [note, problem].filter(Boolean).join(' ') || null;
  const messageId = `${id}-problem`;

  function commit() {
    if (!draft) return;
    const used = commitEntry(p, draft.entry, draft.text, value);
    set(p.name, used.value);
    if (used.notice) notify(used.notice);
    setTyped(null);
  }

  return (
    <>
      <div class="control-slot">
        <input
          id={id}
          class="control-number"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellcheck={false}
          role="spinbutton"
          aria-label={label}
          data-param={shared['data-param']}
          disabled={shared.disabled}
          aria-valuenow={value}
          aria-valuemin={p.min}
          aria-valuemax={p.max}
          value={draft ? draft.text : String(value)} // as text, as the slider's
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={[why, said ? messageId : undefined].filter(Boolean).join(' ') || undefined}
          onInput={(e) => {
            const text = e.currentTarget.value;
            const entry = readEntry(p, text);
            if (entry.kind === 'ok') set(p.name, entry.value);
            setTyped({ text, entry });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            else if (STEP_KEYS[e.key]) {
              // ↑/↓ a step, Page Up/Down a big step as the slider beside it takes them: a tenth of
              // the range (at least a step). Home and End stay the caret's, as in any text box.
              e.preventDefault();
              const big = e.key.startsWith('Page') ? Math.max(p.step, (p.max - p.min) / 10) : p.step;
              set(p.name, value + STEP_KEYS[e.key]! * big);
              setTyped(null);
            }
          }}
          onBlur={commit}
        />
      </div>
      {/* Always present, so that a screen reader announces the problem when it appears. */}
      <span
        class={problem ? 'control-problem' : 'control-problem control-note'}
        id={messageId}
        aria-live="polite"
      >
        {said}
      </span>
    </>
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
