// A chapter's porting notes (its porting.ts): what trips a programmer who ports the chapter's code
// to C, C++, C# or Rust, each note tied to the line of src/solver that handles it. The line is found
// at build time by the marker `[port:<marker>]` at its end (src/site/code/source.server.ts), never by
// its number, so a note follows its line when the file changes, and a note whose marker is on no
// line fails the build.

export interface PortingNote {
  /** The marker's id: the solver line ending in `// … [port:<marker>]` is the one the note links. */
  marker: string;
  /** What goes wrong, in a few words: the note's lead. */
  title: string;
  /** Why, and what the solver does about it, in a sentence or three. Plain text. */
  text: string;
}

/** A chapter's notes, 3 to 6 of them, each marker once. */
export function definePorting(notes: readonly PortingNote[]): readonly PortingNote[] {
  if (notes.length < 3 || notes.length > 6)
    throw new Error(`a chapter has 3 to 6 porting notes (got ${notes.length})`);
  const seen = new Set<string>();
  for (const n of notes) {
    if (!/^[a-z0-9-]+$/.test(n.marker))
      throw new Error(`porting marker '${n.marker}' must be a-z, 0-9 and -`);
    if (seen.has(n.marker)) throw new Error(`porting marker '${n.marker}' is used twice`);
    seen.add(n.marker);
  }
  return notes;
}
