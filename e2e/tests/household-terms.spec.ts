import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { csrfToken, registerViaApi, uniqueEmail } from '../support/accounts';
import { englishLeftovers } from '../support/catalogues';
import { loadWorkbook } from '../support/sample-workbook';
import { addNetWorthEntriesViaApi } from '../support/seed';
import { monthsBefore, SWISS_EXPENSES, SWISS_INCOME, swissBudgetWorkbook, total } from '../support/swiss-budget';
import { analyseViaApi } from '../support/workflow';

/**
 * A household keeping its money in francs: its first file is a zero-based monthly budget in CHF
 * (support/swiss-budget.ts), so CHF becomes its home currency, and every screen, export and the
 * goals widget then speaks in francs. The browser's locale decides the rest: in a Swiss German
 * Chromium the figures and dates are written the de-CH way and the interface is German; in a
 * Spanish one, es-ES and Spanish. Expected figures are Intl's own, worked out here from the
 * workbook's amounts; an English string of any catalogue shown where the language has its own is
 * a failure (support/catalogues.ts), as is a `$` anywhere.
 */

interface Words {
  language: 'de' | 'es';
  sections: { dashboard: string; goals: string; retirement: string; spending: string; netWorth: string };
  /** A heading or button each screen shows, as the language writes it. */
  summary: string;
  spending: string;
  addGoal: string;
  addAsset: string;
  savePlan: string;
  /** The monthly plan's name. */
  plan: string;
  goal: string;
  /** An amount as the locale writes it, and one that is ambiguous there, with the refusal it gets. */
  typed: { good: string; bad: string; refusal: string };
}

const GERMAN: Words = {
  language: 'de',
  sections: { dashboard: 'Übersicht', goals: 'Sparziele', retirement: 'Ruhestand', spending: 'Ausgaben', netWorth: 'Vermögen' },
  summary: 'Finanzübersicht',
  spending: 'Finanzanalyse',
  addGoal: 'Sparziel hinzufügen',
  addAsset: 'Vermögenswert hinzufügen',
  savePlan: 'Plan speichern',
  plan: 'Monatlich',
  goal: 'Notgroschen',
  typed: { good: "250'000.75", bad: '250.000,75', refusal: "„250.000,75“ ist kein Betrag. Schreiben Sie Beträge wie 1'234.56." },
};

const SPANISH: Words = {
  language: 'es',
  sections: { dashboard: 'Panel', goals: 'Metas de ahorro', retirement: 'Jubilación', spending: 'Gastos', netWorth: 'Patrimonio' },
  summary: 'Resumen financiero',
  spending: 'Análisis financiero',
  addGoal: 'Añadir meta',
  addAsset: 'Añadir activo',
  savePlan: 'Guardar plan',
  plan: 'Mensual',
  goal: 'Fondo de emergencia',
  typed: { good: '250.000,75', bad: '250,000.75', refusal: '«250,000.75» no es un importe. Escribe los importes así: 1234,56.' },
};

const MONTHS = 3;
const NET_WORTH = { type: 'asset', category: 'Cash', name: 'Sparkonto', value: 12500.5, date: '2026-01-15' } as const;

/** Intl's spaces (no-break, narrow no-break) and de-CH's apostrophes vary between ICU versions: compared as one. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[’']/g, "'");

function formats(locale: string) {
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    /** A share to the tenth of a percent, from two amounts. */
    share: (part: number, of: number) => plain(percent.format(Math.round((part / of) * 1000) / 1000)),
    whole: (amount: number) => plain(whole.format(amount)),
    exact: (amount: number) => plain(exact.format(amount)),
    day: (iso: string) => plain(day.format(new Date(`${iso}T00:00:00Z`))),
  };
}

/** The view's text (the navigation and the view), spaces made plain. */
async function shownText(page: Page): Promise<string> {
  return plain(await page.locator('#root').innerText());
}

/** The view shows each of `texts`, no `$`, no English date and no English catalogue text. */
async function expectInTerms(page: Page, language: Words['language'], texts: readonly string[]): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await shownText(page);
      return texts.filter((text) => !shown.includes(plain(text)));
    })
    .toEqual([]);
  const shown = await shownText(page);
  expect(shown, 'no dollar sign').not.toContain('$');
  // English dates: `Jan 15, 2026`, `Dec 2025` (German writes `Dez. 2025`, Spanish `dic 2025`), `5:38 AM`.
  expect(shown, 'no English date or AM/PM').not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}, )?\d{4}|\d [AP]M\b/);
  expect(englishLeftovers(shown, language), 'English text where the language has its own').toEqual([]);
}

