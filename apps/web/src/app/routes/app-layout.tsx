import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { TopBar } from '@/components/ui/top-bar';
import { useRoles } from '@/features/auth/hooks/use-roles';
import { useSession } from '@/features/auth/hooks/use-session';
import { useAnswerQueue } from '@/features/play/answer-queue/browser-answer-queue';
import { useLeaveGuestForAccount } from '@/features/guest/components/guest-account-prompt';
import { TermsModal } from '@/features/terms/components/terms-modal';
import './layouts.css';

/**
 * Frame of the signed-in (and guest) screens: the top bar and the terms prompt. Signed-in players get the
 * avatar menu (spec §2) and, as the spec's top bar also has, a Logout button of its own.
 */
export function AppLayout() {
  const { access, termsPending, dismissTerms, signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const roles = useRoles();
  const isAdmin = roles.includes('admin');
  const isAnalyst = isAdmin || roles.includes('analyst');
  const user = access.status === 'signedIn' ? access.user : null;
  const isGuest = access.status === 'guest';
  const displayName = user ? user.name || user.email : isGuest ? 'Guest' : '';
  // Answers an earlier visit could not deliver are sent as soon as the player is back (issue 5).
  useAnswerQueue(user?.id ?? null);
  const createAccount = useLeaveGuestForAccount();

  async function handleLogout() {
    setLeaving(true);
    await signOut(() => navigate('/login', { replace: true }));
  }

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {user || isGuest ? (
        <TopBar homeHref="/generate">
          {isAnalyst ? (
            <Link className="top-bar__link" to="/analyst">
              Analyst
            </Link>
          ) : null}
          {isAdmin ? (
            // One link keeps the bar within a phone's width; the admin screens link to each other.
            <Link className="top-bar__link" to="/admin/roles">
              Admin
            </Link>
          ) : null}
          <Link className="top-bar__link" to="/leaderboard">
            Leaderboard
          </Link>
          {user ? (
            <MenuButton
              label={`${displayName}, account menu`}
              items={[
                { label: 'User Profile', onSelect: () => navigate('/profile') },
                { label: 'FAQ', onSelect: () => navigate('/faq') },
                { label: 'Back to Game', onSelect: () => navigate('/generate') },
                { label: 'Logout', onSelect: () => void handleLogout() },
              ]}
            >
              <Avatar name={displayName} src={user.image} />
              <span className="user-chip__name" data-testid="display-name">
                {displayName}
              </span>
            </MenuButton>
          ) : (
            <span className="user-chip" title={displayName}>
              <Avatar name={displayName} />
              <span className="user-chip__name" data-testid="display-name">
                {displayName}
              </span>
            </span>
          )}
          {isGuest ? (
            // /login is for visitors: a guest gets there, to Create account, without looking for Logout. On a
            // phone the bar has no room: the topic screen's prompt (the logo leads there) offers the same.
            <Button
              size="sm"
              className="top-bar__sign-up"
              onClick={createAccount.leave}
              loading={createAccount.leaving}
            >
              Sign up
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={handleLogout} loading={leaving}>
            Logout
          </Button>
        </TopBar>
      ) : null}
      <main id="main" className="page">
        <Outlet />
      </main>
      <TermsModal open={Boolean(user) && termsPending} onDone={dismissTerms} />
    </>
  );
}
