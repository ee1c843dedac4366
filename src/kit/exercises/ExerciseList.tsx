// A page's exercises, one island. The server renders every exercise at its default seed with the
// worked solution inside <details>, so the problem and its solution are there without JavaScript;
// once hydrated, the seed comes from the URL (?ex-<id>=<seed>), answers are checked, and "New
// numbers" draws another variant. This file imports no plotting code: it stays small.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { useMounted } from '../../params/use-params';
import { fmtStepValue, fmtUnit } from '../../lib/format';
import {
  ABS_TOL,
  type AnyNumeric,
  DEFAULT_SEED,
  type Exercise,
  judge,
  MAX_SEED,
  parseSeed,
  predictHref,
  type PredictExercise,
  REL_TOL,
  seedKey,
  solve,
  variant,
  type Variant,
  type Verdict,
} from './model';
import { isSolved, markSolved } from './progress';
import { MathText } from './MathText';
import { subscriptRuns } from './text';
import './exercises.css';

export function ExerciseList({ page, exercises }: { page: string; exercises: readonly Exercise[] }) {
  return (
    <div class="exercises">
      {exercises.map((ex, i) =>
        ex.kind === 'numeric' ? (
          <NumericCard key={ex.id} page={page} ex={ex} n={i + 1} />
        ) : (
          <PredictCard key={ex.id} page={page} ex={ex} n={i + 1} />
        ),
      )}
    </div>
  );
}

function Card(props: { id: string; kind: string; n: number; title: string; children: ComponentChildren }) {
  return (
    <article
      class="exercise"
      id={`ex-${props.id}`}
      data-exercise={props.id}
      data-exercise-kind={props.kind}
      aria-labelledby={`ex-${props.id}-title`}
    >
      <h3 id={`ex-${props.id}-title`} class="exercise-title">
        Exercise {props.n}: {props.title}
      </h3>
      {props.children}
    </article>
  );
}

function replaceQuery(key: string, value: string): void {
  const q = new URLSearchParams(location.search);
  q.set(key, value);
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}${location.hash}`);
}

const pct = `${REL_TOL * 100}%`;

/**
 * The solution behind a button once the island runs (closed again for new numbers), and in an open-able
 * <details> before: the page shows it without JavaScript.
 */
function Reveal(props: {
  id: string;
  summary: string;
  shown: boolean;
  setShown: (shown: boolean) => void;
  children: ComponentChildren;
}) {
  const { id, shown, setShown } = props;
  return useMounted() ? (
    <>
      <button
        type="button"
        class="exercise-reveal"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide solution' : 'Show solution'}
      </button>
      <div id={id} hidden={!shown}>
        {shown ? props.children : null}
      </div>
    </>
  ) : (
    <details class="exercise-details">
      <summary>{props.summary}</summary>
      {props.children}
    </details>
  );
}

function NumericCard({ page, ex, n }: { page: string; ex: AnyNumeric; n: number }) {
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [shown, setShown] = useState(false);
  const [solved, setSolved] = useState(false);
  useEffect(() => {
    const fromUrl = parseSeed(new URLSearchParams(location.search).get(seedKey(ex.id)));
    if (fromUrl !== null) setSeed(fromUrl);
  }, [ex.id]);
  useEffect(() => setSolved(isSolved(page, ex.id, seed)), [page, ex.id, seed]);
  const v = useMemo(() => variant(ex, seed), [ex, seed]);
  const inputId = `ex-${ex.id}-answer`;

  const check = (e: Event) => {
    e.preventDefault();
    const verdict = judge(ex, v, typed);
    setVerdict(verdict);
    if (verdict.kind === 'correct') {
      markSolved(page, ex.id, seed);
      setSolved(true);
    }
  };
  const newNumbers = () => {
    let next = seed;
    for (let i = 0; i < 20; i++) {
      next = 1 + Math.floor(Math.random() * MAX_SEED);
      if (next !== seed && variant(ex, next).prompt !== v.prompt) break;
    }
    setSeed(next);
    setTyped('');
    setVerdict(null);
    setShown(false);
    replaceQuery(seedKey(ex.id), String(next));
  };

  return (
    <Card id={ex.id} kind="numeric" n={n} title={ex.title}>
      <p class="exercise-prompt" data-exercise-prompt>
        <Subscripted text={`${v.prompt} Give ${ex.asked} in ${ex.unit}.`} />
      </p>
      <p class="exercise-meta">
        Variant {seed} · accepted within ±{pct} or ±{ABS_TOL} {ex.unit}, whichever is larger
        {solved ? ' · you solved this variant before' : ''} ·{' '}
        <a href={`?${seedKey(ex.id)}=${seed}#ex-${ex.id}`}>link to this variant</a>
      </p>
      <form class="exercise-form" onSubmit={check}>
        <label for={inputId}>Your answer ({ex.unit})</label>
        {/* A text box: a browser's number box drops a decimal comma ("6,87" became 687). The text
            is read by src/lib/decimal.ts, and the feedback says how (model.ts judge). */}
        <input
          id={inputId}
          class="exercise-answer"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellcheck={false}
          value={typed}
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit">Check</button>
        {/* Enabled before the code arrives: a tap then wakes the island (client:interact), which
            clicks it again once it can draw (src/kit/client-interact.ts). */}
        <button type="button" onClick={newNumbers}>
          New numbers
        </button>
      </form>
      <p role="status" class="exercise-feedback" data-verdict={verdict?.kind ?? ''}>
        {verdict ? <Feedback verdict={verdict} ex={ex} v={v} /> : null}
      </p>
      <Reveal id={`ex-${ex.id}-solution`} summary="Worked solution" shown={shown} setShown={setShown}>
        <Solution ex={ex} v={v} />
      </Reveal>
    </Card>
  );
}

