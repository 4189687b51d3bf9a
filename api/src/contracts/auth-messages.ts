/**
 * What the auth forms and the server say alike, in a module of its own without zod: a screen that
 * needs only these words (the landing's dialogs) does not load the schemas with them.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_LOGIN = 'Invalid email or password';
export const RESET_REQUEST_MESSAGE = 'Password reset instructions have been sent if the email is valid.';
export const RESET_SUCCESS_MESSAGE = 'Password reset successful! You can now log in with your new password.';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token.';
/** Why uploading is refused, in the upload's 403 and the wizard's notice alike. */
export const TRIAL_ENDED = 'Your free trial has ended. Upgrade your plan to upload new data.';
export const uploadsUsedUp = (limit: number) =>
  `You have used all ${limit} uploads of your plan this month. Uploads open again next month, or upgrade your plan for more.`;
