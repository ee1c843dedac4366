// A number as a person types it into a box: with a decimal point (6.87) or, as half of Europe writes
// it, a decimal comma (6,87), a typographic minus as well as a hyphen, an exponent. One reading for
// every box a reader types a number into (an exercise's answer, a parameter's number box), so that
// the same text never means two numbers on one page.
//
// Never read silently as another number: "1,234" is how one reader writes 1.234 and another 1234. It
// is read as a decimal (the comma is a decimal mark wherever it is accepted) and the reading says so
// (`readAs`), for the box to show and announce. Text that is no number gets a sentence saying what
// the box accepts, never NaN.

export type DecimalReading =
  | { kind: 'empty' }
  /** `readAs`: how an entry that could mean two numbers was read, to be shown beside the box, or null. */
  | { kind: 'number'; value: number; readAs: string | null }
  | { kind: 'invalid'; problem: string };

// One decimal mark (point or comma), digits on at least one side of it, an optional exponent. "6."
// and "6," are numbers (a half-typed "6.5" passes through them).
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;
// A comma that may be a thousands separator: one comma after one to three digits (not a lone 0),
// followed by exactly three digits, nothing else.
const GROUPED = /^[+-]?[1-9]\d{0,2},\d{3}$/;

export function readDecimal(text: string): DecimalReading {
  // The typographic minus the site prints (and a copied en dash) read as the hyphen a keyboard types.
  const s = text.trim().replace(/^[\u2212\u2013]/, '-');
  if (!s) return { kind: 'empty' };
  const value = NUMBER.test(s) ? Number(s.replace(',', '.')) : NaN;
  // Short words: this module is in every widget's code and the exercises'.
  if (!Number.isFinite(value))
    return {
      kind: 'invalid',
      problem: `“${s}” is not a number: type digits with one decimal point or comma, e.g. 6.87 or 6,87.`,
    };
  return {
    kind: 'number',
    value,
    readAs: GROUPED.test(s) ? `“${s}” read as ${s.replace(',', '.')} (the comma as a decimal mark).` : null,
  };
}
