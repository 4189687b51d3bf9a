/**
 * The parts of a derived source of the planner: what defaults.ts writes a source from, what the API
 * sends as `bases`, and what source-basis.ts reads an older English source back into.
 */
export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export type SourceBasis =
  | {
      kind: 'spreadsheet';
      from: YearMonth;
      to: YearMonth;
      /** The retirement subcategories counted, as the user's file names them; empty when all savings count. */
      names: string[];
      /** The months of data the year's figure was annualised from; null for a whole year. */
      annualisedFrom: number | null;
    }
  | {
      kind: 'net worth';
      /** The categories summed, as the user named them (written joined by ` and `). */
      categories: string[];
      /** `YYYY-MM-DD` of the latest entry among them. */
      latestDate: string;
    };
