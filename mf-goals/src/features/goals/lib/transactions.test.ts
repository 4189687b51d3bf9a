import { goalDto } from '../../../testing/goals-server';
import { sortedByDate, withTransactionAdded, withTransactionRemoved, withTransactionReplaced } from './transactions';

const bonus = { id: 701, description: 'Bonus', amount: 1000, date: '2025-12-01' };
const repair = { id: 705, description: 'Repair', amount: -300, date: '2025-08-01' };

describe('goal transactions', () => {
  it('gives the first transaction of goal 7 the id 701', () => {
    const saved = withTransactionAdded(goalDto(7), { description: 'Gift', amount: 50, date: '2025-07-01' });
    expect(saved.oneTimeTransactions).toEqual([{ id: 701, description: 'Gift', amount: 50, date: '2025-07-01' }]);
  });

  it('gives a later one the highest id plus 1', () => {
    const saved = withTransactionAdded(goalDto(7, { oneTimeTransactions: [repair, bonus] }), {
      description: 'Gift',
      amount: 50,
      date: '2025-07-01',
    });
    expect(saved.oneTimeTransactions.map((transaction) => transaction.id)).toEqual([705, 701, 706]);
  });

  it('sends only the goal’s own fields, never the computed ones', () => {
    const saved = withTransactionAdded(goalDto(7), { description: 'Gift', amount: 50, date: '2025-07-01' });
    expect(Object.keys(saved).sort()).toEqual([
      'category',
      'contributionAmount',
      'contributionFrequency',
      'currentAmount',
      'interestRate',
      'name',
      'oneTimeTransactions',
      'targetAmount',
      'targetDate',
    ]);
  });

  it('replaces one transaction in place, keeping its id', () => {
    const saved = withTransactionReplaced(goalDto(7, { oneTimeTransactions: [bonus, repair] }), 705, {
      description: 'Big repair',
      amount: -450,
      date: '2025-08-15',
    });
    expect(saved.oneTimeTransactions).toEqual([bonus, { id: 705, description: 'Big repair', amount: -450, date: '2025-08-15' }]);
  });

  it('removes one transaction', () => {
    expect(withTransactionRemoved(goalDto(7, { oneTimeTransactions: [bonus, repair] }), 701).oneTimeTransactions).toEqual([repair]);
  });

  it('sorts by date, then by id', () => {
    const sameDay = { id: 702, description: 'Same day', amount: 1, date: '2025-12-01' };
    expect(sortedByDate([sameDay, bonus, repair]).map((transaction) => transaction.id)).toEqual([705, 701, 702]);
  });
});
