import '@ontrack/shell/ui/styles.css';
import { mountStandalone, SectionStandalone } from '@ontrack/shell/platform';
import SpendingPage from './expose/Page';
import SpendingPreview from './expose/Preview';

// The Financial Analysis screen, or with `?view=preview` the dashboard card (Explore Your Data then opens the screen).
mountStandalone(<SectionStandalone section="spending" Page={SpendingPage} Preview={SpendingPreview} />);
