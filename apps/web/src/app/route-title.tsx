import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import type { AccessState } from '@/features/auth/hooks/session-context';

export const APP_NAME = 'QuizStorm';

/** Each screen's name, first match wins; a path not listed (a redirect on its way) keeps the app's name. */
const screenNames: [pattern: string, name: string][] = [
  ['/generate', 'New game'],
  ['/play', 'Play'],
  ['/result', 'Results'],
  ['/leaderboard', 'Leaderboard'],
  ['/profile', 'Profile'],
  ['/admin/terms', 'Terms audit'],
  ['/admin/roles', 'Roles'],
  ['/multiplayer/lobby', 'Multiplayer lobby'],
  ['/multiplayer/game/:roomId', 'Multiplayer game'],
  ['/login', 'Log in'],
  ['/signup', 'Sign up'],
  ['/reset-password', 'Reset password'],
  ['/demo', 'Demo'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/faq', 'FAQ'],
];

/** The tab's title for a path: "Play · QuizStorm"; the app's name alone while the session loads. */
export function titleFor(pathname: string, access: AccessState): string {
  if (access.status === 'loading') return APP_NAME;
  const name =
    pathname === '/'
      ? access.status === 'signedOut'
        ? 'Welcome'
        : 'New game'
      : screenNames.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Titles the document after the screen shown, so tabs, history and screen readers tell screens apart. */
export function RouteTitle() {
  const { pathname } = useLocation();
  const { access } = useSession();
  const title = titleFor(pathname, access);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
