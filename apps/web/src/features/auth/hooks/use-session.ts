import { use } from 'react';
import { SessionContext, type SessionApi } from './session-context';

export function useSession(): SessionApi {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
