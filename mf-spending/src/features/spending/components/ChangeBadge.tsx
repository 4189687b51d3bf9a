import { CHANGE_ARROWS, changeTone, formatChangePercent, type CategoryKind, type Change } from '../lib/change';

const SPOKEN: Record<Change['direction'], string> = { up: 'up', down: 'down', stable: 'stable' };

/** The Change cell: arrow, signed percent and the colour of product.md section 4; the direction is also spoken. */
export function ChangeBadge({ kind, change }: { kind: CategoryKind; change: Change }) {
  const tone = changeTone(kind, change.direction);
  return (
    <span className={`spending-change spending-change--${tone}`} data-direction={change.direction} data-tone={tone}>
      <span aria-hidden="true">{CHANGE_ARROWS[change.direction]}</span> {formatChangePercent(change)}
      <span className="ot-visually-hidden"> ({SPOKEN[change.direction]})</span>
    </span>
  );
}
