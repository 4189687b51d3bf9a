import Koa from 'koa';
import type { DataSource } from 'typeorm';
import type { TransactionAnalysisDto } from '../contracts';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import { AccountControlService } from '../services/account-control';
import { CurrencyRateService } from '../services/currency-rates';
import { AccountService } from '../services/accounts';
import { DashboardCountsService } from '../services/dashboard-counts';
import { billingSummary, developmentBilling, unconfiguredProductionBilling, type BillingProvider } from '../services/billing';
import { BillingEventService } from '../services/billing-events';
import { StripeBilling } from '../services/stripe-billing';
import type { Clock } from '../services/clock';
import { GoalSharingService } from '../services/goal-sharing';
import { GoalProjections } from '../services/goal-projections';
import { GoalService } from '../services/goals';
import { Database } from '../repositories/database';
import { DatabaseHealth } from '../services/health';
import type { Mailer } from '../services/mailer';
import { NetWorthService } from '../services/networth';
import { PasswordResetService } from '../services/password-reset';
import { RetirementService } from '../services/retirement';
import { SessionService } from '../services/sessions';
import { ThrottleService } from '../services/throttle';
import { WorkflowService } from '../services/workflow';
import { ExportService } from '../services/exports/exports';
import { ImportHistoryService } from '../services/imports';
import { SourcesService } from '../services/sources';
import { TransactionListService } from '../services/transactions';
import { AnalysisReadService } from '../services/workflow-analysis';
import type { WorkbookParserPool } from '../services/workbook';
import { compressAnswers } from './middleware/compress';
import { requireCsrf } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { retryAfterOnUnavailable } from './middleware/retry-after';
import { previewOriginsAnswer, securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { Readiness, refuseUntilReady } from './readiness';
import { accountRoutes } from './routes/account';
import { rateRoutes } from './routes/rates';
import { authRoutes } from './routes/auth';
import { billingRoutes, billingWebhookRoutes } from './routes/billing';
import { goalRoutes, publicGoalRoutes } from './routes/goals';
import { healthRoutes } from './routes/health';
import { networthRoutes } from './routes/networth';
import { retirementRoutes } from './routes/retirement';
import { summaryRoutes } from './routes/summary';
import { exportRoutes } from './routes/exports';
import { importRoutes } from './routes/imports';
import { sourceRoutes } from './routes/sources';
import { transactionRoutes } from './routes/transactions';
import { workflowRoutes } from './routes/workflow';
import { workflowStepRoutes } from './routes/workflow-steps';
import { templateDownloadRoutes } from './routes/workflow';
import { serveWeb, type FirstViewSource, type WebAssets } from './web';
import { message, translate } from '../i18n';
import { provideUserLocale, requestLanguage } from './language';
import { UserLocaleService } from '../services/user-locale';

export type AppConfig = Pick<Config, 'sessionSecret' | 'appUrl' | 'secureCookies' | 'nodeEnv'> &
  // The update-data workflow: upload bound and the Google Sheets source.
  Pick<Config, 'uploadMaxBytes' | 'googleApiKey' | 'googleSheetsRootUrl'> &
  // Origins the remotes are served from besides this one (the pages' CSP); none by default.
  // Origins a remote may be previewed from (PREVIEW_ORIGINS); none by default.
  Partial<Pick<Config, 'remotesOrigins' | 'previewOrigins'>> &
  // Stripe (README, Configuration); none: upgrades apply at once in development, 503 in production.
  Partial<Pick<Config, 'stripe'>>;

export interface AppDeps {
  dataSource: DataSource;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  /** Where plans are paid; omitted: chosen from the configuration (chooseBilling). */
  billing?: BillingProvider;
  /** The built front end; omitted in API tests. */
  web?: WebAssets;
  /** Trust the last X-Forwarded-For entry (behind one load balancer that appends it). */
  proxy?: boolean;
  /** Where uploaded files and Google Sheets are parsed; the process's pool when omitted. */
  parserPool?: WorkbookParserPool;
  /** Whether the database is connected and migrated; omitted: ready (the caller migrated first). */
  readiness?: Readiness;
}

/** Whatever nothing answered (no route, no file, no page) leaves as JSON, like every other error. */
function jsonForUnanswered(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404; // assigning a body would otherwise turn Koa's default 404 into 200
      ctx.body = { success: false, error: translate(message('http.notFound'), await requestLanguage(ctx)) };
    } else if (ctx.status === 405) {
      ctx.status = 405;
      ctx.body = { success: false, error: translate(message('http.methodNotAllowed', { method: ctx.method }), await requestLanguage(ctx)) };
    }
  };
}

/** Stripe when configured; without it, upgrades apply at once in development and never in production. */
export function chooseBilling(config: AppConfig, logger: Logger): BillingProvider {
  if (config.stripe) return new StripeBilling(config.stripe, config.appUrl, logger);
  return config.nodeEnv === 'production' ? unconfiguredProductionBilling : developmentBilling;
}

