import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';

/** `/reset-password?token=…`: where the mailed link lands (a visitor route). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')} />;
}
