/**
 * One made-up household, two years of it, for the sample workbooks: salary twice a month, rent,
 * utilities, weekly groceries, dining, transport, insurance, subscriptions, 401(k) and emergency-fund
 * savings, occasional refunds, a summer trip, an annual bonus, a savings withdrawal and a monthly credit-card payment
 * (a transfer). Every template's sample is drawn from this household, so they tell the same story.
 * Deterministic: the same `today` always gives the same data.
 */
import { addDaysIso, addMonthsIso, daysInMonth } from '../../domain/calendar';
import { dayOfWeek, monthOf, monthStart } from './calendar';
import { centsBetween, grown, noise } from './seeded';

/** A dated log entry; `cents` is signed: positive is money in, negative money out. */
export interface LogEntry {
  date: string;
  description: string;
  category: string;
  subcategory: string;
  cents: number;
  account: string;
  notes: string;
}

const CHECKING = 'Checking';
const CARD = 'Visa card';
const SAVINGS_ACCOUNT = 'High-yield savings';

/** Monthly bills: [day of month, category, subcategory, payee, account, cents for a year]. */
const MONTHLY_BILLS: ReadonlyArray<[number, string, string, string, string, (year: number, month: number, key: string) => number]> = [
  [1, 'Housing', 'Rent', 'Maple Court Apartments', CHECKING, (year) => grown(1_725_00, 3, year)],
  [2, 'Subscriptions', 'Gym', 'Northside Fitness', CARD, () => 39_00],
  [5, 'Utilities', 'Internet', 'FiberNet', CHECKING, () => 65_00],
  [7, 'Subscriptions', 'Streaming', 'StreamBox', CARD, (year) => (year >= 2025 ? 17_99 : 15_49)],
  [8, 'Utilities', 'Phone', 'Cellular One', CARD, () => 48_50],
  [10, 'Insurance', 'Car insurance', 'SafeRoad Insurance', CARD, (year) => grown(118_40, 4, year)],
  [10, 'Insurance', 'Renters insurance', 'HomeShield', CARD, () => 18_75],
  // Electricity follows the seasons: most in January and July, least in spring and autumn.
  [
    12,
    'Utilities',
    'Electricity',
    'City Power & Light',
    CHECKING,
    (_year, month, key) => Math.round(7_500 + 4_000 * Math.abs(Math.cos(((month - 1) * Math.PI) / 6)) + centsBetween(-800, 800, key)),
  ],
  [18, 'Subscriptions', 'Music', 'TuneStream', CARD, () => 10_99],
];

/** Money coming in and money put aside, per pay day (the 1st and the 15th). */
function payday(date: string, year: number): LogEntry[] {
  return [
    {
      date,
      description: 'Acme Corp payroll',
      category: 'Income',
      subcategory: 'Salary',
      cents: grown(2_450_00, 3.5, year),
      account: CHECKING,
      notes: '',
    },
    {
      date,
      description: '401(k) contribution',
      category: 'Savings',
      subcategory: '401k',
      cents: -grown(245_00, 3.5, year),
      account: CHECKING,
      notes: '10 % of gross pay',
    },
  ];
}

/** A clothing purchase on this day, if any (about one day in twenty): its cents, negative. */
function clothingPurchase(date: string): number | null {
  return noise(`clothing?${date}`) < 0.05 ? -centsBetween(24_99, 139_00, `clothing${date}`) : null;
}

