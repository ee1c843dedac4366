// A chapter manifest with nothing in it, for the tests of what checks manifests (defineChapter in
// src/kit/chapter.ts, the registry in src/site/chapters.ts): each test gives the fields it is about.
import type { ChapterManifest } from '../../../src/kit/chapter';

const noDerivation = () => ({ page: 'x', params: [], scenario: () => ({}), steps: [] });

export const stubManifest = (over: Partial<ChapterManifest>): ChapterManifest => ({
  prefix: 'ab',
  derivation: noDerivation(),
  params: [],
  widgets: [],
  exercises: [],
  reveals: {},
  teaching: {
    objectives: [],
    prerequisites: [],
    after: [],
    misconceptions: [],
    plan: [],
    noRotation: { cannot: '', first: [] },
  },
  porting: [],
  ...over,
});
