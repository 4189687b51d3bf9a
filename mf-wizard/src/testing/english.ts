import { i18n } from '@ontrack/shell/platform';
import { WIZARD_NAMESPACE } from '../i18n';
import type { Translate } from '../features/wizard/lib/translate';

/** The wizard's words in English (in the bundle), as the pure helpers' tests take them. */
export const ENGLISH: Translate = i18n.getFixedT('en', WIZARD_NAMESPACE);
