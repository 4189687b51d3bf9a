import { guessTransactionType, nameWords } from './guess-type';

describe('guessTransactionType', () => {
  it.each([
    // Income keywords, any case, singular or plural
    ['Income', 'Other', 'Income'],
    ['Work', 'Salary', 'Income'],
    ['Work', 'salaries', 'Income'],
    ['Job', 'PAYCHECK', 'Income'],
    ['Job', 'Paychecks', 'Income'],
    ['Work', 'Year-end bonus', 'Income'],
    ['Bank', 'Interest', 'Income'],
    ['Investments', 'Dividends', 'Income'], // subcategory decides over the category
    // Savings keywords
    ['Savings', 'Vacation', 'Savings'], // category decides when the subcategory says nothing
    ['Saving', 'Car', 'Savings'],
    ['Retirement', '401(k)', 'Savings'],
    ['Retirement', '401k', 'Savings'],
    ['Accounts', '401-k match', 'Savings'],
    ['Long term', 'Roth IRA', 'Savings'],
    ['Long term', 'IRAs', 'Savings'],
    ['Future', 'Retirement', 'Savings'],
    ['Future', 'Investments', 'Savings'],
    ['Goals', 'Emergency Fund', 'Savings'],
    ['Goals', 'emergency-funds', 'Savings'],
    ['Future', 'Brokerage', 'Savings'],
    // Ignore keywords
    ['Transfers', 'Between accounts', 'Ignore'],
    ['Bills', 'Credit Card Payment', 'Ignore'],
    ['Bills', 'credit-card payments', 'Ignore'],
    // Nothing matched
    ['Food', 'Groceries', 'Expense'],
    ['Housing', 'Rent', 'Expense'],
    ['', '', 'Expense'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it.each([
    // Word-aware: a keyword inside another word does not count.
    ['Fun', 'Miracle show', 'Expense'], // not "ira"
    ['Hobbies', 'Interesting books', 'Expense'], // not "interest"
    ['Food', 'Unsavoury snacks', 'Expense'], // not "saving"
    ['Kitchen', '401 kitchen remodel', 'Expense'], // "401 k…" only as 401(k)
    ['Travel', 'Transferable tickets', 'Expense'],
    ['Bills', 'Credit card', 'Expense'], // "credit card payment" is a phrase, not its first two words
    ['Bills', 'Card payment credit', 'Expense'],
  ] as const)('%s / %s → %s (word-aware)', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it.each([
    // Subcategory over category
    ['Income', 'Transfer', 'Ignore'],
    ['Transfers', 'To emergency fund', 'Savings'],
    ['Savings', 'Interest', 'Income'],
    ['Bills', 'Credit card payment', 'Ignore'],
    // Within one name: Income, then Savings, then Ignore
    ['Other', 'Savings interest', 'Income'],
    ['Other', 'Investment income', 'Income'],
    ['Other', 'Transfer to savings', 'Savings'],
    ['Other', 'Bonus transfer', 'Income'],
  ] as const)('precedence: %s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });
});

describe('nameWords', () => {
  it('lower-cases, splits on anything but letters and digits, and joins the spellings of 401(k)', () => {
    expect(nameWords('  Roth IRA / 401 (K) match ')).toEqual(['roth', 'ira', '401k', 'match']);
    expect(nameWords('Credit-card_payment')).toEqual(['credit', 'card', 'payment']);
  });
});
