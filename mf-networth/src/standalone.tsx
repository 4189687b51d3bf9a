import '@ontrack/shell/ui/styles.css';
import { mountStandalone, SectionStandalone } from '@ontrack/shell/platform';
import Page from './expose/Page';
import Preview from './expose/Preview';

// The Net worth page, or with `?view=preview` the dashboard preview.
mountStandalone(<SectionStandalone section="net-worth" Page={Page} Preview={Preview} />);
