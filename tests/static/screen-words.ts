// Words that only make sense at a screen: none may be printed. Shared by the static check of the
// handouts' markup (tests/static/classroom.test.ts: such words only in screen-only markup) and the
// browser's check of what print shows (tests/e2e/handout-pages.spec.ts).

export const SCREEN_WORDS = [
  /\btick(ed)?\b/i,
  /\bdrag(ging)?\b/i,
  /\bclick\b/i,
  /\bpress\b/i,
  /\bscrub(bing)?\b/i,
  /\btap\b/i,
  /\bhover\b/i,
  /plug in numbers/i,
  /new numbers/i,
  /show solution/i,
];

/** Each screen word found in `text` (a printed page's), with the words around it: none should be. */
export function screenWordsIn(text: string): string[] {
  return SCREEN_WORDS.flatMap((word) => {
    const found = text.match(new RegExp(`.{0,60}${word.source}.{0,30}`, 'i'));
    return found ? [`${word}: ${found[0].replace(/\s+/g, ' ')}`] : [];
  });
}
