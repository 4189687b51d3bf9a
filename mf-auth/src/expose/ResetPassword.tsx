import { ResetPasswordPage } from '../features/reset-password/components/ResetPasswordPage';
// The remote's one stylesheet: the landing page and its dialogs, and the reset page, share it.
import './auth.css';

/** `mf_auth/ResetPassword`: rendered by the shell at /password-reset/{token}. */
export default function ResetPasswordExpose({ token }: { token: string }) {
  return <ResetPasswordPage token={token} />;
}
