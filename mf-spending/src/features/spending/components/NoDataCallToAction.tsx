import { useId } from 'react';
import { useSpendingTranslation } from '../../../i18n';

/** Nothing analysed yet: invite the user to upload, naming the file types that work. */
export function NoDataCallToAction({ onUpload }: { onUpload: () => void }) {
  const id = useId();
  const { t } = useSpendingTranslation();
  return (
    <section className="ot-card spending-no-data" aria-labelledby={id}>
      <h2 id={id}>{t('noData.title')}</h2>
      <p>{t('noData.text')}</p>
      <p className="spending-no-data__formats">{t('noData.formats')}</p>
      <button type="button" className="ot-button" onClick={onUpload}>
        {t('noData.upload')}
      </button>
    </section>
  );
}
