import type { ContributionFrequency, GoalCategory } from '@ontrack/api/contracts';
import type { ProgressColour } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT(null, GOALS_NAMESPACE);

/** A goal category's name in the interface's language (each key written out for the catalogue test). */
export const CATEGORY_LABELS: Record<GoalCategory, () => string> = {
  other: () => t('category.other'),
  emergency: () => t('category.emergency'),
  retirement: () => t('category.retirement'),
  'major-purchase': () => t('category.majorPurchase'),
  travel: () => t('category.travel'),
  education: () => t('category.education'),
};

/** The frequency as the form's choice: `Weekly`. */
export const FREQUENCY_LABELS: Record<ContributionFrequency, () => string> = {
  weekly: () => t('frequency.weekly'),
  biweekly: () => t('frequency.biweekly'),
  monthly: () => t('frequency.monthly'),
};

/** The frequency after an amount: `per week`. */
export const PER_FREQUENCY: Record<ContributionFrequency, () => string> = {
  weekly: () => t('per.weekly'),
  biweekly: () => t('per.biweekly'),
  monthly: () => t('per.monthly'),
};

/** The progress bar's colour in words. */
export const COLOUR_MEANINGS: Record<ProgressColour, () => string> = {
  green: () => t('meaning.green'),
  yellow: () => t('meaning.yellow'),
  red: () => t('meaning.red'),
};

/** The progress bar's value for screen readers: `20% complete, behind schedule`. */
export const PROGRESS_VALUES: Record<ProgressColour, (percent: number) => string> = {
  green: (percent) => t('card.progressGreen', { percent }),
  yellow: (percent) => t('card.progressYellow', { percent }),
  red: (percent) => t('card.progressRed', { percent }),
};

/** `8 months`; a long delay also in years, which people grasp better: `502 months (about 42 years)`. */
export const months = (count: number) =>
  count >= 24 ? t('offTrack.monthsYears', { count, years: Math.round(count / 12) }) : t('offTrack.months', { count });
