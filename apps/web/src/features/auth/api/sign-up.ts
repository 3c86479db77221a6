import { ApiClientError, apiClient } from '@/lib/api-client';
import { parseAuthResult, type AuthResult } from './types';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** `POST /api/auth/sign-up/email`. */
export async function signUpWithEmail(input: SignUpInput): Promise<AuthResult> {
  let headerToken: string | null = null;
  const data = await apiClient.post('/api/auth/sign-up/email', input, {
    token: null,
    onResponse: (response) => {
      headerToken = response.headers.get('set-auth-token');
    },
  });
  return parseAuthResult(data, headerToken);
}

/** Spec §8: the sign-up error catalogue, keyed by the codes better-auth answers with. */
export function signUpErrorMessage(error: unknown): string {
  const code = error instanceof ApiClientError ? error.code : '';
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'This email is already in use.';
    case 'INVALID_EMAIL':
      return 'Invalid email address.';
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return 'Password is too weak.';
    // The profile's display name and avatar rules, which the api applies to sign-up (ADR 0121).
    case 'USER.DISPLAY_NAME_REQUIRED':
    case 'USER.DISPLAY_NAME_TOO_LONG':
    case 'USER.DISPLAY_NAME_INVALID':
    case 'USER.PHOTO_URL_INVALID':
      return (error as ApiClientError).message;
    default:
      return 'Something went wrong. Please try again.';
  }
}
