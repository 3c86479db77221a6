import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PLAY_MESSAGES } from '../play-messages';

/** Nothing to play (spec §8): the message and Return to Dashboard. */
export function ErrorView({ message, onReturn }: { message: string; onReturn: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="play-error" aria-labelledby="play-error-title">
      <span className="play-error__icon" aria-hidden="true">
        !
      </span>
      <h1 id="play-error-title" className="play-error__title" tabIndex={-1} ref={heading}>
        {PLAY_MESSAGES.noneAvailable}
      </h1>
      <p className="play-error__message" role="alert">
        {message}
      </p>
      <Button size="lg" onClick={onReturn}>
        Return to Dashboard
      </Button>
    </section>
  );
}
