import { Button } from '@/components/ui/button';

export interface ParticipantsListProps {
  participants: readonly string[];
  /** The viewer's own name, marked "You". */
  me?: string;
  /** The host may remove a player. */
  onKick?: (participant: string) => void;
  headingLevel?: 2 | 3;
}

/** The Participants list (spec §2): the players' names in joining order; the host is not among them. */
export function ParticipantsList({ participants, me, onKick, headingLevel = 2 }: ParticipantsListProps) {
  const Heading = `h${headingLevel}` as const;
  const isMe = (name: string) => me !== undefined && name.toLowerCase() === me.toLowerCase();
  return (
    <section className="mp-participants" aria-labelledby="mp-participants-title">
      <Heading id="mp-participants-title" className="mp-participants__title">
        Participants <span className="mp-participants__count">({participants.length})</span>
      </Heading>
      {participants.length === 0 ? (
        <p className="mp-participants__empty">No one has joined yet.</p>
      ) : (
        <ul className="mp-participants__list" aria-live="polite" aria-relevant="additions removals">
          {participants.map((name) => (
            <li key={name} className="mp-participants__item">
              <span className="mp-participants__name">{name}</span>
              {isMe(name) ? <span className="mp-badge">You</span> : null}
              {onKick ? (
                <Button variant="ghost" size="sm" onClick={() => onKick(name)} aria-label={`Kick ${name}`}>
                  Kick
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
