/**
 * The end of the load run (bench/load.ts): each user signs in afresh and reads back what its
 * acknowledged writes left (bench/load-user.ts keeps the record of them).
 */
import { HttpBrowser, type HttpAnswer } from './http-browser';
import { ok, type Recorder } from './load-recorder';
import { PASSWORD, type GoalListAnswer, type VirtualUser } from './load-user';

// The fields of the answers the read-back reads (HttpAnswer.body is the JSON as it came).
interface DashboardAnswer {
  entries: { id: number }[];
}
interface LoginStatusAnswer {
  usage_used: number;
}
interface SpendingAnswer {
  period_data?: { LY?: { total_income?: number } };
}

/** Signs in afresh and counts the acknowledged writes that are not there. */
export async function lostWrites(user: VirtualUser, recorder: Recorder, base: string): Promise<{ lost: number; notes: string[] }> {
  const reader = new HttpBrowser(base, { 'X-Forwarded-For': user.address });
  const notes: string[] = [];
  await recorder.send(reader, 'GET', '/auth/csrf-token');
  const login = await recorder.send(reader, 'POST', '/auth/login', { email: user.email, password: PASSWORD });
  if (!ok(login))
    return {
      lost: user.acknowledgedWrites,
      notes: [`${user.email} cannot sign in (${login?.status ?? 'no answer'}): all ${user.acknowledgedWrites} of its writes count as lost`],
    };
  let lost = 0;
  const read = async (url: string): Promise<HttpAnswer> => {
    const answer = await recorder.send(reader, 'GET', url);
    if (!answer || !ok(answer)) throw new Error(`reading back ${url} of ${user.email} answered ${answer?.status ?? 'nothing'}`);
    return answer;
  };
  const list = await read('/goals/api/savings-goals');
  const dashboard = await read('/networth/api/networth/dashboard');
  const status = await read('/auth/check-login-status');
  const spending = await read('/spending/api/spending-analysis');

  const stored = new Map<number, { name: string; oneTimeTransactions: { description: string }[] }>(
    (list.body as GoalListAnswer).result.map((goal) => [goal.id, goal]),
  );
  for (const [id, expected] of user.goals) {
    if (user.goalsInDoubt.has(id)) continue;
    const goal = stored.get(id);
    const descriptions = goal?.oneTimeTransactions.map((t) => t.description).sort();
    if (!goal || goal.name !== expected.name || JSON.stringify(descriptions) !== JSON.stringify([...expected.descriptions].sort())) {
      lost += 1;
      notes.push(
        `${user.email}: goal ${id} is ${goal ? `${goal.name} [${descriptions?.join(', ')}]` : 'missing'}, expected ${expected.name} [${expected.descriptions.join(', ')}]`,
      );
    }
  }
  for (const id of user.deletedGoals) {
    if (!stored.has(id)) continue;
    lost += 1;
    notes.push(`${user.email}: deleted goal ${id} is back`);
  }
  const entryIds = new Set((dashboard.body as DashboardAnswer).entries.map((entry) => entry.id));
  for (const id of user.entries) {
    if (entryIds.has(id)) continue;
    lost += 1;
    notes.push(`${user.email}: net-worth entry ${id} is missing`);
  }
  const usageUsed = (status.body as LoginStatusAnswer).usage_used;
  if (usageUsed < user.uploads) {
    lost += user.uploads - usageUsed;
    notes.push(`${user.email}: ${user.uploads} uploads acknowledged, ${usageUsed} counted`);
  }
  const income = (spending.body as SpendingAnswer).period_data?.LY?.total_income;
  if (user.analysedIncome !== null && !user.analysisInDoubt && income !== user.analysedIncome) {
    lost += 1;
    notes.push(`${user.email}: the analysis shows income ${income}, the last acknowledged one ${user.analysedIncome}`);
  }
  return { lost, notes };
}
