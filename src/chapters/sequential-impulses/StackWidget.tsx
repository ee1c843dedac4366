// Widget "the stack": src/sim's box stack run live, one 1/60 s step at a time, with the solver's
// settings under the reader's hand and three measures plotted as the run goes.
//
// Per frame: requestAnimationFrame adds the time since the last frame to an accumulator and takes
// as many fixed steps as it holds (at most MAX_STEPS_PER_FRAME; a slow machine then runs slower
// than real time instead of falling further behind), moves the boxes by attribute (drawStack) and
// writes the readouts' text through signals. The charts redraw a few times a second, their marks
// only (fixed domains). Nothing re-renders the widget while it runs.
//
// The run stops (no frame requested, no work) while paused, while the tab is hidden, and while the
// widget is off screen; it starts paused when the reader asks for reduced motion.
import { useSignal, type Signal } from '@preact/signals';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { defaults } from '../../params/spec';
import { paramStore } from '../../params/store';
import { useMounted, useParams } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { Plot } from '../../kit/plot/marks';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { ParamControls } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Contained } from '../../kit/Contained';
import { drawStack, SiStackDiagram, stackView } from './StackDiagram';
import {
  DRIFT_DOMAIN,
  KE_DOMAIN,
  PEN_DOMAIN,
  StackRun,
  plotSamples,
  plotWindow,
  previewSamples,
  stackParams,
  stackScene,
  type StackSample,
} from './stack-scenario';

const store = paramStore(stackParams);

/** One step of the simulation (s): the stepper's default, the rate a game runs its physics at. */
const DT = 1 / 60;
/** Steps one frame may take; beyond that the run slows down rather than stalling the page. */
const MAX_STEPS_PER_FRAME = 4;
/** Chart redraws per second while running. */
const PLOT_HZ = 8;

// Build time only: the defaults' first window, drawn in the server's charts.
const PREVIEW: StackSample[] | null = import.meta.env.SSR ? previewSamples(defaults(stackParams)) : null;

type Why = 'reduced-motion' | 'reader' | null;

/** What the status line says (read out by screen readers when it changes). */
function statusText(
  playing: boolean,
  why: Why,
  hidden: boolean,
  offScreen: boolean,
  mounted: boolean,
): string {
  if (!mounted) return 'Paused: the simulation runs once the page’s scripts have loaded.';
  if (!playing)
    return why === 'reduced-motion'
      ? 'Paused, because your system asks for reduced motion. Press Play to run it, or Step for one step at a time.'
      : 'Paused.';
  // Step is disabled while the run plays; the status says why (the button points here).
  if (hidden) return 'Playing, held while the tab is hidden. Step works while paused.';
  if (offScreen) return 'Playing, held while the widget is off screen. Step works while paused.';
  return 'Playing. Step works while paused.';
}

const fmtT = (s: StackSample) => `${fmt(s.t, 4)} s`;

