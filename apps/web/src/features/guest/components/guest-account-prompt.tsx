import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/hooks/use-session';
import './guest-account-prompt.css';

/**
 * Guests' answers are not kept (spec §1). This says so and leads to /login's Create account: the guest session
 * ends there, since /login is for visitors (spec §2).
 */
export function useLeaveGuestForAccount(): { leave: () => void; leaving: boolean } {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return {
    leaving,
    leave: () => {
      setLeaving(true);
      void signOut(() => navigate('/login#create-account', { replace: true }));
    },
  };
}

export function GuestAccountPrompt() {
  const { leave, leaving } = useLeaveGuestForAccount();
  return (
    <aside className="guest-prompt" aria-labelledby="guest-prompt-title">
      <p id="guest-prompt-title" className="guest-prompt__text">
        <strong>Playing as a guest:</strong> your scores are not kept. Create an account to keep your score,
        your streaks and a place on the leaderboard.
      </p>
      <Button size="sm" onClick={leave} loading={leaving}>
        Create an account
      </Button>
    </aside>
  );
}
