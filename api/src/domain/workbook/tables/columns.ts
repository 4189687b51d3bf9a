/** Spreadsheet columns as people name them: `A` … `Z`, `AA` …, the letters the readings and settings use. */

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  let n = column + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** `AA` → 26; null for anything that is not a column's letters. */
export function columnIndex(letters: string): number | null {
  if (!/^[A-Z]{1,3}$/.test(letters)) return null;
  let n = 0;
  for (const char of letters) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}
