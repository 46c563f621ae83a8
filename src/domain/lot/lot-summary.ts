/** What a lot's input had wrong, kept with the lot so its page shows it again after the confirmation. */
export type LotInputSummary = {
  /** Rows that are not a plate, with the row number a person sees in their file and the reason. */
  invalid: { row: number; value: string; reason: string }[];
  /** Plates that came more than once: checked once, every row listed. */
  duplicates: { plate: string; rows: number[] }[];
};
