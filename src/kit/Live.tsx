// A widget's view of its derived state, subscribed on its own. A widget component that read the
// state itself would re-render on every scrub step, and Preact would diff its whole frame (headings,
// every group of controls, the disclosure, the actions) to find the few nodes that show numbers;
// wrapped in <Live>, only the summary, readouts and figures re-render. The controls follow the store
// themselves (ParamControls). `live` false: the part catches up when changes pause (a widget off
// screen that shares its store with another, see useWidgetOnScreen).
import type { ComponentChildren } from 'preact';
import type { ParamSpecs } from '../params/spec';
import { useDerived, type Derived } from '../params/use-params';

export function Live<S extends ParamSpecs, T>({
  state,
  live = true,
  children,
}: {
  state: Derived<S, T>;
  live?: boolean;
  children: (value: T) => ComponentChildren;
}) {
  return <>{children(useDerived(state, live))}</>;
}