/** Every entry of one day. */
function entriesOn(date: string, dayNumber: number): LogEntry[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const weekday = dayOfWeek(date);
  const entries: LogEntry[] = [];
  const add = (description: string, category: string, subcategory: string, cents: number, account = CARD, notes = '') =>
    entries.push({ date, description, category, subcategory, cents, account, notes });

  if (day === 1 || day === 15) entries.push(...payday(date, year));
  for (const [billDay, category, subcategory, payee, account, amount] of MONTHLY_BILLS) {
    if (day === billDay) add(payee, category, subcategory, -amount(year, month, `${subcategory}${date}`), account);
  }
  if (day === 3) add('Transfer to high-yield savings', 'Savings', 'Emergency fund', -250_00, CHECKING);
  if (day === 20 && month % 2 === 0) add('City Water', 'Utilities', 'Water', -centsBetween(54_00, 78_00, `water${date}`), CHECKING);
  if (day === 25) add('Visa card payment', 'Transfers', 'Credit card payment', -centsBetween(900_00, 1_400_00, `card${date}`), CHECKING);
  if (day === daysInMonth(year, month))
    add('Interest earned', 'Income', 'Interest', centsBetween(2_10, 9_80, `interest${date}`), SAVINGS_ACCOUNT);
  if (month === 3 && day === 15)
    add('Acme Corp annual bonus', 'Income', 'Bonus', grown(3_500_00, 3.5, year), CHECKING, 'Annual performance bonus');

  if (weekday === 6) add('FreshMart', 'Food', 'Groceries', -centsBetween(95_00, 185_00, `groceries${date}`));
  if ((weekday === 3 || weekday === 5) && noise(`dining?${date}`) < 0.6)
    add('Dinner out', 'Food', 'Dining out', -centsBetween(18_00, 72_00, `dining${date}`));
  if (dayNumber % 9 === 4) add('QuickFuel', 'Transport', 'Fuel', -centsBetween(38_00, 58_00, `fuel${date}`));
  if (noise(`ride?${date}`) < 0.04) add('RideNow', 'Transport', 'Rideshare', -centsBetween(12_00, 34_00, `ride${date}`));
  if (noise(`household?${date}`) < 0.05) add('HomeGoods', 'Shopping', 'Household', -centsBetween(12_00, 80_00, `household${date}`));
  if (noise(`pharmacy?${date}`) < 0.03) add('CarePlus Pharmacy', 'Health', 'Pharmacy', -centsBetween(8_00, 45_00, `pharmacy${date}`));

  const clothing = clothingPurchase(date);
  if (clothing !== null) add('Style & Co', 'Shopping', 'Clothing', clothing);
  // About a quarter of clothing purchases go back to the shop nine days later: a refund.
  const bought = clothingPurchase(addDaysIso(date, -9));
  if (bought !== null && noise(`return?${addDaysIso(date, -9)}`) < 0.25)
    add('Style & Co refund', 'Shopping', 'Clothing', -bought, CARD, 'Returned');

  if (month === 12 && day === 10) add('Holiday gifts', 'Gifts', 'Holidays', -centsBetween(250_00, 420_00, `gifts${date}`));
  if (month === 7 && day === 12)
    add('Lakeside Resort', 'Travel', 'Vacation', -centsBetween(1_400_00, 2_200_00, `vacation${date}`), CARD, 'Summer trip');
  return entries;
}

/**
 * The log from two years before `today` (exclusive) up to `today`, oldest first. Eight months
 * before today's month the car needed a repair, paid from the emergency fund: a savings withdrawal.
 */
export function householdLog(today: string): LogEntry[] {
  const first = addDaysIso(addMonthsIso(today, -24), 1);
  const repairDay = `${monthOf(monthStart(today, -8))}-20`;
  const entries: LogEntry[] = [];
  for (let date = first, dayNumber = 0; date <= today; date = addDaysIso(date, 1), dayNumber += 1) {
    entries.push(...entriesOn(date, dayNumber));
    if (date === repairDay) {
      entries.push(
        {
          date,
          description: 'Transfer from high-yield savings',
          category: 'Savings',
          subcategory: 'Emergency fund',
          cents: 640_00,
          account: CHECKING,
          notes: 'For the car repair',
        },
        {
          date,
          description: 'Main Street Auto',
          category: 'Transport',
          subcategory: 'Car repair',
          cents: -640_00,
          account: CHECKING,
          notes: 'Brakes and tyres',
        },
      );
    }
  }
  return entries;
}

/** The calendar months (`YYYY-MM`) of the two years ending with `today`'s month, oldest first. */
export function lastTwentyFourMonths(today: string): string[] {
  return Array.from({ length: 24 }, (_, i) => monthOf(monthStart(today, i - 23)));
}
