/** A refusal: the row (1-based) and the field or column, and why. */
export interface ImportIssue {
  row: number;
  field: string;
  reason: string;
}

/** One restaurant of an import file, as read, before any check. */
export interface ImportUnit {
  /** The row it starts on. */
  row: number;
  /** What restaurantImportSchema checks: a JSON element as it is, a CSV restaurant's rows made into one. */
  value: unknown;
  /** Refusals found while reading it (a cell that does not parse, rows that disagree). */
  issues: ImportIssue[];
  /** Where a path of `value` came from in the file. */
  locate(path: readonly PropertyKey[]): { row: number; field: string };
}

export const isIssue = (x: ImportUnit | ImportIssue): x is ImportIssue => 'reason' in x;