async function openSection(page: Page, title: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function household(page: Page, locale: string, words: Words): Promise<void> {
  test.setTimeout(180_000);
  const { share, whole, exact, day } = formats(locale);
  await registerViaApi(page.request, uniqueEmail(`household-${words.language}`));
  const months = monthsBefore(new Date(), MONTHS);
  await analyseViaApi(page.request, 'zero-based-budget', { name: 'budget-chf.xlsx', buffer: await swissBudgetWorkbook(months) });
  const session = (await (await page.request.get('/auth/check-login-status')).json()) as { home_currency: string | null };
  expect(session.home_currency, 'the first file states CHF: it becomes the home currency').toBe('CHF');

  const headers = { 'X-CSRFToken': await csrfToken(page.request) };
  const targetDate = `${new Date().getFullYear() + 1}-06-30`;
  const created = await page.request.post('/goals/api/goals', {
    headers,
    data: {
      name: words.goal,
      currentAmount: 1500,
      targetAmount: 6000,
      targetDate,
      category: 'emergency',
      contributionAmount: 250,
      contributionFrequency: 'monthly',
      interestRate: 2,
      oneTimeTransactions: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: goalId } = (await created.json()) as { id: number };
  await addNetWorthEntriesViaApi(page.request, [NET_WORTH]);

  const income = total(SWISS_INCOME, MONTHS);
  const expenses = total(SWISS_EXPENSES, MONTHS);

  await page.goto('/main');
  await page.mouse.move(10, 10);
  await expect(page.locator('html')).toHaveAttribute('lang', words.language);
  await expect(page.getByRole('heading', { level: 1, name: words.sections.dashboard })).toBeVisible();
  await expect(page.getByRole('heading', { name: words.summary })).toBeVisible();
  await expect(page.getByTestId('tile-income-amount')).toHaveText(whole(income), { useInnerText: true });
  await expectInTerms(page, words.language, [
    whole(income),
    whole(expenses),
    share(expenses, income),
    whole(1500),
    whole(6000),
    whole(NET_WORTH.value),
  ]);

  await openSection(page, words.sections.spending);
  await expect(page.getByRole('heading', { name: words.spending })).toBeVisible();
  await expectInTerms(page, words.language, [whole(income), whole(expenses), share(expenses, income)]);

  await openSection(page, words.sections.goals);
  await expect(page.getByRole('button', { name: words.addGoal })).toBeVisible();
  await expectInTerms(page, words.language, [words.goal, whole(1500), whole(6000)]);

  await openSection(page, words.sections.netWorth);
  await expect(page.getByRole('button', { name: words.addAsset })).toBeVisible();
  await expectInTerms(page, words.language, [whole(NET_WORTH.value), exact(NET_WORTH.value), day(NET_WORTH.date)]);

  await openSection(page, words.sections.retirement);
  await expect(page.getByRole('button', { name: words.savePlan })).toBeVisible();
  await expectInTerms(page, words.language, ['(CHF)', 'CHF']);
  // Amounts are typed the locale's way; text another locale would read differently is refused, in the language.
  const invested = page.locator('#retirement-currentSavings');
  await invested.fill(words.typed.good);
  await expect(invested).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(plain(words.typed.refusal))).toHaveCount(0);
  await invested.fill(words.typed.bad);
  await expect(invested).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await shownText(page)).includes(plain(words.typed.refusal))).toBe(true);

  // Plans are charged in US dollars, so their prices stay in them; their names and lines are in the language.
  await page.goto('/main/plans');
  await page.mouse.move(10, 10);
  await expect(page.getByRole('heading', { level: 3, name: words.plan })).toBeVisible();
  expect(englishLeftovers(await shownText(page), words.language), 'English text on the plans').toEqual([]);

  await expectExportsInFrancs(page);
  await expectWidgetInFrancs(page, goalId, words.goal);
}

/** Every export names the currency: the .xlsx amount cells carry a CHF number format, each CSV a Currency column of CHF. */
async function expectExportsInFrancs(page: Page): Promise<void> {
  for (const file of ['transactions.xlsx', 'spending.xlsx']) {
    const response = await page.request.get(`/export/${file}`);
    expect(response.ok(), file).toBe(true);
    const workbook = await loadWorkbook(await response.body());
    const formats = new Map<string, Set<string>>();
    workbook.eachSheet((sheet) => {
      const header = sheet.getRow(1).values as unknown[];
      sheet.eachRow((row, number) =>
        row.eachCell((cell, column) => {
          // A share of income is a plain number; every other number is an amount.
          const name = String(header[column]);
          if (number > 1 && typeof cell.value === 'number' && name !== '% of income')
            formats.set(name, (formats.get(name) ?? new Set()).add(cell.numFmt));
        }),
      );
    });
    expect(formats.size, `${file}: amount columns`).toBeGreaterThan(0);
    for (const [column, used] of formats) for (const format of used) expect(format, `${file}, ${column}`).toContain('CHF');
  }
  for (const file of ['transactions.csv', 'goals.csv', 'networth.csv']) {
    const response = await page.request.get(`/export/${file}`);
    expect(response.ok(), file).toBe(true);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/)
      .map((line) => line.split(','));
    const column = header.indexOf('Currency');
    expect(column, `${file}: a Currency column in ${header.join(',')}`).toBeGreaterThanOrEqual(0);
    expect(rows.length, `${file}: rows`).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[column])), file).toEqual(new Set(['CHF']));
  }
}

/** The goal shared, its card drawn by the widget on someone else's page: in the owner's francs. */
async function expectWidgetInFrancs(page: Page, id: number, goal: string): Promise<void> {
  const share = await page.request.post(`/goals/api/goals/${id}/share`, { headers: { 'X-CSRFToken': await csrfToken(page.request) } });
  expect(share.ok(), await share.text()).toBe(true);
  const { snippet } = (await share.json()) as { snippet: string };

  // Someone's blog on another origin (another port), holding the snippet.
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><body><h1>Our savings</h1>${snippet}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const blog = await page.context().newPage();
  await blog.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  // The card is in the owner's currency; it speaks English with en-US figures, whatever the reader's language.
  const card = blog.getByRole('group', { name: `Savings goal: ${goal}` });
  const francs = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 });
  await expect(card).toContainText(plain(`${francs.format(1500)} of ${francs.format(6000)}`), { useInnerText: true });
  expect(plain(await card.innerText())).not.toContain('$');
  await blog.close();
  await new Promise((resolve) => server.close(resolve));
}

test.describe('in a Swiss German browser', () => {
  test.use({ locale: 'de-CH' });
  test('a household whose first file is a CHF budget sees francs everywhere, German figures, dates and words', async ({ page }) => {
    await household(page, 'de-CH', GERMAN);
  });
});

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('a household whose first file is a CHF budget sees francs everywhere, Spanish figures, dates and words', async ({ page }) => {
    await household(page, 'es-ES', SPANISH);
  });
});
