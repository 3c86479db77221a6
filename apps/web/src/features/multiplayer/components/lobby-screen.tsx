import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_DIFFICULTY, type Difficulty } from '@quiz/domain';
import { QUESTION_COUNT, SECONDS_PER_QUESTION } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useLobby, type HostOptions } from '../hooks/use-lobby';
import {
  canCreateRoom,
  canJoinRoom,
  MAX_NAME_LENGTH,
  ROOM_ID_LENGTH,
  typedRoomId,
} from '../model/lobby-rules';
import { settingsSummary } from '../model/room-settings';
import { HostOptionsFields } from './host-options';
import { ParticipantsList } from './participants-list';
import { RoomCode } from './room-code';

export interface LobbyScreenProps {
  defaultName: string;
  /** The topic entry screen's choice, the host's default. */
  defaultTopic: string;
  defaultDifficulty?: Difficulty;
}

/** 'Multiplayer Lobby' (spec §2): 'Your name', 'Room ID', Create Room, Join Room and the Participants list. */
export function LobbyScreen({ defaultName, defaultTopic, defaultDifficulty }: LobbyScreenProps) {
  const lobby = useLobby();
  const [name, setName] = useState(defaultName.slice(0, MAX_NAME_LENGTH));
  const [options, setOptions] = useState<Required<HostOptions>>({
    topic: defaultTopic,
    difficulty: defaultDifficulty ?? DEFAULT_DIFFICULTY,
    questionCount: QUESTION_COUNT.default,
    secondsPerQuestion: SECONDS_PER_QUESTION.default,
    lateJoin: true,
  });
  const inRoom = lobby.role !== null;

  function handleJoin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void lobby.joinRoom(name, lobby.roomId);
  }

  function handleCreate() {
    const topic = options.topic.trim();
    void lobby.createRoom(name, { ...options, topic: topic === '' ? undefined : topic });
  }

  return (
    <div className="mp-lobby">
      <header className="mp-lobby__intro">
        <h1 className="mp-title">Multiplayer Lobby</h1>
        <p className="mp-lede">
          Host a room and share its Room ID, or join a friend’s. Everyone gets the same questions at the same
          time.
        </p>
      </header>
      <Alert>{lobby.error}</Alert>

      <div className="mp-lobby__grid">
        <Card className="mp-lobby__card" aria-label={inRoom ? 'Your room' : 'Join or host a room'}>
          <form className="mp-lobby__form" onSubmit={handleJoin} aria-label="Join a room" noValidate>
            <TextField
              label="Your name"
              name="username"
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="nickname"
              readOnly={inRoom}
              hint="Shown to the other players."
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Room ID"
              name="room"
              value={lobby.roomId}
              maxLength={ROOM_ID_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={inRoom}
              className="mp-lobby__room-field"
              hint={inRoom ? undefined : `${ROOM_ID_LENGTH} characters, from the host’s screen.`}
              onChange={(event) => lobby.setRoomId(typedRoomId(event.target.value))}
            />
            {inRoom ? null : (
              <Button
                type="submit"
                size="lg"
                block
                disabled={!canJoinRoom(name, lobby.roomId)}
                loading={lobby.busy === 'join'}
              >
                Join Room
              </Button>
            )}
          </form>

          {inRoom ? (
            <RoomPanel lobby={lobby} />
          ) : (
            <div className="mp-lobby__host">
              <p className="mp-divider">
                <span>or host a game</span>
              </p>
              <HostOptionsFields options={options} onChange={setOptions} disabled={lobby.busy !== null} />
              <Button
                variant="secondary"
                size="lg"
                block
                disabled={!canCreateRoom(name)}
                loading={lobby.busy === 'create'}
                onClick={handleCreate}
              >
                Create Room
              </Button>
            </div>
          )}
        </Card>

        <Card className="mp-lobby__people">
          <ParticipantsList
            participants={lobby.participants}
            me={lobby.role === 'player' ? lobby.view?.name : undefined}
            onKick={lobby.role === 'host' ? (participant) => void lobby.kick(participant) : undefined}
          />
        </Card>
      </div>
      <p className="mp-lobby__back">
        <Link to="/generate">Back to the topic screen</Link>
      </p>
    </div>
  );
}

function RoomPanel({ lobby }: { lobby: ReturnType<typeof useLobby> }) {
  const { view } = lobby;
  if (!view) return null;
  const settings = settingsSummary(view.settings);
  if (lobby.role === 'host') {
    const nobody = lobby.participants.length === 0;
    return (
      <div className="mp-room" aria-label="Your room">
        <RoomCode room={view.room} />
        <p className="mp-room__settings">{settings}</p>
        <p className="mp-room__hint" role="status">
          {nobody
            ? 'Share the Room ID. Start opens once someone has joined.'
            : `${lobby.participants.length} ${lobby.participants.length === 1 ? 'player is' : 'players are'} in. Start when everyone is here.`}
        </p>
        <Button
          size="lg"
          block
          disabled={nobody}
          loading={lobby.busy === 'start'}
          onClick={() => void lobby.startGame()}
        >
          Start
        </Button>
      </div>
    );
  }
  return (
    <div className="mp-room" aria-label="Your room">
      <RoomCode room={view.room} />
      <p className="mp-room__settings">{settings}</p>
      <p className="mp-room__hint" role="status">
        <span className="mp-spinner" aria-hidden="true" /> You’re in, {view.name}! Waiting for {view.host} to
        start…
      </p>
    </div>
  );
}
