import { MoreThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import { PricingPlan, UsageEvent, User, UserOptions } from '../db/entities';
import { updateOrInsert } from '../db/update-or-insert';

/** What a new account is made of; the id is the database's. */
export type NewUser = Pick<User, 'email' | 'passwordHash' | 'planId' | 'planPaid' | 'templateId' | 'trialEndsAt' | 'createdAt'>;

/** The users table: accounts, their plan and their Stripe subscription. */
export class UserRepository {
  private readonly users: Repository<User>;

  constructor(manager: EntityManager) {
    this.users = manager.getRepository(User);
  }

  byId(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The user, when they must exist (a signed-in user in a transaction). */
  byIdOrFail(id: number): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  byEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  bySubscriptionId(stripeSubscriptionId: string): Promise<User | null> {
    return this.users.findOneBy({ stripeSubscriptionId });
  }

  exists(id: number): Promise<boolean> {
    return this.users.existsBy({ id });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** Inserts the account; answers it with its new id. A taken e-mail fails on the unique index. */
  async insert(fields: NewUser): Promise<User> {
    const user = this.users.create({ ...fields });
    await this.users.insert(user);
    return user;
  }

  async update(id: number, change: Partial<Omit<User, 'id'>>): Promise<void> {
    await this.users.update({ id }, change);
  }

  async delete(id: number): Promise<void> {
    await this.users.delete({ id });
  }
}

/** The plans on sale (nobody's data). */
export class PlanRepository {
  private readonly plans: Repository<PricingPlan>;

  constructor(manager: EntityManager) {
    this.plans = manager.getRepository(PricingPlan);
  }

  /** In the order the plans view lists them. */
  all(): Promise<PricingPlan[]> {
    return this.plans.find({ order: { sortOrder: 'ASC' } });
  }

  byId(id: number): Promise<PricingPlan | null> {
    return this.plans.findOneBy({ id });
  }

  /** A user's plan, which always exists (a foreign key). */
  byIdOrFail(id: number): Promise<PricingPlan> {
    return this.plans.findOneByOrFail({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.plans.existsBy({ id });
  }
}

/** The user's remembered workflow choices (one row per user, made on first use). */
export class UserOptionsRepository {
  private readonly options: Repository<UserOptions>;

  constructor(manager: EntityManager) {
    this.options = manager.getRepository(UserOptions);
  }

  of(userId: number): Promise<UserOptions | null> {
    return this.options.findOneBy({ userId });
  }

  /** Sets some of the user's options, creating the row (the rest null) on first use (db/update-or-insert.ts). */
  async set(userId: number, changes: Partial<Omit<UserOptions, 'userId'>>): Promise<void> {
    await updateOrInsert(this.options, { userId }, changes, {
      userId,
      periodStartDate: null,
      selectedSheets: null,
      payPeriodType: null,
      googleSheetId: null,
      lastUpdateTimestamp: null,
      homeCurrency: null,
      locale: null,
      ...changes,
    });
  }
}

/** Uploads counted against the plan's monthly limit. */
export class UsageRepository {
  private readonly events: Repository<UsageEvent>;

  constructor(manager: EntityManager) {
    this.events = manager.getRepository(UsageEvent);
  }

  countSince(userId: number, sinceMs: number): Promise<number> {
    return this.events.countBy({ userId, createdAt: MoreThanOrEqual(sinceMs) });
  }

  async record(userId: number, atMs: number): Promise<void> {
    await this.events.insert({ userId, createdAt: atMs });
  }
}
