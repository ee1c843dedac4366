// The sources a page cites, as its Sources list shows them: where to find each, and nothing of the
// notes the site was written from.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SOURCES } from '../../../src/site/chapters';

const root = join(import.meta.dirname, '../../..');
const pages = readdirSync(join(root, 'content')).filter((f) => f.endsWith('.mdx'));

describe('sources', () => {
  it('every link is an https address the reader follows (the site fetches none)', () => {
    for (const s of ALL_SOURCES.values()) if (s.url) expect(s.url, s.id).toMatch(/^https:\/\/[^\s]+$/);
  });

  it('the sources with a known address link it, and name their author where known', () => {
    const linked = [...ALL_SOURCES.values()].filter((s) => s.url).map((s) => s.id);
    expect(linked).toEqual(expect.arrayContaining(['impulses-2d', 'impulse-derivation', 'fiedler-coulomb']));
    expect(ALL_SOURCES.get('impulses-2d')!.author).toBe('Tim Allan Wheeler');
  });

  it('no source and no page speaks of the captures the site was written from', () => {
    for (const s of ALL_SOURCES.values()) expect(JSON.stringify(s), s.id).not.toMatch(/captured|capture\b/i);
    for (const f of pages)
      expect(readFileSync(join(root, 'content', f), 'utf8'), f).not.toMatch(/captured text/i);
  });
});
