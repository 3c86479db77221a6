import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * The privacy agreement the older sign-up form shows first (spec §2). It cannot be waved away: the
 * visitor agrees, or leaves for the login screen.
 */
export function PrivacyAgreementModal({
  open,
  onAgree,
  onLeave,
}: {
  open: boolean;
  onAgree: () => void;
  onLeave: () => void;
}) {
  const agreeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onLeave}
      title="Before you sign up"
      hideCloseButton
      closeOnBackdrop={false}
      initialFocusRef={agreeRef}
      description={
        <>
          <p>
            To create your account we keep your name, e-mail address and birthday, and the answers you give
            while playing. We use them to run your account, save your history and rank the leaderboard, and
            never sell them.
          </p>
          <p>
            Read the full <Link to="/privacy">Privacy Policy</Link> and the{' '}
            <Link to="/terms">Terms of Use</Link>. You must be 13 or older.
          </p>
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onLeave}>
            Back to login
          </Button>
          <Button ref={agreeRef} variant="accent" onClick={onAgree}>
            I Agree
          </Button>
        </>
      }
    />
  );
}
