// What a page's reveal claims read (reveals.test.ts): each line of a prediction's reveal, its values
// at the question's configuration (`from`) and at the answer's (`to`), and its notes there.
export interface LineAt {
  label: string;
  from: number[];
  to: number[];
  notes: [string | undefined, string | undefined];
}

/** By prediction id: expectations on its lines' numbers that its correct choice makes. */
export type Claims = Readonly<Record<string, (lines: LineAt[]) => void>>;
