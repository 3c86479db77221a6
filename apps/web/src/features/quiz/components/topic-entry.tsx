import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { useTopicSuggestions } from '../api/get-topic-suggestions';
import { readRecentTopics, rememberGuestTopic } from '../recent-topics';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  MAX_TOPIC_LENGTH,
  isDifficulty,
  normalizeTopic,
  playPath,
  validateTopic,
  type Difficulty,
} from '../topic';
import { TopicSuggestions } from './topic-suggestions';
import './topic-entry.css';

const difficultyOptions = DIFFICULTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface TopicEntryProps {
  /** Receives `/play?...`; the route decides how to navigate. */
  onStart: (path: string) => void;
  /** Receives the topic and difficulty chosen so far: the lobby's defaults for a host. */
  onOpenLobby: (choice: { topic: string; difficulty: Difficulty }) => void;
  playerName?: string;
  /** Guests keep their recent topics in this browser; a signed-in player's are on the server. */
  guest?: boolean;
}

/** The difficulty chosen last time, so a return to the screen does not reset it to Medium. */
function storedDifficulty(): Difficulty {
  const stored = readStorage(storageKeys.difficulty);
  return stored && isDifficulty(stored) ? stored : DEFAULT_DIFFICULTY;
}

/** The signed-in home: pick a topic and a difficulty, then start a game or open the lobby. */
export function TopicEntry({ onStart, onOpenLobby, playerName, guest = false }: TopicEntryProps) {
  const [topic, setTopic] = useState(() => readStorage(storageKeys.topic) ?? '');
  const [difficulty, setDifficulty] = useState<Difficulty>(storedDifficulty);
  const [message, setMessage] = useState('');
  const guestRecent = useMemo(() => (guest ? readRecentTopics() : null), [guest]);
  const { data, settled } = useTopicSuggestions(topic, guestRecent);
  // Without a model only the server's topics play: say so while the typed one is not among them.
  const unknownTopic =
    data && !data.anyTopic && settled !== '' && !data.typedPlayable && settled === normalizeTopic(topic)
      ? settled
      : null;

  function start(raw: string) {
    const checked = validateTopic(raw);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    setMessage('');
    writeStorage(storageKeys.topic, checked.topic);
    if (guest) rememberGuestTopic(checked.topic);
    onStart(playPath(checked.topic, difficulty));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(topic);
  }

  function chooseDifficulty(chosen: Difficulty) {
    setDifficulty(chosen);
    writeStorage(storageKeys.difficulty, chosen);
  }

  const surprise = data?.surprise ?? [];
  const surpriseMe =
    surprise.length > 0
      ? () => {
          const picked = surprise[Math.floor(Math.random() * surprise.length)] ?? surprise[0]!;
          setTopic(picked);
          start(picked);
        }
      : null;

  return (
    <div className="topic-entry">
      <div className="topic-entry__intro">
        <p className="topic-entry__hello">{playerName ? `Hey ${playerName}!` : 'Hey there!'}</p>
        <h1 className="topic-entry__title" id="topic-entry-title">
          What should we quiz you on?
        </h1>
        <p className="topic-entry__lede">
          {data && !data.anyTopic
            ? 'Type a topic and pick one we have questions on, or let us surprise you. You race a 15-second clock.'
            : 'Type any topic. We write fresh questions for it. You race a 15-second clock.'}
        </p>
      </div>

      <div className="topic-entry__grid">
        <Card className="topic-entry__card" aria-labelledby="topic-entry-title">
          <form className="topic-entry__form" onSubmit={handleSubmit} noValidate>
            <TextField
              label="Topic"
              name="topic"
              value={topic}
              maxLength={MAX_TOPIC_LENGTH}
              placeholder="e.g. Space, Chess, Dinosaurs"
              autoComplete="off"
              spellCheck={false}
              className="topic-entry__topic"
              aside={
                <span className="topic-entry__counter" aria-hidden="true">
                  {topic.length}/{MAX_TOPIC_LENGTH}
                </span>
              }
              hint={`Up to ${MAX_TOPIC_LENGTH} characters.`}
              onChange={(event) => {
                setTopic(event.target.value);
                if (message) setMessage('');
              }}
            />
            <TopicSuggestions
              suggestions={data?.suggestions ?? []}
              unknownTopic={unknownTopic}
              onPick={(picked) => {
                setTopic(picked);
                setMessage('');
              }}
              onSurprise={surpriseMe}
            />
            <Select
              label="Difficulty"
              name="difficulty"
              options={difficultyOptions}
              value={difficulty}
              onValueChange={chooseDifficulty}
            />
            <Alert>{message}</Alert>
            <div className="topic-entry__actions">
              {/* Spec §5: disabled while empty, and a topic of only spaces is empty once trimmed. */}
              <Button type="submit" size="lg" block disabled={normalizeTopic(topic) === ''}>
                Start Game
              </Button>
              <Button
                variant="secondary"
                size="lg"
                block
                onClick={() => onOpenLobby({ topic: topic.trim(), difficulty })}
              >
                Multiplayer Lobby
              </Button>
            </div>
          </form>
        </Card>

        <aside className="topic-entry__how" aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="topic-entry__how-title">
            How it works
          </h2>
          <ol className="topic-entry__steps">
            <li>
              <span className="topic-entry__step-badge topic-entry__step-badge--a">A</span>
              <span>
                <strong>Pick a topic</strong> and how hard you want it.
              </span>
            </li>
            <li>
              <span className="topic-entry__step-badge topic-entry__step-badge--b">B</span>
              <span>
                <strong>15 seconds</strong> per question, four options each.
              </span>
            </li>
            <li>
              <span className="topic-entry__step-badge topic-entry__step-badge--c">C</span>
              <span>
                <strong>Read the explanation</strong> after every answer.
              </span>
            </li>
            <li>
              <span className="topic-entry__step-badge topic-entry__step-badge--d">D</span>
              <span>
                <strong>Up to 3 rounds</strong>, each one aimed at your weakest spot.
              </span>
            </li>
          </ol>
        </aside>
      </div>
    </div>
  );
}
