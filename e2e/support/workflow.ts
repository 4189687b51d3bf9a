import { expect, type APIRequestContext } from '@playwright/test';
import { csrfToken, PASSWORD } from './accounts';

export type TemplateId = 'wealth-whisperer' | 'zero-based-budget' | '50-30-20' | 'debt-free-mom';

/** Signs up through the real API with the given budget template; the request context is signed in after. */
export async function registerWithTemplate(request: APIRequestContext, email: string, templateId: TemplateId): Promise<void> {
  const response = await request.post('/auth/register', {
    headers: { 'X-CSRFToken': await csrfToken(request) },
    data: { register_email: email, register_password: PASSWORD, register_password2: PASSWORD, plan_id: 1, template_id: templateId },
  });
  expect(response.ok(), `register: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The template's sample workbook as the server generates it (`GET /workflow/templates/<id>/sample.xlsx`). */
export async function downloadSample(request: APIRequestContext, templateId: TemplateId): Promise<Buffer> {
  const response = await request.get(`/workflow/templates/${templateId}/sample.xlsx`);
  expect(response.ok(), `sample of ${templateId}: ${response.status()}`).toBe(true);
  expect(response.headers()['content-type']).toContain('spreadsheetml');
  return response.body();
}

interface StepAnswer<T> {
  success: boolean;
  error?: string;
  data?: T;
}

/**
 * Runs upload → options (as suggested) → categories (as guessed) straight through the API, for a
 * test that needs a stored analysis to start from rather than to watch it being made.
 */
export async function analyseViaApi(
  request: APIRequestContext,
  templateId: TemplateId,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  const step = `/workflow/api/template/${templateId}/step`;
  const headers = { 'X-CSRFToken': await csrfToken(request) };
  const upload = await request.post(`${step}/upload`, {
    headers,
    multipart: {
      file_source_type: 'file',
      file: { name: file.name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file.buffer },
    },
  });
  const uploaded = (await upload.json()) as StepAnswer<{
    suggested_options: { selected_sheets: string[]; selected_date: string; period_type: string };
  }>;
  expect(uploaded.success, `upload: ${uploaded.error}`).toBe(true);

  const options = await request.post(`${step}/options`, {
    headers,
    data: { ...uploaded.data!.suggested_options, template_id: templateId },
  });
  const chosen = (await options.json()) as StepAnswer<{ categories: unknown[] }>;
  expect(chosen.success, `options: ${chosen.error}`).toBe(true);

  const categories = await request.post(`${step}/categories`, { headers, data: { categories: chosen.data!.categories } });
  const saved = (await categories.json()) as StepAnswer<unknown>;
  expect(saved.success, `categories: ${saved.error}`).toBe(true);
}
