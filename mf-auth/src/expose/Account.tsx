import { AccountView } from '../features/account/components/AccountView';
import './auth.css';

/** `mf_auth/Account`: change password, download my data, delete my account. */
export default function AccountExpose() {
  return <AccountView />;
}
