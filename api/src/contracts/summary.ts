/**
 * `GET /summary/api/counts`: what the dashboard needs to choose between the welcome screen and the
 * summary, in one cheap read (counts and one row, no series, nothing recomputed).
 */
export interface DashboardCountsDto {
  /** How many savings goals the user has. */
  goals: number;
  /** How many net-worth entries the user has. */
  networth_entries: number;
  /** The stored analysis has data (its transaction analysis is not `{message:"No data"}`). */
  has_analysis: boolean;
  /** When the stored analysis was made (ISO 8601), null before any. */
  last_updated: string | null;
}
