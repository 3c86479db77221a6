import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TERMS_VERSION } from '../api/accept-terms';

/**
 * In place of a game while the signed-in player has put the terms off ("Not now" may browse but not play,
 * issue 13 item 6): the one way on is to accept them.
 */
export function TermsGate({ onReview }: { onReview: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="play-error" aria-labelledby="terms-gate-title">
      <h1 id="terms-gate-title" className="play-error__title" tabIndex={-1} ref={heading}>
        Accept the terms to play
      </h1>
      <p className="play-error__message">
        You can look around as you like; a game starts once you have accepted our{' '}
        <Link to="/terms" target="_blank" rel="noopener">
          Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>{' '}
        {TERMS_VERSION}.
      </p>
      <Button size="lg" onClick={onReview}>
        Review and accept
      </Button>
    </section>
  );
}
