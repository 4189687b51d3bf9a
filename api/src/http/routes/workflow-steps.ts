import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import { categoriesStepRequest, googleSheetUploadRequest, optionsStepRequest, previewRequest } from '../../contracts/workflow';
import { AppError, badRequest } from '../../errors';
import { fileErrors } from '../../services/workbook/messages';
import { NotEligibleError, type WorkflowService } from '../../services/workflow';
import { fileOrJson, jsonOnly, uploadedFileBytes } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';
import { message } from '../../i18n';
import { requestLanguage } from '../language';
import { validationMessage, zodIssueMessage } from '../../i18n-validation';

/** Room for the multipart envelope (boundaries, part headers, the file_source_type field) around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const STEP = '/workflow/api/template/:template/step';

/** Before any byte of the body is read: signed in, template, source, eligibility, declared size. */
function uploadGate(workflow: WorkflowService, maxBytes: number): RouterMiddleware {
  return async (ctx, next) => {
    const user = currentUser(ctx);
    const multipart = Boolean(ctx.is('multipart/form-data'));
    if (!multipart && !ctx.is('json')) {
      throw new AppError(415, message('workflow.wrongContentType'));
    }
    workflow.template(ctx.params.template, multipart ? 'file' : undefined);
    await workflow.assertEligible(user);
    const declared = Number(ctx.get('Content-Length'));
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      ctx.set('Connection', 'close');
      throw fileErrors.tooLarge(maxBytes);
    }
    await next();
  };
}

/** A refused upload says whether the user may upload at all. */
function answerNotEligible(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof NotEligibleError)) throw error;
      ctx.status = 403;
      ctx.body = { success: false, error: error.messageIn(await requestLanguage(ctx)), eligible: false, usage_used: error.usageUsed };
    }
  };
}

/** The categories body, with a failing row named by its position and names. */
function parseCategories(body: unknown) {
  const result = categoriesStepRequest.safeParse(body ?? {}, { error: zodIssueMessage });
  if (result.success) return result.data.categories;
  const issue = result.error.issues[0];
  const [field, index] = issue?.path ?? [];
  if (field === 'categories' && typeof index === 'number') {
    const row = (body as { categories?: Record<string, unknown>[] }).categories?.[index];
    const problem = validationMessage(issue.message);
    if (typeof row?.category === 'string' && typeof row?.sub_category === 'string')
      throw badRequest(
        message('workflow.categoryRowProblem', { row: index + 1, category: row.category, subcategory: row.sub_category, problem }),
      );
    throw badRequest(message('validationAt.categoryRow', { row: index + 1, problem }));
  }
  throw badRequest(issue ? validationMessage(issue.message) : message('http.invalidRequest'));
}

/** The three steps of the update-data workflow; JSON answers only. */
export function workflowStepRoutes(workflow: WorkflowService, maxUploadBytes: number): Router {
  const router = new Router();

  router.post(
    `${STEP}/upload`,
    answerNotEligible(),
    requireUser(),
    uploadGate(workflow, maxUploadBytes),
    fileOrJson(maxUploadBytes),
    async (ctx) => {
      const user = currentUser(ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      // Read while the upload reads what it needs of the user's (WorkflowService.upload): each is a round trip.
      const language = requestLanguage(ctx);
      let answer: string;
      if (ctx.is('multipart/form-data')) {
        if (body.file_source_type !== undefined && body.file_source_type !== 'file') {
          throw badRequest(message('workflow.sheetSentAsFile'));
        }
        const file = ctx.request.files?.file;
        const buffer = file && !Array.isArray(file) ? uploadedFileBytes(file) : undefined;
        if (!file || Array.isArray(file) || !buffer) throw badRequest(message('workflow.selectFile'));
        answer = await workflow.upload(
          user,
          ctx.params.template,
          { kind: 'file', buffer, fileName: file.originalFilename ?? '' },
          language,
        );
      } else {
        if (body.file_source_type === 'file') throw badRequest(message('workflow.selectFileMultipart'));
        const input = parseBody(googleSheetUploadRequest, body);
        answer = await workflow.upload(user, ctx.params.template, { kind: 'googleSheet', sheetIdOrUrl: input.sheet_id }, language);
      }
      ctx.type = 'json';
      ctx.body = answer;
    },
  );

  const optionsBody = jsonOnly({ jsonLimit: '256kb' });
  router.post(`${STEP}/options`, requireUser(), optionsBody, async (ctx) => {
    const input = parseBody(optionsStepRequest, ctx.request.body);
    const categories = await workflow.chooseOptions(currentUser(ctx), ctx.params.template, input);
    ctx.body = { success: true, data: { categories } };
  });

  // One sheet read again with the settings given: nothing is saved.
  router.post('/workflow/api/template/:template/preview', requireUser(), optionsBody, async (ctx) => {
    const input = parseBody(previewRequest, ctx.request.body);
    const language = await requestLanguage(ctx);
    ctx.body = { success: true, data: await workflow.preview(currentUser(ctx), ctx.params.template, input, language) };
  });

  // Room for thousands of rows with long names; the schema bounds the rest.
  const categoriesBody = jsonOnly({ jsonLimit: '8mb' });
  router.post(`${STEP}/categories`, requireUser(), categoriesBody, async (ctx) => {
    const rows = parseCategories(ctx.request.body);
    const { visuals, importSummary } = await workflow.saveCategories(currentUser(ctx), ctx.params.template, rows);
    ctx.type = 'json';
    ctx.body = `{"success":true,"data":{"visuals_data":${visuals},"import":${JSON.stringify(importSummary)}}}`;
  });

  return router;
}
