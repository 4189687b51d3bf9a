/**
 * One virtual user of the load run (bench/load.ts): the mix it runs in a loop, and what it expects
 * to find afterwards (read back by bench/load-readback.ts).
 */
import { HttpBrowser, type HttpAnswer } from './http-browser';
import { inDoubt, ok, type Recorder } from './load-recorder';

export const PASSWORD = 'load test password';
const TEMPLATE = 'wealth-whisperer';
/** Lifetime: 50 uploads a month, so the occasional upload is never refused for the plan. */
const PLAN_ID = 3;
/** Goals a user keeps at most (the server's cap is 100). */
const GOALS_PER_USER = 8;
const UPLOADS_PER_USER = 3;

interface ExpectedGoal {
  name: string;
  /** The transactions as last acknowledged, by description. */
  descriptions: string[];
  /** The goal as the server last answered it (ids of transactions, version). */
  answer: { version?: number; oneTimeTransactions: { id: number; description: string; amount: number; date: string }[] };
}

// The fields of the answers the mix reads (HttpAnswer.body is the JSON as it came).
type GoalAnswer = ExpectedGoal['answer'] & { id: number };
export interface GoalListAnswer {
  result: (GoalAnswer & { name: string })[];
}
interface OptionsAnswer {
  data: { categories: unknown };
}

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

export class VirtualUser {
  readonly browser: HttpBrowser;
  private signedIn = false;
  private counter = 0;
  readonly goals = new Map<number, ExpectedGoal>();
  readonly deletedGoals = new Set<number>();
  /** Goals a write to which was in doubt: their content is not checked. */
  readonly goalsInDoubt = new Set<number>();
  readonly entries = new Set<number>();
  private categoriesReady = false;
  uploads = 0;
  uploadsInDoubt = 0;
  /** The salary of the last acknowledged analysis, which the spending read must show. */
  analysedIncome: number | null = null;
  analysisInDoubt = false;
  acknowledgedWrites = 0;

  constructor(
    readonly email: string,
    private readonly recorder: Recorder,
    base: string,
    readonly address: string,
  ) {
    this.browser = new HttpBrowser(base, { 'X-Forwarded-For': address });
  }

