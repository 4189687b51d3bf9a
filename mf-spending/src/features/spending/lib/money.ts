/**
 * The wire carries money as dollars with at most two decimals (server.md section 4). Comparisons
 * and ratios are worked out on whole cents so that e.g. a change of exactly 5 % is never pushed
 * over the threshold by binary floating point; percents then round once, with the server's
 * `percentOf` (`@ontrack/api/domain`).
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
