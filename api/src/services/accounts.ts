import type { DataSource } from 'typeorm';
import { type PricingPlanDto, type SessionDto, type UserOptionsMetadataDto } from '../contracts';
import type { PricingPlan, User } from '../db/entities';
import { DEFAULT_STEPS, findTemplate } from '../domain/templates';
import { trialEndsAt } from '../domain/trial';
import { AppError, badRequest, notFound, tooManyRequests } from '../errors';
import { Database } from '../repositories/database';
import type { BillingProvider } from './billing';
import type { Clock } from './clock';
import { readEligibility } from './eligibility';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { ThrottleService, type ThrottleRule } from './throttle';
import { message } from '../i18n';

export const LOGIN_FAILURES_PER_EMAIL: ThrottleRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = { limit: 30, windowMs: 15 * 60 * 1000 };

/** The bucket counting failed sign-ins for one e-mail (a password reset clears it too). */
export const loginEmailBucket = (email: string) => ThrottleService.bucket('login-email', email);

export interface RegisterInput {
  email: string;
  password: string;
  planId: number;
  templateId: string;
}

function planToDto(plan: PricingPlan): PricingPlanDto {
  return {
    id: plan.id,
    plan_name: plan.planName,
    price: plan.priceCents / 100,
    usage_limit: plan.usageLimit,
    descriptions: JSON.parse(plan.descriptions) as string[],
  };
}

/** Accounts and plans: registration, sign-in checks, the session view of a user, upgrades. */
export class AccountService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly throttle: ThrottleService,
    private readonly billing: BillingProvider,
  ) {
    this.db = Database.of(dataSource);
  }

  async listPlans(): Promise<PricingPlanDto[]> {
    const plans = await this.db.repos.plans.all();
    return plans.map(planToDto);
  }

  async register(input: RegisterInput): Promise<User> {
    if (!findTemplate(input.templateId)) throw badRequest(message('auth.chooseTemplate'));
    const plan = await this.db.repos.plans.byId(input.planId);
    if (!plan) throw badRequest(message('auth.choosePlan'));
    if (await this.db.repos.users.emailTaken(input.email)) throw badRequest(message('auth.emailTaken'));
    // Hashing is slow on purpose, so it runs only for a request that can succeed.
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async ({ users }) => {
      if (await users.emailTaken(input.email)) throw badRequest(message('auth.emailTaken'));
      const now = this.clock.now();
      try {
        return await users.insert({
          email: input.email,
          passwordHash,
          planId: plan.id,
          planPaid: false,
          templateId: input.templateId,
          trialEndsAt: trialEndsAt(now),
          createdAt: now,
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (await users.emailTaken(input.email)) throw badRequest(message('auth.emailTaken'));
        throw error;
      }
    });
  }

  /**
   * Checks credentials. Unknown e-mail and wrong password take the same time and give the same
   * answer; repeated failures per e-mail or per address are slowed down with a 429. The attempt is
   * counted before the password is checked (and taken back when it was right), so parallel guesses
   * are held to the limit as well as sequential ones.
   */
  async authenticate(email: string, password: string, address: string): Promise<User> {
    const emailBucket = loginEmailBucket(email);
    // The user is read while the attempt is counted (a round trip each), and looked at only if it may go on.
    const [attempt, user] = await Promise.all([
      this.throttle.attempt([
        { bucket: emailBucket, rule: LOGIN_FAILURES_PER_EMAIL },
        { bucket: ThrottleService.bucket('login-ip', address), rule: LOGIN_FAILURES_PER_ADDRESS },
      ]),
      this.db.repos.users.byEmail(email),
    ]);
    if (attempt.retryAfterSeconds > 0) throw tooManyRequests(message('auth.tooManySignIns'), attempt.retryAfterSeconds);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    // A failure stays counted; a success is no failure, and it forgets the e-mail's earlier ones.
    if (!user || !valid) throw new AppError(401, message('auth.invalidLogin'));
    await this.throttle.succeeded(attempt.eventIds, emailBucket);
    return user;
  }

  async findUser(userId: number): Promise<User | null> {
    return this.db.repos.users.byId(userId);
  }

  /** The session fields plus steps and trial end. */
  async sessionView(user: User): Promise<SessionDto> {
    const [{ eligible, usageUsed, plan }, options] = await Promise.all([
      readEligibility(this.db.repos, user, this.clock.now()),
      this.db.repos.userOptions.of(user.id),
    ]);
    const template = findTemplate(user.templateId);
    return {
      success: true,
      logged_in: true,
      id: user.id,
      user: user.email,
      email: user.email,
      eligible,
      plan_id: plan.id,
      plan_name: plan.planName,
      usage_limit: plan.usageLimit,
      usage_used: usageUsed,
      template_id: user.templateId,
      trial_ends_at: new Date(user.trialEndsAt).toISOString(),
      steps: template?.steps ?? DEFAULT_STEPS,
      home_currency: options?.homeCurrency ?? null,
      locale: options?.locale ?? null,
    };
  }

  async upgrade(user: User, planId: number): Promise<{ url: string } | null> {
    const plan = await this.db.repos.plans.byId(planId);
    if (!plan) throw notFound(message('billing.noSuchPlan'));
    const checkout = await this.billing.startCheckout(user, plan);
    if (checkout) return checkout;
    await this.db.repos.users.update(user.id, { planId: plan.id, planPaid: true });
    return null;
  }

  async optionsMetadata(userId: number): Promise<UserOptionsMetadataDto> {
    const options = await this.db.repos.userOptions.of(userId);
    return {
      period_start_date: options?.periodStartDate ?? null,
      selected_sheets: options?.selectedSheets ? (JSON.parse(options.selectedSheets) as string[]) : [],
      pay_period_type: options?.payPeriodType ?? null,
      google_sheet_id: options?.googleSheetId ?? null,
      last_update_timestamp: options?.lastUpdateTimestamp ? new Date(options.lastUpdateTimestamp).toISOString() : null,
    };
  }
}
