import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { acceptTerms, TERMS_VERSION } from '../api/accept-terms';
import './terms-modal.css';

export interface TermsModalProps {
  open: boolean;
  /** Called once the acceptance was sent (whatever the api answered), or when put off. */
  onDone: () => void;
}

/** Asks a freshly signed-up or signed-in player to accept the Terms of Use v1. */
export function TermsModal({ open, onDone }: TermsModalProps) {
  const [pending, setPending] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);

  async function handleAccept() {
    if (pending) return;
    setPending(true);
    await acceptTerms();
    setPending(false);
    onDone();
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onDone();
      }}
      title="One quick thing"
      closeOnBackdrop={false}
      initialFocusRef={acceptRef}
      className="terms-modal"
      description={
        <p>
          Before you play, please accept our{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>{' '}
          <span className="terms-modal__version">{TERMS_VERSION}</span>.
        </p>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Not now
          </Button>
          <Button ref={acceptRef} onClick={handleAccept} loading={pending}>
            I accept
          </Button>
        </>
      }
    >
      <ul className="terms-modal__points">
        <li>Questions are written by AI and can be wrong now and then.</li>
        <li>Your answers are saved to your account so you can review them.</li>
        <li>You are at least 13 years old.</li>
      </ul>
    </Modal>
  );
}
