// Each chapter's porting notes (src/chapters/<slug>/porting.ts): every note's marker is on exactly one
// line of src/solver, a line of code, and the note links that line on its file's page; every marker
// in the solver belongs to a note; every chapter has notes and its page shows them before its
// exercises.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTERS } from '../../../src/site/chapters';
import { definePorting } from '../../../src/kit/code/porting';
import { resolvePorting } from '../../../src/site/code/porting.server';
import { PORT_MARKERS } from '../../../src/site/code/source.server';

const root = join(import.meta.dirname, '../../..');
const solverDir = join(root, 'src/solver');
/** Every line of src/solver holding `[port:<id>]`, read here from the files: id → "file.ts:line". */
const onDisk = new Map<string, string[]>();
for (const name of readdirSync(solverDir).filter((f) => f.endsWith('.ts')))
  readFileSync(join(solverDir, name), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/\[port:([^\]\s]+)\]/g))
        onDisk.set(m[1]!, [...(onDisk.get(m[1]!) ?? []), `${name}:${i + 1}`]);
    });
const lineAt = (at: string) => {
  const [name, n] = at.split(':');
  return readFileSync(join(solverDir, name!), 'utf8').split('\n')[Number(n) - 1]!;
};

describe('porting notes', () => {
  it('every chapter has 3 to 6, and its page places them before its exercises', () => {
    expect(CHAPTERS.length).toBeGreaterThan(0);
    for (const c of CHAPTERS) {
      expect(c.porting.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.porting.length, c.slug).toBeLessThanOrEqual(6);
      const mdx = readFileSync(join(root, 'content', `${c.slug}.mdx`), 'utf8');
      const at = mdx.indexOf('<PortingNotes />');
      expect(at, `${c.slug}.mdx places <PortingNotes />`).toBeGreaterThan(0);
      expect(mdx.indexOf('<PortingNotes />', at + 1), c.slug).toBe(-1);
      expect(at, `${c.slug}: before the exercises`).toBeLessThan(mdx.indexOf('\n## Exercises\n'));
    }
  });

  it("each note's marker ends exactly one line of the solver, a line of code, which the note links", () => {
    for (const c of CHAPTERS)
      for (const note of resolvePorting(c.slug, c.porting)) {
        const places = onDisk.get(note.marker) ?? [];
        expect(places, `${c.slug}: [port:${note.marker}]`).toHaveLength(1);
        const line = lineAt(places[0]!);
        expect(`${note.file}.ts:${note.line}`).toBe(places[0]);
        expect(note.path).toBe(`src/solver/${note.file}.ts`);
        expect(note.href).toBe(`/code/${note.file}/#L${note.line}`);
        // Code before the comment that holds the marker.
        expect(line.replace(/\/\/.*$/, '').trim(), places[0]).not.toBe('');
        expect(line).toMatch(new RegExp(`//.*\\[port:${note.marker}\\]`));
        expect(note.title.length + note.text.length, note.marker).toBeLessThan(500);
      }
  });

  it('every marker in the solver belongs to a note, and the build reads the same markers', () => {
    const used = CHAPTERS.flatMap((c) => c.porting.map((n) => n.marker));
    expect([...onDisk.keys()].sort()).toEqual([...used].sort());
    expect(new Set(used).size, 'no marker in two notes').toBe(used.length);
    expect([...PORT_MARKERS.keys()].sort()).toEqual([...onDisk.keys()].sort());
  });

  it('a marker on no line, a marker used twice, and too few or too many notes are refused', () => {
    const note = { marker: 'no-such-line', title: 'T', text: 'x' };
    const slug = CHAPTERS[0]!.slug;
    expect(() => resolvePorting(slug, [note])).toThrow(
      `src/chapters/${slug}/porting.ts: no line of src/solver ends in [port:no-such-line]`,
    );
    const notes = ['a', 'b', 'c'].map((marker) => ({ ...note, marker }));
    expect(definePorting(notes)).toBe(notes);
    expect(() => definePorting([...notes, notes[0]!])).toThrow("porting marker 'a' is used twice");
    expect(() => definePorting(notes.slice(0, 2))).toThrow('3 to 6');
    expect(() =>
      definePorting([...notes, ...['d', 'e', 'f', 'g'].map((marker) => ({ ...note, marker }))]),
    ).toThrow('3 to 6');
  });

  it('a note is plain text the page guard accepts', () => {
    for (const c of CHAPTERS)
      for (const n of c.porting)
        for (const text of [n.title, n.text]) expect(text, n.marker).not.toMatch(/NaN|undefined/);
  });
});
