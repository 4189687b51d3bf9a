import '@ontrack/shell/ui/styles.css';
import { mountStandalone, SectionStandalone } from '@ontrack/shell/platform';
import Page from './expose/Page';
import Preview from './expose/Preview';

// The Savings goals page, or with `?view=preview` the dashboard preview.
mountStandalone(<SectionStandalone section="savings-goals" title="Savings Goals" Page={Page} Preview={Preview} />);
