// What a manifest checks alone (src/kit/chapter.ts).
import { describe, expect, it } from 'vitest';
import { defineChapter } from '../../../src/kit/chapter';
import { stubManifest } from './manifest-stub';

describe('defineChapter', () => {
  it('returns a valid manifest unchanged', () => {
    const m = stubManifest({ widgets: [{ key: 'a', anchor: 'a', title: 'A', component: 'A' }] });
    expect(defineChapter(m)).toBe(m);
  });

  it('refuses a step prefix that is not lower-case letters', () => {
    expect(() => defineChapter(stubManifest({ prefix: 'a-b' }))).toThrow(
      "prefix 'a-b' must be lower-case letters",
    );
  });

  it('refuses a widget key used twice', () => {
    const w = { key: 'k', anchor: 'a', title: 'A', component: 'A' };
    expect(() => defineChapter(stubManifest({ widgets: [w, { ...w, anchor: 'b' }] }))).toThrow(
      "widget key 'k' is used twice",
    );
  });
});
