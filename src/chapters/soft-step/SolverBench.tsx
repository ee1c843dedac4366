// Widget "the solver bench": two or three solvers stepping the same scene live, side by side
// (bench-scenario.ts), with the largest penetration, the watched body's drift and the kinetic energy
// plotted as the runs go, one line per solver.
//
// Per frame, as the previous chapter's stack: requestAnimationFrame adds the time since the last frame
// to an accumulator and takes as many fixed steps as it holds (at most MAX_STEPS_PER_FRAME; a slow
// machine then runs slower than real time instead of falling further behind); each step steps every
// solver once, so the runs stay at the same t. The bodies move by attribute (drawBench), the readouts'
// text through a signal; the charts redraw a few times a second, their marks only (fixed domains).
// Nothing re-renders the widget while it runs.
//
// The runs stop (no frame requested, no work) while paused, while the tab is hidden, and while the
// widget is off screen; they start paused when the reader asks for reduced motion.
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
import { swatchClass } from '../../kit/swatch';
import { benchView, drawBench, SOLVER_STYLE, SsBenchDiagram } from './BenchDiagram';
import {
  BenchRun,
  benchDomains,
  benchParams,
  benchScene,
  fmtBench,
  plotSamples,
  plotWindow,
  previewRun,
  SOLVER_NAMES,
  SOLVER_SHORT_NAMES,
  type BenchSample,
  type BenchValues,
  type SolverKey,
} from './bench-scenario';

const store = paramStore(benchParams);

/** One step of the simulation (s), shared by every solver on the bench. */
const DT = 1 / 60;
/** Steps one frame may take; beyond that the runs slow down rather than stalling the page. */
const MAX_STEPS_PER_FRAME = 4;
/** Chart redraws per second while running. */
const PLOT_HZ = 8;

/**
 * The configuration the site's benchmark (scripts/bench/sim-frames.mjs) also plays, as a link's
 * query: the 55-box pyramid with two solvers, the budget's case (60 steps per second unthrottled).
 */
const BENCH_QUERY = 'bScene=1&bRows=10&bSolvers=2';

// Build time only: the defaults' runs over the first window, drawn in the server's charts.
const PREVIEW: BenchRun | null = import.meta.env.SSR ? previewRun(defaults(benchParams)) : null;

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
  // Step is disabled while the runs play; the status says why (the button points here).
  if (hidden) return 'Playing, held while the tab is hidden. Step works while paused.';
  if (offScreen) return 'Playing, held while the widget is off screen. Step works while paused.';
  return 'Playing. Step works while paused.';
}

const fmtT = (t: number) => `${fmt(t, 4)} s`;

/**
 * The latest sample of every lane and the largest penetration (or gap) each has reached, by solver:
 * a frame may write it between a restart with other solvers and the render that replaces the columns.
 */
interface Now {
  t: number;
  steps: number;
  lanes: Partial<Record<SolverKey, { sample: BenchSample; peak: number }>>;
}

const nowOf = (run: BenchRun): Now => ({
  t: run.t,
  steps: run.steps,
  lanes: Object.fromEntries(
    run.lanes.map((l) => [l.solver, { sample: l.samples[l.samples.length - 1]!, peak: l.peak }]),
  ),
});

