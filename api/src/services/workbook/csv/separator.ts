/**
 * The separator of a CSV file, one of `,` `;` tab `|`, told from its first lines (csv-reader.ts
 * reads the rest). A leaf: the refusals and notes (../messages.ts) name separators too.
 */

const SEPARATORS = [',', ';', '\t', '|'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** Lines looked at to detect the separator, and how far into the text at most. */
const SAMPLE_LINES = 20;
export const SAMPLE_CHARS = 64 * 1024;

/**
 * The separator that splits the first non-empty lines most consistently: for each candidate, the
 * count (> 0, outside quotes) most lines share, and on how many lines; the candidate shared by the
 * most lines wins, then the one making more fields. So `1.234,56` amounts in a `;` file (one comma
 * on some lines, two semicolons on every one) pick `;`, and a title line above the header (no
 * separator at all) changes nothing. `,` when no line has any.
 */
export function detectSeparator(text: string): Separator {
  const lines: number[][] = [];
  let counts = SEPARATORS.map(() => 0);
  let quoted = false;
  let blank = true;
  const endLine = () => {
    if (!blank) lines.push(counts);
    counts = SEPARATORS.map(() => 0);
    blank = true;
  };
  const limit = Math.min(text.length, SAMPLE_CHARS);
  for (let index = 0; index < limit && lines.length < SAMPLE_LINES; index += 1) {
    const char = text[index];
    if (char === '"') {
      quoted = !quoted;
      blank = false;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') endLine();
    else {
      const at = SEPARATORS.indexOf(char as Separator);
      if (at >= 0) counts[at] += 1;
      if (char !== ' ' && char !== '\ufeff') blank = false;
    }
  }
  if (lines.length < SAMPLE_LINES) endLine();

  let best: { separator: Separator; lines: number; count: number } = { separator: ',', lines: 0, count: 0 };
  SEPARATORS.forEach((separator, at) => {
    const byCount = new Map<number, number>();
    for (const line of lines) if (line[at] > 0) byCount.set(line[at], (byCount.get(line[at]) ?? 0) + 1);
    for (const [count, sharing] of byCount) {
      if (sharing > best.lines || (sharing === best.lines && count > best.count)) best = { separator, lines: sharing, count };
    }
  });
  return best.separator;
}
