import { Trans, useSessionStatusQuery } from '@ontrack/shell/platform';
import { ACCOUNT_EXPORT_URL } from '../../../api/account-api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CurrencyRates } from './CurrencyRates';
import { DeleteAccount } from './DeleteAccount';
import { HomeCurrency } from './HomeCurrency';
import { LocaleSetting } from './LocaleSetting';
import { AUTH_NAMESPACE, useAuthTranslation } from '../../../i18n';

/** The account view: home currency, language and region, change password, download all my data, delete my account. */
export function AccountView() {
  const { data: session } = useSessionStatusQuery();
  const { t } = useAuthTranslation();
  return (
    <div className="account-view">
      <p>
        <Trans
          ns={AUTH_NAMESPACE}
          i18nKey="account.signedInAs"
          values={{ email: session?.email ?? '' }}
          components={{ strong: <strong /> }}
        />
      </p>
      <section aria-labelledby="account-currency-title">
        <h2 id="account-currency-title">{t('account.currencyTitle')}</h2>
        <HomeCurrency />
        <CurrencyRates />
      </section>
      <section aria-labelledby="account-locale-title">
        <h2 id="account-locale-title">{t('account.localeTitle')}</h2>
        <LocaleSetting />
      </section>
      <section aria-labelledby="account-password-title">
        <h2 id="account-password-title">{t('account.passwordTitle')}</h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="account-export-title">
        <h2 id="account-export-title">{t('account.exportTitle')}</h2>
        <p className="auth-muted">{t('account.exportText')}</p>
        <a className="ot-button ot-button--secondary" href={ACCOUNT_EXPORT_URL} download>
          {t('account.exportTitle')}
        </a>
      </section>
      <section aria-labelledby="account-delete-title">
        <h2 id="account-delete-title">{t('account.deleteTitle')}</h2>
        <DeleteAccount />
      </section>
    </div>
  );
}
