/**
 * Answers that embed stored JSON text as it is. The analysis is stored as the JSON the reads send
 *, so answers
 * are assembled around that text instead of parsing it back into objects.
 */

/** `visuals_data` (`VisualsDataDto`) from the two stored texts. */
export function visualsJson(transactionAnalysis: string, spendingAnalysis: string): string {
  return `{"transaction_analysis":${transactionAnalysis},"spending_analysis":${spendingAnalysis}}`;
}

/** The JSON text of an object with one more property, whose value is the given JSON text. */
export function withRawProperty(objectJson: string, key: string, valueJson: string): string {
  if (!objectJson.startsWith('{') || !objectJson.endsWith('}')) throw new Error('withRawProperty needs the JSON text of an object.');
  const separator = objectJson === '{}' ? '' : ',';
  return `${objectJson.slice(0, -1)}${separator}${JSON.stringify(key)}:${valueJson}}`;
}
