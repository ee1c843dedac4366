// A chapter's porting notes resolved against the solver (build time only): each note's marker to the
// one line that carries it, and the link to that line on its file's page. An unknown marker stops
// the build, naming the chapter and the marker.
import { withBase } from '../../lib/site-path';
import type { PortingNote } from '../../kit/code/porting';
import { PORT_MARKERS, type MarkedLine } from './source.server';

export interface ResolvedPortingNote extends PortingNote, MarkedLine {
  /** /code/<file>/#L<line>, under the base. */
  href: string;
}

export function resolvePorting(slug: string, notes: readonly PortingNote[]): ResolvedPortingNote[] {
  return notes.map((note) => {
    const at = PORT_MARKERS.get(note.marker);
    if (!at)
      throw new Error(`src/chapters/${slug}/porting.ts: no line of src/solver ends in [port:${note.marker}]`);
    return { ...note, ...at, href: withBase(`/code/${at.file}/#L${at.line}`) };
  });
}

/** The page of a chapter's notes, framed in its disclosure: /code/porting/<slug>/. */
export const portingPath = (slug: string) => `/code/porting/${slug}/`;

/**
 * The frame's height: the notes' text at about 75 characters a line (the reading column), 1.65rem a
 * line, and each note's gap (rem, as code.css and the prose's line height lay them out). A narrower
 * screen wraps more, and the frame then scrolls.
 */
export function portingFrameHeight(notes: readonly PortingNote[]): string {
  const lines = notes.reduce((n, note) => n + Math.ceil((note.title.length + note.text.length + 40) / 75), 0);
  return `${(lines * 1.65 + notes.length * 0.75 + 2).toFixed(1)}rem`;
}
