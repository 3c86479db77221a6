import { apiClient } from '@/lib/api-client';
import { parseAuthResult, type AuthResult } from './types';

export interface SignInInput {
  email: string;
  password: string;
}

/** `POST /api/auth/sign-in/email`. A wrong password answers 401 `INVALID_EMAIL_OR_PASSWORD`. */
export async function signInWithEmail(input: SignInInput): Promise<AuthResult> {
  let headerToken: string | null = null;
  const data = await apiClient.post('/api/auth/sign-in/email', input, {
    token: null,
    onResponse: (response) => {
      headerToken = response.headers.get('set-auth-token');
    },
  });
  return parseAuthResult(data, headerToken);
}
