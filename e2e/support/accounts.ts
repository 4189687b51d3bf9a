import type { APIRequestContext } from '@playwright/test';

let counter = 0;
/** A unique address per test, so tests never depend on each other's data. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse 42';

/** The session's CSRF token, which every POST/PUT/DELETE carries in `X-CSRFToken`. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/auth/csrf-token')).json()) as { csrf_token: string }).csrf_token;
}

/** Creates an account through the real API (CSRF dance included); the request context is signed in after. */
export async function registerViaApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const response = await request.post('/auth/register', {
    headers: { 'X-CSRFToken': await csrfToken(request) },
    data: { register_email: email, register_password: password, register_password2: password, plan_id: 1, template_id: 'wealth-whisperer' },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

/** Signs out through the real API so the next page starts signed out. */
export async function logoutViaApi(request: APIRequestContext): Promise<void> {
  await request.post('/auth/logout', { headers: { 'X-CSRFToken': await csrfToken(request) } });
}
