// What a chapter declares about its contained boxes (src/kit/Contained.tsx) for
// checks/contained-layout.ts: the default export of tests/e2e/<slug>.contained.ts, a slider whose
// drag makes a contained box's content longer, then shorter, while the reader holds the pointer down.
export interface HeldBox {
  /** The slider's id. */
  slider: string;
  /** The contained box (.contained) whose content the slider makes longer and shorter. */
  box: string;
  /** A value of the slider at which the content is long, and one at which it is at least 10 px shorter. */
  long: number;
  short: number;
}
