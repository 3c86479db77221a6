/** The user and session shapes better-auth answers with (not part of @quiz/contracts). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export interface AuthResult {
  token: string;
  user: AuthUser;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseUser(value: unknown): AuthUser {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.email !== 'string') {
    throw new Error('Unexpected user in the auth response');
  }
  return {
    id: value.id,
    email: value.email,
    name: typeof value.name === 'string' ? value.name : '',
    image: typeof value.image === 'string' ? value.image : null,
  };
}

/** Reads `{token, user}`; the token may instead come from the `set-auth-token` header. */
export function parseAuthResult(value: unknown, headerToken: string | null): AuthResult {
  if (!isRecord(value)) throw new Error('Unexpected auth response');
  const token = typeof value.token === 'string' && value.token ? value.token : headerToken;
  if (!token) throw new Error('The auth response carried no token');
  return { token, user: parseUser(value.user) };
}

/** `GET /api/auth/get-session` answers `{session, user}` or `null`. */
export function parseSession(value: unknown): AuthUser | null {
  if (!isRecord(value) || !isRecord(value.user)) return null;
  return parseUser(value.user);
}
