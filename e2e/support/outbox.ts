import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outboxDir = () => path.join(process.env.E2E_RUN_DIR!, 'outbox');

/** Quoted-printable soft line breaks and escapes, as nodemailer writes them. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of the newest message in the outbox addressed to `email`, or null. */
export function latestResetLink(email: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(path.join(outboxDir(), file), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
    const match = /https?:\/\/[^\s"<>]+\/password-reset\/[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(raw));
    if (match) return match[0];
  }
  return null;
}