export default function SsSolverBench() {
  const p = useParams(store);
  const mounted = useMounted();
  const root = useRef<HTMLElement>(null);
  const bodies = useRef<SVGGElement>(null);
  const run = useMemo(() => new BenchRun(p), []);
  // Bumped when the scene restarts: the one render that redraws the panels and the readout rows.
  const [restarts, setRestarts] = useState(0);
  const bv = useMemo(() => benchView(run), [restarts]);
  const [playing, setPlaying] = useState(false);
  const [why, setWhy] = useState<Why>(null);
  const [hidden, setHidden] = useState(false);
  const [offScreen, setOffScreen] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const now = useSignal<Now>(nowOf(run));
  const plotTick = useSignal(0);
  const changes = useSignal<number[]>([]);

  const show = (redrawPlots: boolean) => {
    if (bodies.current) drawBench(bodies.current, run, bv);
    now.value = nowOf(run);
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
    plotTick.value++; // replace the server's preview with the live runs' (empty) lines
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      io?.disconnect();
    };
  }, []);

  // A change of parameters: a new scene or bench starts over, new settings go on from here.
  const applied = useRef(p);
  useEffect(() => {
    if (applied.current === p) return;
    applied.current = p;
    // A scene replaced before its first step (a link's values arriving at hydration, or a second
    // change right after a first) lost nothing new: what the status says stays as it was.
    const atStart = run.steps === 0;
    const what = run.apply(p);
    if (what === 'restart') {
      changes.value = [];
      if (!atStart) setChanged('New scene: every run started again.');
      setRestarts((n) => n + 1);
    } else if (what === 'continue' && run.steps > 0) {
      changes.value = [...changes.value, run.t];
      setChanged(`New settings from t = ${fmtT(run.t)} on (marked on the charts); the runs go on.`);
      plotTick.value++;
    }
  }, [p]);

  // After a restart's render: the panels are the new scene's elements, at t = 0.
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
      show(true); // the charts catch up to where the runs stopped
    };
  }, [running, bv]);

  const scene = benchScene(p);
  const solvers = run.lanes.map((l) => l.solver);
  const chain = scene.key === 'chain';
  const status = statusText(playing, why, hidden, offScreen, mounted);
  return (
    <Widget
      id="ss-bench"
      live
      title="Widget: the solver bench"
      store={store}
      rootRef={root}
      figure={<SsBenchDiagram key={restarts} run={run} bv={bv} sceneLabel={scene.label} bodiesRef={bodies} />}
      figures={<Charts tick={plotTick} run={run} changes={changes} live={mounted} p={p} chain={chain} />}
    >
      {/* Enabled as served: a press before the code has arrived wakes the island, which presses the
          button again once it can act (kit/client-interact.ts). */}
      <div
        class="ss-transport"
        role="group"
        aria-label="Run the simulations"
        data-live-sim-query={BENCH_QUERY}
      >
        <button
          type="button"
          class="ss-button"
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
          class="ss-button"
          data-si="step"
          disabled={playing}
          aria-describedby={playing ? 'ss-bench-status' : undefined}
          onClick={() => {
            run.step();
            show(true);
          }}
        >
          Step
        </button>
        <button
          type="button"
          class="ss-button"
          data-si="reset"
          onClick={() => {
            run.restart(store.values.peek());
            changes.value = [];
            setChanged('Reset: every run started again.');
            setRestarts((n) => n + 1);
          }}
        >
          Reset runs
        </button>
      </div>
      <Contained>
        <p class="ss-status" id="ss-bench-status" role="status" data-si="status">
          {status}
          {changed ? ` ${changed}` : ''}
        </p>
      </Contained>
      <Readouts now={now} solvers={solvers} chain={chain} />
      <fieldset class="control-group">
        <legend>The scene and the solvers on the bench (a change starts every run again)</legend>
        <ParamControls
          store={store}
          idPrefix="ssb"
          legend="What stands, and who steps it"
          names={['bScene', 'bSolvers', 'bRatio', 'bBoxes', 'bRows', 'bOverlap', 'bLinks']}
        />
      </fieldset>
      <fieldset class="control-group">
        <legend>The solvers’ settings (a change applies from the next step, without restarting)</legend>
        <ParamControls
          store={store}
          idPrefix="ssb"
          legend="Sweeps and substeps"
          names={['bIter', 'bSub', 'bRelax']}
        />
        <p class="ss-note">
          Equal work at the defaults: four sweeps of the loop per step against four substeps of one solve and
          one relax sweep. Every run starts from the same state and takes the same step of 1/60 s; the scenes
          hold no randomness, so a run is the same on every machine.
          {chain
            ? ' On the chain both PGS runs are warm started; split impulses are the joints’ position pass (each joint’s gap closed by moving its two bodies, split by inverse mass), which adds no velocity.'
            : ''}
        </p>
      </fieldset>
    </Widget>
  );
}

/** A readout's text, re-rendered alone when the runs move. */
function Value({ now, show }: { now: Signal<Now>; show: (n: Now) => string }) {
  return <>{show(now.value)}</>;
}

