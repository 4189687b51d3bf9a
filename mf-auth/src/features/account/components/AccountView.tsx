import { useSessionStatusQuery } from '@ontrack/shell/platform';
import { ACCOUNT_EXPORT_URL } from '../../../api/account-api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { HomeCurrency } from './HomeCurrency';

/** The account view: home currency, change password, download all my data, delete my account. */
export function AccountView() {
  const { data: session } = useSessionStatusQuery();
  return (
    <div className="account-view">
      <p>
        Signed in as <strong>{session?.email}</strong>
      </p>
      <section aria-labelledby="account-currency-title">
        <h2 id="account-currency-title">Home currency</h2>
        <HomeCurrency />
      </section>
      <section aria-labelledby="account-password-title">
        <h2 id="account-password-title">Change password</h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="account-export-title">
        <h2 id="account-export-title">Download my data</h2>
        <p className="auth-muted">
          One JSON file with everything you have put into OnTrack: profile, plan, options, categories, transactions, goals and net worth.
        </p>
        <a className="ot-button ot-button--secondary" href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </a>
      </section>
      <section aria-labelledby="account-delete-title">
        <h2 id="account-delete-title">Delete my account</h2>
        <DeleteAccount />
      </section>
    </div>
  );
}
