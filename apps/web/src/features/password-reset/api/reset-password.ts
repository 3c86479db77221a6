import { ApiClientError, apiClient } from '@/lib/api-client';

/** `POST /api/auth/reset-password` with the token from the mailed link. Every session of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiClient.post('/api/auth/reset-password', { token, newPassword }, { token: null });
}

export const INVALID_LINK_MESSAGE =
  'This reset link is invalid or has expired. Ask for a new one with FORGOT PASSWORD? on the sign-in page.';

export function resetPasswordErrorMessage(error: unknown): string {
  const code = error instanceof ApiClientError ? error.code : '';
  switch (code) {
    case 'INVALID_TOKEN':
      return INVALID_LINK_MESSAGE;
    case 'PASSWORD_TOO_SHORT':
      return 'Password must be at least 8 characters.';
    case 'PASSWORD_TOO_LONG':
      return 'Password must be at most 128 characters.';
    default:
      return 'Something went wrong. Please try again.';
  }
}
