/**
 * The parts of a derived source of the planner (defaults.ts), which the API sends as `bases` beside
 * its English `sources` (`spreadsheet: Dec 2025 – Nov 2026 (Pillar 3a), from 3 months of data,
 * annualised`, `net worth: Retirement and Investments, latest entry Jan 15, 2026`). `readSourceBasis`
 * reads such a source back into its parts only for an answer without them (cached from before the
 * API sent them); tested against the writer.
 */
import { SHORT_MONTH_NAMES, formatIsoDate } from '../calendar';
import { NET_WORTH_SOURCE_PREFIX, SPREADSHEET_SOURCE_PREFIX } from './defaults';
import type { SourceBasis, YearMonth } from './source-parts';

const MONTH = `(${SHORT_MONTH_NAMES.join('|')}) (\\d{4})`;
const SPREADSHEET = new RegExp(`^${MONTH} – ${MONTH}(?: \\((.*)\\))?(?:, from (\\d+) months? of data, annualised)?$`);
const NET_WORTH = new RegExp(`^(.+), latest entry (${SHORT_MONTH_NAMES.join('|')}) (\\d{1,2}), (\\d{4})$`);

const monthOf = (name: string, year: string): YearMonth => ({ year: Number(year), month: SHORT_MONTH_NAMES.indexOf(name) + 1 });

/** The parts of a derived source (`spreadsheet: …`, `net worth: …`); null for `saved`, `default` or text of another shape. */
export function readSourceBasis(source: string): SourceBasis | null {
  const colon = source.indexOf(': ');
  if (colon < 0) return null;
  const [kind, detail] = [source.slice(0, colon), source.slice(colon + 2)];
  if (kind === SPREADSHEET_SOURCE_PREFIX) {
    const match = SPREADSHEET.exec(detail);
    if (!match) return null;
    return {
      kind: 'spreadsheet',
      from: monthOf(match[1], match[2]),
      to: monthOf(match[3], match[4]),
      names: match[5] ? match[5].split(', ') : [],
      annualisedFrom: match[6] ? Number(match[6]) : null,
    };
  }
  if (kind === NET_WORTH_SOURCE_PREFIX) {
    const match = NET_WORTH.exec(detail);
    if (!match) return null;
    const latestDate = formatIsoDate({ year: Number(match[4]), month: SHORT_MONTH_NAMES.indexOf(match[2]) + 1, day: Number(match[3]) });
    return { kind: 'net worth', categories: match[1].split(' and '), latestDate };
  }
  return null;
}
