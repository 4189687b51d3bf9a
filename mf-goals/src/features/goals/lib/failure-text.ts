import { errorMessage } from '@ontrack/shell/platform';

/**
 * The message (`Failed to create goal`, `Failed to update goal`, …), followed
 * by the server's reason when it gave one, so the person knows what to fix.
 */
export function failureText(failure: unknown, message: string): string {
  const reason = errorMessage(failure, '');
  return reason ? `${message}: ${reason}` : message;
}