function Feedback({ verdict, ex, v }: { verdict: Verdict; ex: AnyNumeric; v: Variant }) {
  if (verdict.kind === 'empty')
    return <>Type a number first (digits, a decimal point or comma, a leading minus).</>;
  if (verdict.kind === 'invalid') return <>{verdict.problem}</>;
  // An answer that could mean two numbers is judged as read, and the reader told how it was read.
  const readAs = verdict.readAs ? `${verdict.readAs} ` : '';
  if (verdict.kind === 'correct')
    return (
      <>
        {readAs}Correct: <Subscripted text={ex.symbol} /> = {fmtUnit(v.answer, ex.unit)}.
      </>
    );
  return (
    <>
      {readAs}Not right yet. <MathText text={verdict.hint} /> <a href={`#${verdict.step}`}>Go to that step</a>
      .
    </>
  );
}

function Solution({ ex, v }: { ex: AnyNumeric; v: Variant }) {
  const lines = solve(ex, v);
  return (
    <div class="exercise-solution">
      <p>The page’s own steps at these numbers:</p>
      <ol>
        {lines.map(({ line, value, unit, reason }) => (
          <li key={`${line.step}-${line.row ?? 0}-${line.side ?? ''}-${line.label}`}>
            <a href={`#${line.step}`}>
              <Subscripted text={line.label} />
            </a>
            {value === null ? ` (does not apply here: ${reason ?? ''})` : ` = ${fmtStepValue(value, unit)}`}
          </li>
        ))}
      </ol>
      <p>
        Answer: <Subscripted text={ex.symbol} /> ={' '}
        <strong data-answer={String(v.answer)}>{fmtUnit(v.answer, ex.unit)}</strong>
      </p>
    </div>
  );
}

function PredictCard({ page, ex, n }: { page: string; ex: PredictExercise; n: number }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<'correct' | 'wrong' | 'empty' | null>(null);
  const [shown, setShown] = useState(false);
  const check = (e: Event) => {
    e.preventDefault();
    const next = choice === null ? 'empty' : choice === ex.correct ? 'correct' : 'wrong';
    setVerdict(next);
    if (next === 'correct') markSolved(page, ex.id, 0);
  };
  const reveal = (
    <div class="exercise-solution">
      <p>
        Answer:{' '}
        <strong data-answer={String(ex.correct + 1)}>
          <MathText text={ex.choices[ex.correct]!} />
        </strong>
      </p>
      <p>
        <MathText text={ex.why} />
      </p>
      <p>
        <a href={predictHref(ex)}>{ex.link.label}</a>
      </p>
    </div>
  );
  return (
    <Card id={ex.id} kind="predict" n={n} title={ex.title}>
      <form class="exercise-form exercise-predict" onSubmit={check}>
        <fieldset>
          <legend class="exercise-prompt">
            <MathText text={ex.question} />
          </legend>
          {ex.choices.map((c, i) => (
            <label key={i} class="exercise-choice">
              <input
                type="radio"
                name={`ex-${ex.id}-choice`}
                value={String(i + 1)}
                checked={choice === i}
                onChange={() => setChoice(i)}
              />{' '}
              <MathText text={c} />
            </label>
          ))}
        </fieldset>
        <button type="submit">Check</button>
      </form>
      <p role="status" class="exercise-feedback" data-verdict={verdict ?? ''}>
        {verdict === 'empty' ? 'Choose one first.' : null}
        {verdict === 'correct' ? (
          <>
            Correct. <MathText text={ex.why} />
          </>
        ) : null}
        {verdict === 'wrong' ? (
          <>
            Not right yet. Try it: <a href={predictHref(ex)}>{ex.link.label}</a>.
          </>
        ) : null}
      </p>
      <Reveal id={`ex-${ex.id}-solution`} summary="Answer and why" shown={shown} setShown={setShown}>
        {reveal}
      </Reveal>
    </Card>
  );
}

/** Plain text with its `x_A` subscripts set as subscripts. */
function Subscripted({ text }: { text: string }) {
  return <>{subscriptRuns(text).map((r, i) => (r.sub ? <sub key={i}>{r.text}</sub> : r.text))}</>;
}
