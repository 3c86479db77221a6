import type { TopicSuggestion } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface TopicSuggestionsProps {
  suggestions: readonly TopicSuggestion[];
  /** The topic typed, when the server cannot play it: said kindly, with the suggestions as the way on. */
  unknownTopic: string | null;
  onPick: (topic: string) => void;
  /** Null until the server said which topics it always has. */
  onSurprise: (() => void) | null;
}

/** What the player can play, as they type: their recent topics, then the closest ones; and Surprise me. */
export function TopicSuggestions({ suggestions, unknownTopic, onPick, onSurprise }: TopicSuggestionsProps) {
  return (
    <section className="topic-suggestions" aria-labelledby="topic-suggestions-title">
      <div className="topic-suggestions__head">
        <h2 id="topic-suggestions-title" className="topic-suggestions__title">
          Ready to play
        </h2>
        <Button variant="ghost" size="sm" disabled={!onSurprise} onClick={() => onSurprise?.()}>
          Surprise me
        </Button>
      </div>
      {/* A box of fixed height: as the list answers the typing it grows, shrinks or says the topic is unknown,
          and nothing below it (Start Game) moves under a tap already aimed. */}
      <div className="topic-suggestions__body">
        <Alert tone="info">
          {unknownTopic
            ? `We don't have questions about “${unknownTopic}” yet. Pick one of these instead:`
            : ''}
        </Alert>
        {suggestions.length > 0 ? (
          <ul className="topic-suggestions__list">
            {suggestions.map(({ topic, recent }) => (
              <li key={topic}>
                <button
                  type="button"
                  className={`topic-chip${recent ? ' topic-chip--recent' : ''}`}
                  onClick={() => onPick(topic)}
                >
                  {topic}
                  {recent ? <span className="topic-chip__tag"> · recent</span> : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