/** Builds the Koa app without listening; `server.ts` listens, tests use `app.callback()`. */
export function createApp(deps: AppDeps): Koa {
  const { dataSource, config, clock, mailer, logger } = deps;
  // Behind the one trusted load balancer, the client address is the LAST X-Forwarded-For entry (the
  // one the balancer appended); entries before it are whatever the client chose to send.
  const app = new Koa({ keys: [config.sessionSecret], proxy: deps.proxy ?? false, maxIpsCount: 1 });
  // Errors are answered by errorHandler; Koa's default stderr dump would print internals twice.
  app.silent = true;
  // Answers speak the signed-in user's language (language.ts), read only when one has words to say.
  const userLocale = new UserLocaleService(Database.of(dataSource));
  provideUserLocale(app, async (userId) => (await userLocale.of(userId)).locale);

  const throttle = new ThrottleService(dataSource, clock);
  const sessions = new SessionService(dataSource, clock, logger);
  const billing = deps.billing ?? chooseBilling(config, logger);
  const accounts = new AccountService(dataSource, clock, throttle, billing);
  const passwordReset = new PasswordResetService(dataSource, clock, mailer, sessions, throttle, config.appUrl, logger);
  // One store of computed projections for the list, the edits and the public card alike.
  const goalProjections = new GoalProjections();
  const goals = new GoalService(dataSource, clock, goalProjections);
  const goalSharing = new GoalSharingService(dataSource, clock, config.appUrl, goalProjections);
  const analysisReads = new AnalysisReadService(dataSource);
  const networth = new NetWorthService(dataSource);
  const transactionList = new TransactionListService(dataSource);
  const dashboardCounts = new DashboardCountsService(dataSource);
  // A signed-in dashboard's first view shows what these routes would answer (first-view.ts).
  const firstView: FirstViewSource = {
    read: async (user) => {
      const [session, analysis, counts] = await Promise.all([
        accounts.sessionView(user),
        analysisReads.transactionAnalysisJson(user.id),
        dashboardCounts.counts(user.id),
      ]);
      return {
        session,
        billing: billingSummary(user, billing, clock.now()),
        analysis: JSON.parse(analysis) as TransactionAnalysisDto,
        counts,
      };
    },
    logger,
  };

  app.use(requestLog(logger));
  // Outside the error handler, so error answers carry the headers too.
  app.use(
    securityHeaders({
      production: config.nodeEnv === 'production',
      httpsOnly: config.appUrl.startsWith('https:'),
      remoteOrigins: config.remotesOrigins,
      previewOrigins: config.previewOrigins,
    }),
  );
  app.use(previewOriginsAnswer(config.previewOrigins ?? []));
  // Outside the error handler too: error answers are compressed and a 502/503 told when to retry.
  app.use(compressAnswers());
  app.use(retryAfterOnUnavailable());
  app.use(errorHandler(logger));
  app.use(jsonForUnanswered());
  if (deps.web) app.use(serveWeb(deps.web, config.nodeEnv === 'production', firstView));
  const readiness = deps.readiness ?? new Readiness(true);
  app.use(healthRoutes(new DatabaseHealth(dataSource), readiness).routes());
  app.use(refuseUntilReady(readiness));
  // The shared-goal card is public: before the session (no cookie read or set) and CSRF (GET only).
  app.use(publicGoalRoutes(goalSharing));
  // Stripe's webhook carries neither cookie nor CSRF token: its signature is checked instead.
  const webhook = billingWebhookRoutes(new BillingEventService(dataSource, billing, clock));
  app.use(webhook.routes());
  app.use(webhook.allowedMethods());
  app.use(loadSession(sessions, accounts, config.secureCookies));
  app.use(requireCsrf({ secret: config.sessionSecret }));

  const routers = [
    authRoutes({ accounts, sessions, passwordReset, secureCookies: config.secureCookies, csrfSecret: config.sessionSecret }),
    billingRoutes(billing, clock),
    accountRoutes(new AccountControlService(dataSource, clock, sessions, throttle, billing), clock, config.secureCookies),
    rateRoutes(new CurrencyRateService(dataSource, clock)),
    workflowRoutes(),
    templateDownloadRoutes(clock),
    networthRoutes(networth),
    workflowStepRoutes(new WorkflowService(dataSource, clock, config, deps.parserPool), config.uploadMaxBytes),
    summaryRoutes(analysisReads, dashboardCounts),
    transactionRoutes(transactionList),
    importRoutes(new ImportHistoryService(dataSource)),
    sourceRoutes(new SourcesService(dataSource, clock)),
    exportRoutes(new ExportService(transactionList, analysisReads, goals, networth, Database.of(dataSource))),
    goalRoutes(goals, goalSharing),
    retirementRoutes(new RetirementService(dataSource, clock, analysisReads)),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
