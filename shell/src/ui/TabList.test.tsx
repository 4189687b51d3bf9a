import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList, tabIds } from './TabList';

const TABS = ['expenses', 'income', 'savings'] as const;
type Tab = (typeof TABS)[number];
const IDS = tabIds<Tab>('kind');

function Tabs({ disabled = false }: { disabled?: boolean }) {
  const [selected, setSelected] = useState<Tab>('expenses');
  return (
    <>
      <TabList label="Category type" ids={IDS} tabs={TABS} selected={selected} onSelect={setSelected} disabled={disabled}>
        {(tab) => tab.toUpperCase()}
      </TabList>
      <div id={IDS.panel} role="tabpanel" aria-labelledby={IDS.tab(selected)}>
        {selected}
      </div>
    </>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('TabList', () => {
  it('is a named tab list controlling one panel, with only the selected tab in the tab order', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Category type' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => [tab.id, tab.getAttribute('aria-controls'), tab.tabIndex])).toEqual([
      ['kind-tab-expenses', 'kind-panel', 0],
      ['kind-tab-income', 'kind-panel', -1],
      ['kind-tab-savings', 'kind-panel', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'EXPENSES' })).toHaveTextContent('expenses');
    expect(selectedTab()).toHaveClass('ot-tabs__tab', 'is-selected');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'EXPENSES' }));
    const steps: [string, string][] = [
      ['{ArrowRight}', 'INCOME'],
      ['{ArrowRight}', 'SAVINGS'],
      ['{ArrowRight}', 'EXPENSES'],
      ['{ArrowLeft}', 'SAVINGS'],
      ['{Home}', 'EXPENSES'],
      ['{End}', 'SAVINGS'],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expect(selectedTab()).toHaveAccessibleName(name);
      expect(selectedTab()).toHaveFocus();
    }
  });

  it('selects on click, and not at all while disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'INCOME' }));
    expect(selectedTab()).toHaveAccessibleName('INCOME');
    unmount();
    render(<Tabs disabled />);
    await user.click(screen.getByRole('tab', { name: 'INCOME' }));
    expect(selectedTab()).toHaveAccessibleName('EXPENSES');
  });
});
