/**
 * The reader's warnings and problems as the English answer writes them (services/reading-texts.ts),
 * so tests of the domain assert the sentences a person reads.
 */
import type { ReadingText } from '../../src/domain/workbook/types';
import { writtenText } from '../../src/services/reading-texts';

export function english(texts: readonly ReadingText[] | undefined): string[] {
  return (texts ?? []).map((text) => writtenText(text, 'en'));
}

export function englishText(text: ReadingText | null | undefined): string | null {
  return text === null || text === undefined ? null : writtenText(text, 'en');
}
