/**
 * Payees of a bank export without categories: the
 * description cleaned so one shop is one name, and the words that make a row a transfer.
 */
import { MAX_LABEL_LENGTH } from '../cells/text';

/** Longest cleaned payee. */
export const MAX_PAYEE_LENGTH = 60;

/**
 * A description cleaned to its payee: card numbers (`XXXX1234`, `*1234`), reference and check
 * numbers, dates and long digit runs removed, whitespace collapsed, at most 60 characters.
 */
export function cleanPayee(description: string): string {
  const text = description
    .slice(0, MAX_LABEL_LENGTH)
    .replace(/\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ') // dates
    .replace(/(?:x{2,}|\*+|#)\s*\d+/gi, ' ') // card and check numbers
    .replace(/\b(?:ref|reference|trace|id|tran|conf|no)\b\.?\s*[:#]?\s*[a-z0-9]*\d[a-z0-9]*/gi, ' ') // references
    .replace(/[a-z]*\d{4,}[a-z0-9]*/gi, ' ') // long digit runs and codes that hold them
    .replace(/[~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s:;,.-]+$/, '')
    .trim();
  return Array.from(text).slice(0, MAX_PAYEE_LENGTH).join('').trim();
}

/**
 * A transfer between one's own accounts or a card payment:
 * Transfer, Payment/Credit, Credit Card Payment, Autopay, Reconciliation, Monefy's `To '…'` /
 * `From '…'`, YNAB's `Transfer : …`.
 */
export function isTransferText(text: string): boolean {
  return (
    /\btransfer\b|\bcredit\s*card\s*payment\b|\bpayment\s*[/-]?\s*credit\b|\bautopay\b|\breconciliation\b|\bpayment\s+thank\s+you\b/i.test(
      text,
    ) || /^(?:to|from)\s+['‘’"]/i.test(text.trim())
  );
}
