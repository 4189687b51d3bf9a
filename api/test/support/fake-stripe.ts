/**
 * A loopback stand-in for the parts of Stripe's API OnTrack uses, speaking Stripe's protocol: the
 * official SDK talks to it unchanged through STRIPE_API_URL (form-encoded requests with a Bearer
 * key, Stripe-shaped JSON objects and errors), and it sends webhooks signed with Stripe's scheme
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`, made by the SDK's own
 * generateTestHeaderString).
 *
 * Endpoints: `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/{id}`,
 * `POST /v1/billing_portal/sessions`, `GET|DELETE /v1/subscriptions/{id}`; and the pages a browser
 * opens: `GET /pay/{session}` (a checkout page whose Pay button completes the payment, sends
 * `checkout.session.completed` and redirects to the success URL) and `GET /portal/{session}`.
 *
 *   const stripe = await FakeStripe.start({ deliver: (payload, signature) => post to /billing/webhook });
 *   stripe.config        // STRIPE_* settings for the app
 *   await stripe.pay(sessionId)   // as the Pay button
 *   await stripe.cancelSubscription(id)  // as the customer cancelling in the portal
 *   await stripe.renew(id) / failRenewal(id) / payOpenInvoice(id)  // a renewal charged, failed, retried
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_ontrack_standin';
export const FAKE_WEBHOOK_SECRET = 'whsec_ontrack_standin';
export const FAKE_PRICES = { Monthly: 'price_monthly_test', Annual: 'price_annual_test', Lifetime: 'price_lifetime_test' } as const;

const DAY_S = 86_400;
/** Period length of each recurring price, in seconds. */
const PERIOD_S: Record<string, number> = { [FAKE_PRICES.Monthly]: 30 * DAY_S, [FAKE_PRICES.Annual]: 365 * DAY_S };

type Json = Record<string, unknown>;

export interface CheckoutSessionRecord {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  created: number;
  /** Kept by the stand-in: Stripe does not put line items on the session object or its events. */
  lineItems: Array<{ price: string; quantity: number }>;
}

export interface SubscriptionRecord {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      quantity: number;
      current_period_end: number;
    }>;
  };
}

