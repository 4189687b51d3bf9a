/**
 * Helpers for the bank-statement and bank-CSV API tests (workbook-statements.test.ts,
 * workbook-locales.test.ts): text in the encodings banks export, the one table of a one-sheet
 * upload answer, and a signed-in user. The files themselves are written inline in the tests.
 */
import type { Response } from 'supertest';
import type { TableReading } from '../../src/domain/workbook/types';
import type { ApiClient } from './client';
import type { TestApp } from './test-app';

/** Lines joined with CRLF, with a final CRLF (what bank exports write). */
export const crlf = (...lines: string[]): string => lines.join('\r\n') + '\r\n';

/** Windows-1252's characters at 0x80–0x9F (where it differs from ISO-8859-1). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text in Windows-1252, byte for byte as a Western European bank exports it (throws on a character it cannot hold). */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const high = CP1252_HIGH[char];
      if (high !== undefined) return high;
      const code = char.codePointAt(0)!;
      if (code > 0xff || (code >= 0x80 && code <= 0x9f)) throw new Error(`${JSON.stringify(char)} has no Windows-1252 byte`);
      return code;
    }),
  );
}

/** UTF-16 without a byte-order mark, little- or big-endian. */
export function utf16WithoutBom(text: string, endian: 'le' | 'be'): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  return endian === 'le' ? bytes : bytes.swap16();
}

/** The single table of a one-sheet upload answer (200), with the sheet's name checked. */
export function onlyTable(res: Response, sheet: string): TableReading {
  if (res.status !== 200) throw new Error(`Expected 200, got ${res.status}: ${res.text.slice(0, 400)}`);
  expect(res.body.success).toBe(true);
  expect(res.body.data.sheet_names).toEqual([sheet]);
  expect(res.body.data.sheets).toHaveLength(1);
  expect(res.body.data.sheets[0].name).toBe(sheet);
  expect(res.body.data.sheets[0].tables).toHaveLength(1);
  return res.body.data.sheets[0].tables[0] as TableReading;
}

/** A newly registered user of `template` (plan 1: ten uploads a month, more than any test here makes). */
export async function signedIn(testApp: TestApp, email: string, template: string): Promise<ApiClient> {
  const client = testApp.client();
  await client.signUp(email, { template_id: template });
  return client;
}
