import { expect, test } from '@playwright/test';
import { logoutViaApi, PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { expectFocusOn, tabTo } from '../support/keyboard';
import { downloadSample } from '../support/workflow';
import { GoalsScreen } from '../pages/goals';
import { WizardDialog, XLSX_MIME } from '../pages/wizard';

/**
 * A person who uses no mouse: signs in, brings a workbook through the wizard and adds a
 * goal with Tab, Shift+Tab, Enter, Space and the arrow keys only. Every control the focus stops at
 * must show it, and after each step the focus must be where the next step starts.
 */
test('keyboard only: sign in, upload a workbook through the wizard, and add a goal', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keyboard');
  await registerViaApi(page.request, email);
  await logoutViaApi(page.request);
  const sample = await downloadSample(page.request, 'wealth-whisperer');

  await test.step('sign in', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Sign in here' }));
    await page.keyboard.press('Enter');
    // The button pressed went away with its card: the focus moves to the sign-in form's first field.
    const form = page.getByRole('form', { name: 'Sign in' });
    await expectFocusOn(page, form.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectFocusOn(page, form.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  const wizard = new WizardDialog(page);
  await test.step('upload the workbook through the keyboard-reachable file input', async () => {
    const upload = page.getByRole('complementary', { name: 'Main navigation' }).getByRole('button', { name: 'Upload Data' });
    await tabTo(page, upload);
    await page.keyboard.press('Enter');
    await expect(wizard.step('Upload Data')).toBeVisible();
    // The focus is inside the dialog, on the step's title.
    await expect(wizard.step('Upload Data').getByRole('heading', { name: 'Upload Data' })).toBeFocused();

    const sourceTab = wizard.sourceTabs.getByRole('tab', { name: 'Upload File' });
    if (await sourceTab.count()) {
      await tabTo(page, wizard.sourceTabs.getByRole('tab', { selected: true }));
      if ((await sourceTab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowLeft');
      await expect(sourceTab).toHaveAttribute('aria-selected', 'true');
    }
    const dropZone = wizard.step('Upload Data').getByRole('button', { name: /^Choose a file to upload/ });
    await tabTo(page, dropZone);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'wealth-whisperer-sample.xlsx', mimeType: XLSX_MIME, buffer: sample });
    await expect(wizard.dialog.getByTestId('chosen-file')).toContainText('wealth-whisperer-sample.xlsx');

    await tabTo(page, wizard.step('Upload Data').getByRole('button', { name: 'Upload', exact: true }));
    await page.keyboard.press('Enter');
    await expect(wizard.step('Upload Data').getByRole('status').filter({ hasText: 'File uploaded successfully!' })).toBeVisible({
      timeout: 30_000,
    });
    // Next sits at the top of the step, before the drop zone: back up to it.
    await tabTo(page, wizard.nextButton('Upload Data'), { backwards: true });
    await page.keyboard.press('Enter');
  });

  await test.step('options as suggested', async () => {
    await expect(wizard.step('Select Options')).toBeVisible();
    await expect(wizard.step('Select Options').getByRole('heading', { name: 'Select Options' })).toBeFocused();
    // Through every option control to Next: each shows the focus.
    await tabTo(page, wizard.periodTypeSelect);
    await tabTo(page, wizard.nextButton('Select Options'));
    await page.keyboard.press('Enter');
  });

  await test.step('categories as guessed', async () => {
    await expect(wizard.step('Configure Categories')).toBeVisible({ timeout: 30_000 });
    await expect(wizard.step('Configure Categories').getByRole('heading', { name: 'Configure Categories' })).toBeFocused();
    await tabTo(page, wizard.nextButton('Configure Categories'));
    await page.keyboard.press('Enter');
    // The table and the button pressed give way to the import's summary, which takes the focus;
    // Next sits just before it: back up to it, and it closes the wizard.
    await expect(wizard.importSummary).toBeFocused({ timeout: 45_000 });
    await expect(wizard.importSummary).toHaveText(/^[\d,]+ transactions imported into \S/);
    await tabTo(page, wizard.nextButton('Configure Categories'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(wizard.dialog).toHaveCount(0, { timeout: 45_000 });
    await expect(page.getByRole('region', { name: 'Financial Summary' })).toBeVisible();
  });

  await test.step('add a goal', async () => {
    // The wizard gave the focus back to the sidebar's Upload Data; the sections are above it.
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expectFocusOn(page, sidebar.getByRole('button', { name: 'Upload Data' }));
    await tabTo(page, sidebar.getByRole('link', { name: 'Savings Goals' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Goals' })).toBeVisible();

    const addGoal = page.getByRole('button', { name: 'Add Goal' });
    await tabTo(page, addGoal);
    await page.keyboard.press('Enter');
    const goals = new GoalsScreen(page);
    const dialog = goals.dialog('Track a New Goal');
    await expect(dialog).toBeVisible();
    // The focus moved into the dialog.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await tabTo(page, dialog.getByLabel('Goal Name'));
    await page.keyboard.type('Keyboard fund');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, dialog.getByLabel('Current Amount ($)'));
    await page.keyboard.type('1200');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, dialog.getByLabel('Target Amount ($)'));
    await page.keyboard.type('6000');
    await tabTo(page, dialog.getByLabel('Contribution Amount ($)'));
    await page.keyboard.type('300');

    // Advanced Options opens with Space; the category is chosen with the arrow keys.
    const advanced = dialog.getByRole('button', { name: 'Advanced Options' });
    await tabTo(page, advanced);
    await page.keyboard.press('Space');
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    const category = dialog.getByLabel('Category');
    await tabTo(page, category);
    await expect(category).toHaveValue('emergency');
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveValue('retirement');

    await tabTo(page, dialog.getByRole('button', { name: 'Track This Goal' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const card = goals.card('Keyboard fund');
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Target date: .* · Retirement/);
    await expect(card).toContainText('$1,200');
    // Back where the dialog was opened from.
    await expectFocusOn(page, page.getByRole('button', { name: 'Add Goal' }));

    // Escape closes a dialog, and the focus returns to its opener too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(page, page.getByRole('button', { name: 'Add Goal' }));
  });
});
