/**
 * Codes an error answer carries beside its message (`{success:false, error, code}`), for a client
 * that must act on the refusal itself rather than show it: the message is in the user's language,
 * the code is not.
 */

/** A state-changing call without the session's CSRF token: the shell fetches a new one and sends the call again (shell/src/platform/base-api.ts). */
export const CSRF_REFUSED_CODE = 'csrf';