export interface FakeStripeOptions {
  /** Sends a signed webhook to the app; answers the app's HTTP status. Default: POST to `webhookUrl`. */
  deliver?: (payload: string, signature: string) => Promise<number>;
  webhookUrl?: string;
  /** The stand-in's notion of now, in ms (periods start here); default the real clock. */
  now?: () => number;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded as Stripe decodes it (nested `a[b][0][c]` keys). */
  params: Json;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly sessions = new Map<string, CheckoutSessionRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly portalSessions = new Map<string, Json>();
  readonly requests: RecordedStripeRequest[] = [];
  /** Every webhook sent, with the app's answer. */
  readonly deliveries: Array<{ event: Json; status: number }> = [];
  /** While set, every API call answers this Stripe error status (500: the provider is down). */
  failWith: number | null = null;

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    private readonly options: FakeStripeOptions,
  ) {}

  static async start(options: FakeStripeOptions = {}): Promise<FakeStripe> {
    // The fake needs the server's port, so it answers the server's requests once it exists.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeStripe(server, `http://127.0.0.1:${port}`, options);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      fake.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    return fake;
  }

  /** The app's STRIPE_* configuration for this stand-in. */
  get config() {
    return { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: this.url, prices: { ...FAKE_PRICES } };
  }

  /** The same, as environment variables for a server process. */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: this.url,
      STRIPE_PRICE_MONTHLY: FAKE_PRICES.Monthly,
      STRIPE_PRICE_ANNUAL: FAKE_PRICES.Annual,
      STRIPE_PRICE_LIFETIME: FAKE_PRICES.Lifetime,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private nowSeconds(): number {
    return Math.floor((this.options.now?.() ?? Date.now()) / 1000);
  }

  /** Signs a payload as Stripe does, at `timestampSeconds` (default: the real now, as Stripe's servers). */
  static sign(payload: string, secret = FAKE_WEBHOOK_SECRET, timestampSeconds?: number): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
  }

  /** A Stripe event wrapping `object`, as JSON text. */
  static eventPayload(type: string, object: Json, id = newId('evt')): string {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-02-24.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  /** Signs and sends an event to the app; answers the event and the app's status. */
  async sendEvent(type: string, object: Json, id?: string): Promise<{ payload: string; status: number }> {
    const payload = FakeStripe.eventPayload(type, object, id);
    return { payload, status: await this.deliverPayload(payload) };
  }

  /** Sends a payload already made (a replay sends the same one twice). */
  async deliverPayload(payload: string): Promise<number> {
    const signature = FakeStripe.sign(payload);
    const deliver = this.options.deliver ?? ((body, sig) => this.postToWebhookUrl(body, sig));
    const status = await deliver(payload, signature);
    this.deliveries.push({ event: JSON.parse(payload) as Json, status });
    return status;
  }

  private async postToWebhookUrl(payload: string, signature: string): Promise<number> {
    if (!this.options.webhookUrl) throw new Error('FakeStripe has neither deliver nor webhookUrl');
    const res = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** What the Pay button does: the payment succeeds, the event is sent, the success URL is answered. */
  async pay(sessionId: string): Promise<{ successUrl: string; status: number }> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const now = this.nowSeconds();
    session.customer ??= newId('cus');
    if (session.mode === 'subscription') {
      const price = session.lineItems[0].price;
      const end = now + (PERIOD_S[price] ?? 30 * DAY_S);
      const subscription: SubscriptionRecord = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        current_period_start: now,
        current_period_end: end,
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: { ...session.metadata },
        items: {
          object: 'list',
          data: [
            { id: newId('si'), object: 'subscription_item', price: { id: price, object: 'price' }, quantity: 1, current_period_end: end },
          ],
        },
      };
      this.subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    const status = (await this.sendEvent('checkout.session.completed', this.sessionJson(session))).status;
    return { successUrl: session.success_url, status };
  }

  /** Cancels at the provider (as the customer in the portal) and sends `customer.subscription.deleted`. */
  async cancelSubscription(subscriptionId: string): Promise<number> {
    const subscription = this.cancel(subscriptionId);
    return (await this.sendEvent('customer.subscription.deleted', subscription as unknown as Json)).status;
  }

  /**
   * A renewal as Stripe runs it: at the period's end the subscription moves to the next period
   * (`customer.subscription.updated`, still active) before the renewal invoice is charged; then the
   * charge succeeds and `invoice.paid` is sent.
   */
  async renew(subscriptionId: string): Promise<number> {
    const moved = await this.startNextPeriod(subscriptionId);
    if (moved !== 200) return moved;
    return this.payOpenInvoice(subscriptionId);
  }

  /**
   * A renewal whose charge fails: the subscription has moved to the next period all the same (as
   * Stripe's do), goes past due, and `invoice.payment_failed` is sent.
   */
  async failRenewal(subscriptionId: string): Promise<number> {
    const moved = await this.startNextPeriod(subscriptionId);
    if (moved !== 200) return moved;
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'past_due';
    return (await this.sendEvent('invoice.payment_failed', this.invoiceJson(subscription, 'open'))).status;
  }

  /** The open invoice of the current period is paid (e.g. Stripe's retry succeeds): active again, `invoice.paid`. */
  async payOpenInvoice(subscriptionId: string): Promise<number> {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'active';
    return (await this.sendEvent('invoice.paid', this.invoiceJson(subscription, 'paid'))).status;
  }

  /** The period rolls over: the subscription's period is the next one, `customer.subscription.updated`. */
  private async startNextPeriod(subscriptionId: string): Promise<number> {
    const subscription = this.subscription(subscriptionId);
    const length = subscription.current_period_end - subscription.current_period_start;
    subscription.current_period_start = subscription.current_period_end;
    subscription.current_period_end += length;
    subscription.items.data[0].current_period_end = subscription.current_period_end;
    return (await this.sendEvent('customer.subscription.updated', subscription as unknown as Json)).status;
  }

  subscription(id: string): SubscriptionRecord {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  /** The newest checkout session (the one the last upgrade created). */
  lastSession(): CheckoutSessionRecord {
    const all = [...this.sessions.values()];
    if (!all.length) throw new Error('no checkout session yet');
    return all[all.length - 1];
  }

  private cancel(subscriptionId: string): SubscriptionRecord {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'canceled';
    subscription.canceled_at = this.nowSeconds();
    return subscription;
  }

  private invoiceJson(subscription: SubscriptionRecord, status: string): Json {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status,
      paid: status === 'paid',
      period_end: subscription.current_period_end,
    };
  }

  private sessionJson(session: CheckoutSessionRecord): Json {
    const { lineItems: _lineItems, ...json } = session;
    return json;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, type: string, message: string) => send(status, { error: { type, message } });

    // The browser's pages.
    const page = /^\/(pay|portal)\/([\w]+)$/.exec(url.pathname);
    if (page) return this.page(page[1], page[2], req.method ?? 'GET', res);

    if (!url.pathname.startsWith('/v1/'))
      return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    const params = parse(req.method === 'GET' ? url.search.slice(1) : body) as Json;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    if (this.failWith) return error(this.failWith, 'api_error', 'Something went wrong on Stripe’s end.');

    const route = `${req.method} ${url.pathname}`;
    let match: RegExpExecArray | null;
    if (route === 'POST /v1/checkout/sessions') return this.createSession(params, send, error);
    if ((match = /^GET \/v1\/checkout\/sessions\/([\w]+)$/.exec(route))) {
      const session = this.sessions.get(match[1]);
      return session
        ? send(200, this.sessionJson(session))
        : error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      if (typeof params.customer !== 'string' || ![...this.sessions.values()].some((s) => s.customer === params.customer)) {
        return error(400, 'invalid_request_error', `No such customer: '${String(params.customer)}'`);
      }
      const id = newId('bps');
      const portal = {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `${this.url}/portal/${id}`,
        livemode: false,
        created: this.nowSeconds(),
      };
      this.portalSessions.set(id, portal);
      return send(200, portal);
    }
    if ((match = /^(GET|DELETE) \/v1\/subscriptions\/([\w]+)$/.exec(route))) {
      const subscription = this.subscriptions.get(match[2]);
      if (!subscription) return error(404, 'invalid_request_error', `No such subscription: '${match[2]}'`);
      if (match[1] === 'DELETE') {
        if (subscription.status === 'canceled') return error(400, 'invalid_request_error', 'This subscription has already been canceled.');
        this.cancel(subscription.id);
      }
      return send(200, subscription);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
  }

  private createSession(
    params: Json,
    send: (status: number, json: unknown) => void,
    error: (status: number, type: string, message: string) => void,
  ): void {
    const lineItems = (params.line_items as Array<{ price?: string; quantity?: string }> | undefined) ?? [];
    const mode = params.mode;
    if (mode !== 'payment' && mode !== 'subscription') return error(400, 'invalid_request_error', 'Missing required param: mode.');
    if (!lineItems.length || lineItems.some((item) => !item.price || !Object.values(FAKE_PRICES).includes(item.price as never))) {
      return error(400, 'invalid_request_error', 'No such price.');
    }
    const recurring = lineItems.some((item) => item.price! in PERIOD_S);
    if (recurring !== (mode === 'subscription')) {
      return error(
        400,
        'invalid_request_error',
        mode === 'payment'
          ? 'You must be in `subscription` mode to use recurring prices.'
          : 'You must provide at least one recurring price in `subscription` mode.',
      );
    }
    if (typeof params.success_url !== 'string') return error(400, 'invalid_request_error', 'Missing required param: success_url.');
    const id = newId('cs_test');
    const session: CheckoutSessionRecord = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer: typeof params.customer === 'string' ? params.customer : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      subscription: null,
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : '',
      url: `${this.url}/pay/${id}`,
      livemode: false,
      created: this.nowSeconds(),
      lineItems: lineItems.map((item) => ({ price: item.price!, quantity: Number(item.quantity ?? 1) })),
    };
    this.sessions.set(id, session);
    send(200, this.sessionJson(session));
  }

  /** The checkout page (GET shows it, POST pays) and the portal page (a Cancel subscription button). */
  private async page(kind: string, id: string, method: string, res: http.ServerResponse): Promise<void> {
    const html = (status: number, content: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Stripe stand-in</title></head><body><main>${content}</main></body></html>`);
    };
    if (kind === 'pay') {
      const session = this.sessions.get(id);
      if (!session) return html(404, '<h1>No such checkout session</h1>');
      if (method === 'POST') {
        const { successUrl } = session.status === 'complete' ? { successUrl: session.success_url } : await this.pay(id);
        res.writeHead(303, { Location: successUrl });
        res.end();
        return;
      }
      const plan = session.lineItems[0]?.price ?? '';
      return html(
        200,
        `<h1>Pay OnTrack</h1><p>Plan price: ${plan}</p><form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Back</a>`,
      );
    }
    const portal = this.portalSessions.get(id);
    if (!portal) return html(404, '<h1>No such portal session</h1>');
    return html(200, `<h1>Manage your subscription</h1><a href="${String(portal.return_url)}">Return to OnTrack</a>`);
  }
}
