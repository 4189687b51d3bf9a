import Router from '@koa/router';
import type { BillingEventService } from '../../services/billing-events';
import { billingSummary, type BillingProvider } from '../../services/billing';
import type { Clock } from '../../services/clock';
import { badRequest } from '../../errors';
import { readRawBody } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { message } from '../../i18n';

/**
 * Stripe's webhook: no session and no CSRF token (Stripe has neither), its signature is the proof.
 * Mounted before the session middleware, like the public goal card.
 */
export function billingWebhookRoutes(events: BillingEventService): Router {
  const router = new Router({ prefix: '/billing' });
  router.post('/webhook', async (ctx) => {
    const rawBody = await readRawBody(ctx);
    const { applied } = await events.receive(rawBody, ctx.get('Stripe-Signature') || undefined);
    ctx.body = { received: true, applied };
  });
  return router;
}

/** The signed-in user's billing: what the plans view shows, and the way to Stripe's customer portal. */
export function billingRoutes(billing: BillingProvider, clock: Clock): Router {
  const router = new Router({ prefix: '/billing' });

  router.get('/summary', requireUser(), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = billingSummary(currentUser(ctx), billing, clock.now());
  });

  router.post('/portal', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    if (billing.configured && !user.stripeCustomerId) throw badRequest(message('billing.noSubscription'));
    ctx.body = { success: true, url: (await billing.openPortal(user.stripeCustomerId ?? '')).url };
  });

  return router;
}