function Readouts({ now, solvers, chain }: { now: Signal<Now>; solvers: SolverKey[]; chain: boolean }) {
  const row = (name: string, label: string, pick: (l: { sample: BenchSample; peak: number }) => number) => ({
    label,
    cells: solvers.map((s) => ({
      name: `bench-${name}-${s}`,
      value: (
        <Value
          now={now}
          show={(n) => {
            const l = n.lanes[s];
            return l ? fmtBench(pick(l)) : '';
          }}
        />
      ),
    })),
  });
  return (
    <>
      <ReadoutTable
        class="ss-bench-table"
        caption="The runs so far"
        columns={['Now']}
        rows={[
          {
            label: 'time',
            cells: [{ name: 'bench-time', value: <Value now={now} show={(n) => fmtT(n.t)} /> }],
          },
          {
            label: 'steps of 1/60 s',
            cells: [{ name: 'bench-steps', value: <Value now={now} show={(n) => String(n.steps)} /> }],
          },
        ]}
      />
      <ReadoutTable
        class="ss-bench-table"
        caption="Each solver now: its largest overlap (on the chain, joint gap), the deepest so far, the watched body’s drift, the kinetic energy"
        columns={solvers.map((s) => ({ label: SOLVER_SHORT_NAMES[s], class: `ss-col-${s}` }))}
        rows={[
          row('pen', chain ? 'joint gap (mm)' : 'overlap (mm)', (l) => l.sample.pen),
          row('peak', chain ? 'widest (mm)' : 'deepest (mm)', (l) => l.peak),
          row('drift', chain ? 'end’s stretch (cm)' : 'top box’s drift (cm)', (l) => l.sample.drift),
          row('kinetic', 'energy (J)', (l) => l.sample.ke),
        ]}
      />
    </>
  );
}

const WIDTH = 640;
const HEIGHT = 150;

interface Panel {
  key: 'pen' | 'drift' | 'ke';
  label: (chain: boolean) => string;
  alt: (chain: boolean) => string;
}

const PANELS: readonly Panel[] = [
  {
    key: 'pen',
    label: (c) => (c ? 'largest joint gap (mm)' : 'largest penetration (mm)'),
    alt: (c) =>
      c
        ? 'The widest gap at any joint of the chain over time, one line per solver.'
        : 'The deepest overlap between two boxes, or a box and the ground, over time, one line per solver.',
  },
  {
    key: 'drift',
    label: (c) => (c ? 'end’s stretch (cm)' : 'top box’s drift (cm)'),
    alt: (c) =>
      c
        ? 'How far the chain’s joints have stretched it along its length, over time, one line per solver.'
        : 'How far the box the charts follow has moved from where it started, over time, one line per solver.',
  },
  {
    key: 'ke',
    label: () => 'kinetic energy (J)',
    alt: () => 'The kinetic energy of all the bodies over time, one line per solver.',
  },
];

function Charts({
  tick,
  run,
  changes,
  live,
  p,
  chain,
}: {
  tick: Signal<number>;
  run: BenchRun;
  changes: Signal<number[]>;
  live: boolean;
  p: BenchValues;
  chain: boolean;
}) {
  const version = tick.value; // subscribes: the charts redraw on a tick, not on every frame
  const shown = live || !PREVIEW ? run : PREVIEW;
  const lanes = shown.lanes.map((l) => ({ solver: l.solver, data: plotSamples(l.samples) }));
  const t = shown.t;
  const window = plotWindow(t);
  const domains = benchDomains(p);
  const caption = live
    ? `Up to t = ${fmt(t, 3)} s; values beyond a chart’s range are cut off at its edge. Thin grey lines: a change of settings.`
    : `A ${fmt(window, 3)} s run of each solver at the default settings, computed when the page was built.`;
  return (
    <div class="plot-stack">
      <p class="legend ss-bench-legend">
        {lanes.map(({ solver }) => (
          <span key={solver}>
            <i class={swatchClass(SOLVER_STYLE[solver].color)} />
            {SOLVER_NAMES[solver]} ({SOLVER_STYLE[solver].line})
          </span>
        ))}
      </p>
      {PANELS.map((panel) => (
        <PlotFigure
          key={panel.key}
          width={WIDTH}
          height={HEIGHT}
          deps={[version, live, chain, domains[panel.key][0], domains[panel.key][1]]}
          alt={panel.alt(chain)}
          caption={panel.key === 'ke' ? caption : undefined}
          options={{
            marginLeft: 56,
            x: { label: 'time t (s)', domain: [0, window], ticks: 5 },
            y: { label: panel.label(chain), grid: true, domain: domains[panel.key] },
            marks: [
              Plot.ruleY([0], { stroke: 'var(--rule)' }),
              Plot.ruleX(changes.value, { stroke: 'var(--fg-soft)', strokeWidth: 1 }),
              ...lanes.map(({ solver, data }) =>
                Plot.line(data, {
                  x: 't',
                  y: panel.key,
                  stroke: SOLVER_STYLE[solver].color,
                  strokeWidth: 2,
                  strokeDasharray: SOLVER_STYLE[solver].dash,
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
