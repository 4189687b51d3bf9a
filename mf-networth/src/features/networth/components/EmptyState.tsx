import type { NetWorthTypeDto } from '@ontrack/api/contracts';
import { useNetWorthTranslation } from '../../../i18n';

/** No entries yet: two ways in, each opening the form with its type chosen. */
export function EmptyState({ onAdd, disabled }: { onAdd: (type: NetWorthTypeDto) => void; disabled: boolean }) {
  const { t } = useNetWorthTranslation();
  return (
    <section className="ot-card nw-empty" aria-labelledby="nw-empty-title">
      <h2 id="nw-empty-title">{t('empty.title')}</h2>
      <p className="nw-muted">{t('empty.text')}</p>
      <div className="nw-empty__actions">
        <button type="button" className="ot-button" onClick={() => onAdd('asset')} disabled={disabled}>
          {t('page.addAsset')}
        </button>
        <button type="button" className="ot-button ot-button--secondary" onClick={() => onAdd('liability')} disabled={disabled}>
          {t('page.addLiability')}
        </button>
      </div>
    </section>
  );
}
