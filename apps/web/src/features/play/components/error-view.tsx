import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PLAY_MESSAGES } from '../play-messages';

export interface ErrorViewProps {
  message: string;
  onReturn: () => void;
  /** An unknown topic's closest topics: each is a button that starts a game. */
  suggestedTopics?: readonly string[];
  onPlay?: (topic: string) => void;
}

/** Nothing to play (spec §8): the message and Return to Dashboard; for an unknown topic, topics to play instead. */
export function ErrorView({ message, onReturn, suggestedTopics = [], onPlay }: ErrorViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const offers = onPlay && suggestedTopics.length > 0;
  return (
    <section className="play-error" aria-labelledby="play-error-title">
      <span className="play-error__icon" aria-hidden="true">
        {offers ? '?' : '!'}
      </span>
      <h1 id="play-error-title" className="play-error__title" tabIndex={-1} ref={heading}>
        {offers ? 'Let’s pick another topic' : PLAY_MESSAGES.noneAvailable}
      </h1>
      <p className="play-error__message" role="alert">
        {message}
      </p>
      {offers ? (
        <ul className="play-error__topics" aria-label="Play instead">
          {suggestedTopics.map((topic) => (
            <li key={topic}>
              <Button size="lg" block onClick={() => onPlay(topic)}>
                {`Play ${topic}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="lg" variant={offers ? 'secondary' : 'primary'} onClick={onReturn}>
        Return to Dashboard
      </Button>
    </section>
  );
}
