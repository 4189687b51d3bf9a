import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';

/** `mf_auth/ResetPassword`: rendered by the shell at /password-reset/{token}. */
export default function ResetPasswordExpose({ token }: { token: string }) {
  return <ResetPasswordPage token={token} />;
}
