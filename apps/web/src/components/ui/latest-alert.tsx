import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LatestAlertScope {
  latest: string | null;
  claim: (alertId: string) => void;
}

const LatestAlertContext = createContext<LatestAlertScope | null>(null);

/**
 * Inside this scope only the alert that got its message last shows it: a screen with several forms (/login)
 * says one thing at a time instead of piling up a wrong password, a reset notice and a provider error.
 */
export function LatestAlertOnly({ children }: { children: ReactNode }) {
  const [latest, setLatest] = useState<string | null>(null);
  const claim = useCallback((alertId: string) => setLatest(alertId), []);
  const scope = useMemo(() => ({ latest, claim }), [latest, claim]);
  return <LatestAlertContext value={scope}>{children}</LatestAlertContext>;
}

export function useLatestAlertScope(): LatestAlertScope | null {
  return useContext(LatestAlertContext);
}
