/**
 * The step calls are judged by their answer's `success` and `error`, not only by the HTTP status
 *. The api turns `{success:false}` into an RTK Query error that keeps the
 * answer as `data`; this picks the text to show for any failure.
 */
export interface StepFailureTexts {
  /** The server answered but said no without a reason (e.g. "Upload failed"). */
  failed: string;
  /** No readable answer at all: network down, HTML error page, timeout. */
  unreachable: string;
}

export function stepErrorMessage(error: unknown, texts: StepFailureTexts): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string') {
    const message = (data as { error: string }).error.trim();
    if (message) return message;
  }
  const answered = typeof status === 'number' || status === 'CUSTOM_ERROR';
  return answered ? texts.failed : texts.unreachable;
}