export default function SiStackWidget() {
  const p = useParams(store);
  const mounted = useMounted();
  const root = useRef<HTMLElement>(null);
  const boxes = useRef<SVGGElement>(null);
  const run = useMemo(() => new StackRun(p), []);
  // Bumped when the scene restarts: the one render that redraws the boxes' elements.
  const [restarts, setRestarts] = useState(0);
  const view = useMemo(() => stackView(run.world), [restarts]);
  const [playing, setPlaying] = useState(false);
  const [why, setWhy] = useState<Why>(null);
  const [hidden, setHidden] = useState(false);
  const [offScreen, setOffScreen] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  // What a frame writes: the latest sample (readouts) and a counter the charts follow.
  const now = useSignal<StackSample>(run.last);
  const plotTick = useSignal(0);
  const changes = useSignal<number[]>([]);

  const show = (redrawPlots: boolean) => {
    if (boxes.current) drawStack(boxes.current, run.world, view);
    now.value = run.last;
    if (redrawPlots) plotTick.value++;
  };

  // Start: playing unless the reader asks for reduced motion.
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    setWhy(reduce ? 'reduced-motion' : null);
    setPlaying(!reduce);
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    let io: IntersectionObserver | undefined;
    if (root.current && typeof IntersectionObserver !== 'undefined') {
      io = new IntersectionObserver((entries) => setOffScreen(!(entries.at(-1)?.isIntersecting ?? true)));
      io.observe(root.current);
    }
    plotTick.value++; // replace the server's preview with the live run's (empty) lines
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      io?.disconnect();
    };
  }, []);

  // A change of parameters: a new scene starts over, new settings go on from here.
  const applied = useRef(p);
  useEffect(() => {
    if (applied.current === p) return;
    applied.current = p;
    // A scene replaced before its first step (a link's values arriving at hydration, or a second
    // change right after a first) lost nothing new: what the status says stays as it was.
    const atStart = run.world.steps === 0;
    const what = run.apply(p);
    if (what === 'restart') {
      changes.value = [];
      if (!atStart) setChanged('New scene: the run started again.');
      setRestarts((n) => n + 1);
    } else if (what === 'continue' && run.world.steps > 0) {
      changes.value = [...changes.value, run.last.t];
      setChanged(`New settings from t = ${fmtT(run.last)} on (marked on the charts); the run goes on.`);
      plotTick.value++;
    }
  }, [p]);

  // After a restart's render: the boxes are the new scene's elements, at t = 0.
  useLayoutEffect(() => {
    if (restarts > 0) show(true);
  }, [restarts]);

  const running = mounted && playing && !hidden && !offScreen;
  useEffect(() => {
    if (!running) return undefined;
    let raf = 0;
    let last = -1;
    let acc = 0;
    let sincePlot = 0;
    const frame = (time: number) => {
      // The first frame after a start only sets the clock: a pause is not time to catch up on.
      if (last >= 0) acc += Math.min((time - last) / 1000, MAX_STEPS_PER_FRAME * DT);
      last = time;
      let n = 0;
      while (acc >= DT && n < MAX_STEPS_PER_FRAME) {
        run.step();
        acc -= DT;
        n++;
      }
      if (n === MAX_STEPS_PER_FRAME) acc = 0;
      if (n > 0) {
        sincePlot += n * DT;
        const plot = sincePlot >= 1 / PLOT_HZ;
        if (plot) sincePlot = 0;
        show(plot);
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(raf);
      show(true); // the charts catch up to where the run stopped
    };
  }, [running, view]);

  const scene = stackScene(p);
  const status = statusText(playing, why, hidden, offScreen, mounted);
  return (
    <Widget
      id="si-stack"
      live
      title="Widget: the stack"
      store={store}
      rootRef={root}
      figure={<SiStackDiagram key={restarts} world={run.world} view={view} scene={scene} boxesRef={boxes} />}
      figures={<Charts tick={plotTick} run={run} changes={changes} live={mounted} />}
      more={{
        summary: 'Bias, bounce and friction',
        names: ['stBeta', 'stCorr', 'stSlop', 'stE', 'stMu'],
        content: (
          <ParamControls
            store={store}
            idPrefix="sis"
            legend="Bias, bounce and friction (apply from the next step)"
            names={['stBeta', 'stCorr', 'stSlop', 'stE', 'stMu']}
          />
        ),
      }}
    >
      {/* Enabled as served: a press before the code has arrived wakes the island, which presses the
          button again once it can act (kit/client-interact.ts). */}
      <div class="si-transport" role="group" aria-label="Run the simulation">
        <button
          type="button"
          class="si-button"
          data-si="play"
          onClick={() => {
            setWhy(playing ? 'reader' : null);
            setPlaying(!playing);
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          class="si-button"
          data-si="step"
          disabled={playing}
          aria-describedby={playing ? 'si-status' : undefined}
          onClick={() => {
            run.step();
            show(true);
          }}
        >
          Step
        </button>
        <button
          type="button"
          class="si-button"
          data-si="reset"
          onClick={() => {
            run.restart(store.values.peek());
            changes.value = [];
            setChanged('Reset: the run started again.');
            setRestarts((n) => n + 1);
          }}
        >
          Reset run
        </button>
      </div>
      <Contained>
        <p class="si-status" id="si-status" role="status" data-si="status">
          {status}
          {changed ? ` ${changed}` : ''}
        </p>
      </Contained>
      <Readouts now={now} />
      <fieldset class="control-group">
        <legend>The scene (a change starts the run again)</legend>
        <ParamControls
          store={store}
          idPrefix="sis"
          legend="What stands"
          names={['stScene', 'stBoxes', 'stRows', 'stTop']}
        />
      </fieldset>
      <fieldset class="control-group">
        <legend>The solver (a change applies from the next step, without restarting)</legend>
        <ParamControls
          store={store}
          idPrefix="sis"
          legend="Sweeps and impulses"
          names={['stIter', 'stWarm', 'stAccum', 'stOrder']}
        />
        <p class="si-note">
          Warm starting begins each step with the impulses the same contacts ended the last step with.
          Accumulated clamping keeps each contact’s running total of impulse at or above zero; unchecked, each
          sweep’s own impulse is clamped instead, so an impulse once given is never taken back.
        </p>
      </fieldset>
    </Widget>
  );
}

/** A readout's text, re-rendered alone when the run moves. */
function Value({ now, show }: { now: Signal<StackSample>; show: (s: StackSample) => string }) {
  return <>{show(now.value)}</>;
}

function Readouts({ now }: { now: Signal<StackSample> }) {
  const cell = (name: string, show: (s: StackSample) => string) => ({
    name: `stack-${name}`,
    value: <Value now={now} show={show} />,
  });
  return (
    <ReadoutTable
      class="si-stack-table"
      caption="The run so far"
      columns={['Now']}
      rows={[
        { label: 'time', cells: [cell('time', fmtT)] },
        { label: 'steps of 1/60 s', cells: [cell('steps', (s) => String(Math.round(s.t / DT)))] },
        { label: 'largest penetration (mm)', cells: [cell('penetration', (s) => fmt(s.pen, 3))] },
        { label: 'top box’s drift sideways (cm)', cells: [cell('drift-x', (s) => fmt(s.dx, 3))] },
        { label: 'top box’s drift down (cm)', cells: [cell('drift-down', (s) => fmt(-s.dy, 3))] },
        { label: 'kinetic energy (J)', cells: [cell('kinetic', (s) => fmt(s.ke, 3))] },
        { label: 'contact points', cells: [cell('contacts', (s) => String(s.contacts))] },
      ]}
    />
  );
}

const WIDTH = 640;
const HEIGHT = 150;

interface Panel {
  key: string;
  label: string;
  domain: [number, number];
  lines: { y: keyof StackSample; stroke: string; dash?: string }[];
  alt: string;
}

const PANELS: readonly Panel[] = [
  {
    key: 'pen',
    label: 'largest penetration (mm)',
    domain: PEN_DOMAIN,
    lines: [{ y: 'pen', stroke: 'var(--errata-rule)' }],
    alt: 'The deepest overlap between two boxes, or a box and the ground, over time.',
  },
  {
    key: 'drift',
    label: 'top box’s drift (cm)',
    domain: DRIFT_DOMAIN,
    lines: [
      { y: 'dx', stroke: 'var(--body-b)' },
      { y: 'dy', stroke: 'var(--body-a)', dash: '6 3' },
    ],
    alt: 'How far the top box has moved from where it started, sideways (solid) and up (dashed), over time.',
  },
  {
    key: 'ke',
    label: 'kinetic energy (J)',
    domain: KE_DOMAIN,
    lines: [{ y: 'ke', stroke: 'var(--impulse)' }],
    alt: 'The kinetic energy of all the boxes over time.',
  },
];

function Charts({
  tick,
  run,
  changes,
  live,
}: {
  tick: Signal<number>;
  run: StackRun;
  changes: Signal<number[]>;
  live: boolean;
}) {
  const version = tick.value; // subscribes: the charts redraw on a tick, not on every frame
  const data = live || !PREVIEW ? plotSamples(run.samples) : plotSamples(PREVIEW);
  const t = data[data.length - 1]?.t ?? 0;
  const window = plotWindow(t);
  const caption = live
    ? `Up to t = ${fmt(t, 3)} s; values beyond a chart’s range are cut off at its edge. Dotted lines: a change of settings.`
    : `A ${fmt(window, 3)} s run at the default settings, computed when the page was built.`;
  return (
    <div class="plot-stack">
      {PANELS.map((panel) => (
        <PlotFigure
          key={panel.key}
          width={WIDTH}
          height={HEIGHT}
          deps={[version, live]}
          alt={panel.alt}
          caption={panel.key === 'ke' ? caption : undefined}
          options={{
            marginLeft: 56,
            x: { label: 'time t (s)', domain: [0, window], ticks: 5 },
            y: { label: panel.label, grid: true, domain: panel.domain },
            marks: [
              Plot.ruleY([0], { stroke: 'var(--rule)' }),
              Plot.ruleX(changes.value, { stroke: 'var(--fg-soft)', strokeDasharray: '2 3' }),
              ...panel.lines.map((l) =>
                Plot.line(data, {
                  x: 't',
                  y: l.y,
                  stroke: l.stroke,
                  strokeWidth: 2,
                  strokeDasharray: l.dash,
                  clip: true,
                }),
              ),
            ],
          }}
        />
      ))}
    </div>
  );
}
