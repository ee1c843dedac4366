// What a chapter offers a teacher: its objectives, what students need to know first, the wrong
// beliefs it confronts and a lesson plan. A chapter declares it in src/chapters/<slug>/teaching.ts
// (its manifest's `teaching`); /teach/ renders every chapter's the same way and resolves each id to
// what the page shows (a step's number and section, a widget's title, a prediction question's text,
// an exercise's title), so the teacher's page never holds a copy of the chapter that could drift.
// src/site/teaching.ts resolves the ids and fails naming one that is not on the page;
// tests/unit/site/teaching.test.ts checks every chapter's against its page.

/**
 * What a student may need before a chapter, in one shared vocabulary so that /teach/ says the same
 * about each everywhere. `see` is a step of the site that explains or uses it (its id: /teach/ links
 * the page that has it, and drops the link when the site has no such page), when there is one.
 */
export const PREREQUISITES = {
  vectors: {
    name: 'Vectors',
    explain: 'adding them, scaling them, and splitting one into components along two perpendicular axes',
  },
  'dot-product': {
    name: 'Dot product',
    explain: 'a·b as the component of one vector along another; a unit vector n picks out v·n',
  },
  'cross-product': {
    name: 'Cross product',
    explain:
      'in the plane a single number, r × n = r_x n_y − r_y n_x, the signed lever arm of n about a point',
    see: 'eq:ni-cross-2d',
  },
  momentum: {
    name: 'Momentum and impulse',
    explain: 'p = m v, and an impulse is a change of momentum; Newton’s third law gives the pair P and −P',
    see: 'eq:ni-impulse-linear',
  },
  torque: {
    name: 'Torque and angular momentum',
    explain: 'a push at r from the centre of mass twists the body by r × P, and the twist changes I ω',
    see: 'eq:ni-impulse-angular',
  },
  'moment-of-inertia': {
    name: 'Moment of inertia',
    explain: 'I as rotation’s mass: a body resists a twist as a mass resists a push',
    see: 'eq:em-gyration',
  },
  'kinetic-energy': {
    name: 'Kinetic energy',
    explain: '½ m v² + ½ I ω², and that a collision may lose some but should never gain any',
  },
  'linear-algebra-2': {
    name: 'Linear algebra, 2×2',
    explain: 'a matrix times a vector, solving two equations in two unknowns, the determinant',
    see: 'eq:rj-cramer',
  },
  'linear-algebra-3': {
    name: 'Linear algebra, 3×3',
    explain: 'symmetric matrices, a quadratic form xᵀ A x, positive definiteness; an inertia tensor',
    see: 'eq:em-tensor',
  },
} as const satisfies Record<string, { name: string; explain: string; see?: string }>;

export type Prerequisite = keyof typeof PREREQUISITES;

/** A place on the chapter's page: a step (its id, eq:…) or a widget (its manifest key). */
export type PageRef = { step: string } | { widget: string };

/** A parameter configuration for a link (query parameters of the chapter's widgets). */
export type Configuration = Readonly<Record<string, string | number | boolean>>;

export interface Misconception {
  /** The wrong belief, in the student's words. */
  belief: string;
  /** Why it is wrong, in one or two sentences. */
  why: string;
  /** Where the page confronts it. */
  at: PageRef;
  /** The widget set up to show it (only with a widget reference). */
  query?: Configuration;
}

/** One part of a lesson: what to do for how many minutes. */
export type Segment = { minutes: number; note: string } & (
  | { kind: 'show'; at: PageRef; query?: Configuration }
  /** Put a prediction question (its exercise id) to a vote, then reveal it on its widget. */
  | { kind: 'vote'; predict: string }
  /** Set a numeric exercise (its id). */
  | { kind: 'exercise'; exercise: string }
  | { kind: 'discuss' }
);

/**
 * A plan's segments, written as the plan reads (show this for five minutes, with a note): each makes
 * the Segment of its kind.
 */
export const show = (minutes: number, at: PageRef, note: string, query?: Configuration): Segment =>
  query ? { minutes, kind: 'show', at, query, note } : { minutes, kind: 'show', at, note };
export const vote = (minutes: number, predict: string, note: string): Segment => ({
  minutes,
  kind: 'vote',
  predict,
  note,
});
export const exercise = (minutes: number, exercise: string, note: string): Segment => ({
  minutes,
  kind: 'exercise',
  exercise,
  note,
});
export const discuss = (minutes: number, note: string): Segment => ({ minutes, kind: 'discuss', note });

export type NoRotation =
  /** A shorter lesson for students who have not met rotation. */
  | { plan: readonly Segment[]; leaveOut: string }
  /**
   * The chapter cannot be taught without rotation: why, and what to teach first (steps of other
   * chapters, by id, as `after`).
   */
  | { cannot: string; first: readonly string[] };

export interface Teaching {
  /** 3–5, each starting with a verb whose outcome can be checked (derive, compute, predict…). */
  objectives: readonly string[];
  prerequisites: readonly Prerequisite[];
  /**
   * The results of other chapters this one uses, each by a step of it (its id: /teach/ links that
   * step's chapter, once, and leaves out a step the site does not have, its chapter removed).
   */
  after: readonly string[];
  misconceptions: readonly Misconception[];
  /** A 50-minute lesson (LESSON_MINUTES in all). */
  plan: readonly Segment[];
  noRotation: NoRotation;
}

export const LESSON_MINUTES = 50;

/** Checks what the teaching data can check alone; src/site/teaching.ts checks its ids against the page. */
export function defineTeaching(t: Teaching): Teaching {
  if (t.objectives.length < 3 || t.objectives.length > 5)
    throw new Error(`a chapter's teaching lists 3 to 5 objectives, not ${t.objectives.length}`);
  const total = t.plan.reduce((sum, s) => sum + s.minutes, 0);
  if (total !== LESSON_MINUTES)
    throw new Error(`the lesson plan takes ${total} minutes, not ${LESSON_MINUTES}`);
  if ('plan' in t.noRotation) {
    const short = t.noRotation.plan.reduce((sum, s) => sum + s.minutes, 0);
    if (short >= LESSON_MINUTES)
      throw new Error(`the plan without rotation takes ${short} minutes: it must be shorter than the lesson`);
  }
  for (const s of [...t.plan, ...('plan' in t.noRotation ? t.noRotation.plan : [])])
    if (!(s.minutes > 0 && Number.isInteger(s.minutes)))
      throw new Error(`a lesson segment lasts a whole number of minutes, not ${s.minutes}`);
  return t;
}

/** The minutes a plan takes. */
export const planMinutes = (plan: readonly Segment[]) => plan.reduce((sum, s) => sum + s.minutes, 0);
