import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewProps } from './section-props';
import { SectionStandalone } from './standalone';

const Page = () => <p>The full page</p>;
function Preview({ onNavigate }: PreviewProps) {
  return (
    <>
      <button type="button" onClick={() => onNavigate('summary')}>
        Somewhere else
      </button>
      <button type="button" onClick={() => onNavigate('spending')}>
        Open the page
      </button>
    </>
  );
}

const showAt = (search: string) => window.history.replaceState(null, '', `/${search}`);

afterEach(() => showAt(''));

describe('SectionStandalone', () => {
  it('shows the page with its title by default', () => {
    render(<SectionStandalone section="spending" title="Spending" Page={Page} Preview={Preview} />);
    expect(screen.getByText('The full page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spending' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the page' })).not.toBeInTheDocument();
  });

  it('shows the preview with ?view=preview; its link to the section opens the page, another section does not', async () => {
    showAt('?view=preview');
    render(<SectionStandalone section="spending" Page={Page} Preview={Preview} />);
    expect(screen.queryByText('The full page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Somewhere else' }));
    expect(screen.queryByText('The full page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(screen.getByText('The full page')).toBeInTheDocument();
  });
});
