// What a manifest checks alone (src/kit/chapter.ts).
import { describe, expect, it } from 'vitest';
import { defineChapter, type ChapterManifest } from '../../../src/kit/chapter';

const base = (over: Partial<ChapterManifest>): ChapterManifest => ({
  prefix: 'ab',
  derivation: { page: 'x', params: [], scenario: () => ({}), steps: [] },
  params: [],
  widgets: [],
  exercises: [],
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

describe('defineChapter', () => {
  it('returns a valid manifest unchanged', () => {
    const m = base({ widgets: [{ key: 'a', anchor: 'a', title: 'A', component: 'A' }] });
    expect(defineChapter(m)).toBe(m);
  });

  it('refuses a step prefix that is not lower-case letters', () => {
    expect(() => defineChapter(base({ prefix: 'a-b' }))).toThrow("prefix 'a-b' must be lower-case letters");
  });

  it('refuses a widget key used twice', () => {
    const w = { key: 'k', anchor: 'a', title: 'A', component: 'A' };
    expect(() => defineChapter(base({ widgets: [w, { ...w, anchor: 'b' }] }))).toThrow(
      "widget key 'k' is used twice",
    );
  });
});
