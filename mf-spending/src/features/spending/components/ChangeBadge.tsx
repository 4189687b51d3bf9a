import { ArrowDown, ArrowRight, ArrowUp, type Icon } from '@ontrack/shell/ui';
import { useLocale } from '@ontrack/shell/platform';
import { useSpendingTranslation } from '../../../i18n';
import { changeTone, formatChangePercent, type CategoryKind, type Change } from '../lib/change';

/** Drawn before the percent, decorative: the direction is spoken from the text after it. */
const ARROWS: Record<Change['direction'], Icon> = { up: ArrowUp, down: ArrowDown, stable: ArrowRight };

/** The Change cell: arrow, signed percent and the colour; the direction is also spoken. */
export function ChangeBadge({ kind, change }: { kind: CategoryKind; change: Change }) {
  const { t } = useSpendingTranslation();
  const locale = useLocale();
  const spoken = { up: t('change.up'), down: t('change.down'), stable: t('change.stable') };
  const tone = changeTone(kind, change.direction);
  const Arrow = ARROWS[change.direction];
  return (
    <span className={`spending-change spending-change--${tone}`} data-direction={change.direction} data-tone={tone}>
      <Arrow size={15} strokeWidth={2.5} />
      {formatChangePercent(change, locale)}
      <span className="ot-visually-hidden"> ({spoken[change.direction]})</span>
    </span>
  );
}