  private send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object | FormData) {
    return this.recorder.send(this.browser, method, url, body);
  }

  private acknowledged(answer: HttpAnswer | null): boolean {
    if (!ok(answer)) return false;
    this.acknowledgedWrites += 1;
    return true;
  }

  async signUp(): Promise<void> {
    await this.send('GET', '/auth/csrf-token');
    const answer = await this.send('POST', '/auth/register', {
      register_email: this.email,
      register_password: PASSWORD,
      register_password2: PASSWORD,
      plan_id: PLAN_ID,
      template_id: TEMPLATE,
    });
    if (!this.acknowledged(answer))
      throw new Error(`sign-up of ${this.email} answered ${answer?.status ?? 'nothing'}: ${answer?.text.slice(0, 200) ?? ''}`);
    this.signedIn = true;
  }

  /**
   * A sign-in before the mix, unmeasured, all users at once: its password check holds each request
   * long enough that the balancer opens a connection to the server for every user.
   */
  async warmUp(): Promise<void> {
    await this.signIn();
  }

  /** One step of the mix. */
  async act(): Promise<void> {
    if (!this.signedIn) return this.signIn();
    const roll = Math.random();
    if (roll < 0.38) return this.read();
    if (roll < 0.43) return this.signOutAndIn();
    if (roll < 0.58) return this.createGoal();
    if (roll < 0.75) return this.editGoal();
    if (roll < 0.81) return this.deleteGoal();
    if (roll < 0.98) return this.addEntry();
    return this.upload();
  }

  private async read(): Promise<void> {
    await this.send(
      'GET',
      pick([
        '/summary/api/transaction-analysis',
        '/spending/api/spending-analysis',
        '/goals/api/savings-goals',
        '/networth/api/networth/dashboard',
        '/auth/check-login-status',
        '/summary/api/get-savings-sub-categories',
      ]),
    );
  }

  private async signIn(): Promise<void> {
    await this.send('GET', '/auth/csrf-token');
    this.signedIn = ok(await this.send('POST', '/auth/login', { email: this.email, password: PASSWORD, remember: true }));
  }

  private async signOutAndIn(): Promise<void> {
    await this.send('POST', '/auth/logout');
    this.signedIn = false;
    await this.signIn();
  }

  private transactions(count: number): { description: string; amount: number; date: string }[] {
    return Array.from({ length: count }, () => {
      this.counter += 1;
      return { description: `t${this.counter}`, amount: 10 + (this.counter % 90), date: isoInDays(10 + (this.counter % 300)) };
    });
  }

  private goalFields(name: string, transactions: object[]): Record<string, unknown> {
    return {
      name,
      currentAmount: 100,
      targetAmount: 5000,
      targetDate: isoInDays(730),
      category: 'other',
      contributionAmount: 50,
      contributionFrequency: 'monthly',
      interestRate: 1.5,
      oneTimeTransactions: transactions,
    };
  }

  private async createGoal(): Promise<void> {
    if (this.goals.size >= GOALS_PER_USER) return this.editGoal();
    this.counter += 1;
    const name = `Goal ${this.counter}`;
    const transactions = this.transactions(3);
    const answer = await this.send('POST', '/goals/api/goals', this.goalFields(name, transactions));
    if (this.acknowledged(answer)) {
      const goal = answer!.body as GoalAnswer;
      this.goals.set(goal.id, { name, descriptions: transactions.map((t) => t.description), answer: goal });
    }
  }

  /** Drops one transaction and adds one, as the screen does: the whole goal PUT with its version. */
  private async editGoal(): Promise<void> {
    const candidates = [...this.goals.keys()].filter((id) => !this.goalsInDoubt.has(id));
    if (candidates.length === 0) return this.createGoal();
    const id = pick(candidates);
    const goal = this.goals.get(id)!;
    const kept = goal.answer.oneTimeTransactions.slice(1);
    const added = this.transactions(1);
    const body = {
      ...this.goalFields(goal.name, [...kept, ...added]),
      ...(goal.answer.version !== undefined ? { version: goal.answer.version } : {}),
    };
    const answer = await this.send('PUT', `/goals/api/goals/${id}`, body);
    if (this.acknowledged(answer)) {
      this.goals.set(id, {
        name: goal.name,
        descriptions: [...kept, ...added].map((t) => t.description),
        answer: (answer!.body as { goal: GoalAnswer }).goal,
      });
    } else if (inDoubt(answer)) {
      this.goalsInDoubt.add(id);
    } else if (answer?.status === 409) {
      // Not applied (someone else's edit came first): read the goal again and go on from there.
      const list = await this.send('GET', '/goals/api/savings-goals');
      const fresh = ok(list) ? (list!.body as GoalListAnswer).result.find((item) => item.id === id) : undefined;
      if (fresh) this.goals.set(id, { ...goal, answer: fresh });
      else this.goalsInDoubt.add(id);
    }
  }

  private async deleteGoal(): Promise<void> {
    const candidates = [...this.goals.keys()];
    if (candidates.length < 3) return this.createGoal();
    const id = pick(candidates);
    const answer = await this.send('DELETE', `/goals/api/goals/${id}`);
    if (this.acknowledged(answer)) {
      this.goals.delete(id);
      this.deletedGoals.add(id);
    } else if (inDoubt(answer)) {
      this.goals.delete(id);
      this.goalsInDoubt.add(id);
    }
  }

  private async addEntry(): Promise<void> {
    if (!this.categoriesReady) {
      this.categoriesReady = this.acknowledged(await this.send('PUT', '/networth/api/networth/init-categories'));
      return;
    }
    this.counter += 1;
    const answer = await this.send('POST', '/networth/api/networth/entries', {
      type: pick(['asset', 'liability']),
      category: 'Other',
      name: `Entry ${this.counter}`,
      value: this.counter * 10.5,
      date: isoInDays(-(this.counter % 400)),
    });
    if (this.acknowledged(answer)) this.entries.add((answer!.body as { id: number }).id);
  }

  /** A small CSV through upload, options and categories; its salary tells this upload's analysis apart. */
  private async upload(): Promise<void> {
    if (this.uploads + this.uploadsInDoubt >= UPLOADS_PER_USER) return this.read();
    this.counter += 1;
    const salary = 4000 + this.counter;
    const csv = [
      'Date,Category,Subcategory,Amount',
      `2025-03-01,Income,Salary,${salary}`,
      '2025-03-02,Savings,401k,400',
      '2025-03-05,Housing,Rent,1200',
      '2025-03-09,Food,Groceries,310.25',
    ].join('\r\n');
    const form = new FormData();
    form.append('file_source_type', 'file');
    form.append('file', new Blob([csv]), 'household.csv');
    const uploaded = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/upload`, form);
    if (inDoubt(uploaded)) this.uploadsInDoubt += 1;
    if (!this.acknowledged(uploaded)) return;
    this.uploads += 1;
    const options = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/options`, {
      template_id: TEMPLATE,
      selected_sheets: ['household'],
      selected_date: '2025-03-01',
      period_type: 'monthly',
    });
    if (!this.acknowledged(options)) return;
    const categories = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/categories`, {
      categories: (options!.body as OptionsAnswer).data.categories,
    });
    if (this.acknowledged(categories)) {
      this.analysedIncome = salary;
      this.analysisInDoubt = false;
    } else if (inDoubt(categories)) {
      this.analysisInDoubt = true;
    }
  }
}
