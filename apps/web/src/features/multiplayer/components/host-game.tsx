import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReducedMotion } from '@/features/play/hooks/use-reduced-motion';
import type { useGame } from '../hooks/use-game';
import { useServerCountdown } from '../hooks/use-server-countdown';
import { optionShares } from '../model/game-view';
import { settingsSummary } from '../model/room-settings';
import { GameOverView } from './game-over';
import { OptionGrid } from './option-grid';
import { ParticipantsList } from './participants-list';
import { QuestionHeader } from './question-header';
import { RevealPanel } from './reveal-panel';
import { RoomCode } from './room-code';

type Game = ReturnType<typeof useGame>;

/**
 * The host's screen: the room id large, players arriving and Start; during the game the question, the countdown,
 * how many have answered, the count per option once it closes, and Next, Kick and End game.
 */
export function HostGame({ game }: { game: Game }) {
  const { state, sending } = game;
  const reducedMotion = useReducedMotion();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const open = state.phase === 'question' && state.question !== null;
  const { remainingMs, durationMs } = useServerCountdown(state.question, state.clockOffsetMs, open);
  const kick = (participant: string) => void game.kick(participant);

  if (state.phase === 'over' && state.gameOver) return <GameOverView gameOver={state.gameOver} />;

  if (state.phase === 'lobby') {
    const nobody = state.participants.length === 0;
    return (
      <div className="mp-host mp-host--lobby">
        <section className="quiz__card mp-card mp-host__room" aria-label="Your room">
          <RoomCode room={state.room} label="Join with Room ID" />
          {state.settings ? <p className="mp-room__settings">{settingsSummary(state.settings)}</p> : null}
          <Button
            size="lg"
            disabled={nobody}
            loading={sending}
            onClick={() => void game.hostCommand('startGame')}
          >
            Start
          </Button>
        </section>
        <section className="quiz__card mp-card">
          <ParticipantsList participants={state.participants} onKick={kick} />
        </section>
      </div>
    );
  }

  const question = state.question;
  const reveal = state.phase === 'reveal' ? state.reveal : null;
  const players = reveal?.players ?? Math.max(state.participants.length, state.answered);
  return (
    <div className="mp-host">
      <section className="quiz__card mp-card" aria-labelledby={question ? 'mp-question' : undefined}>
        <div className="mp-host__bar">
          <p className="mp-host__room-small">
            Room <strong>{state.room}</strong>
          </p>
          <p className="mp-host__answered" role="status" aria-live="polite" data-testid="answered-count">
            <strong>{reveal?.answered ?? state.answered}</strong> of {players} answered
          </p>
        </div>
        {question ? (
          <>
            <QuestionHeader
              question={question}
              remainingMs={remainingMs}
              durationMs={durationMs}
              open={open}
              reducedMotion={reducedMotion}
            />
            <OptionGrid
              options={question.options}
              picked={null}
              correct={reveal?.correct ?? null}
              counts={reveal?.counts ?? null}
              shares={reveal ? optionShares(reveal) : null}
            />
          </>
        ) : null}
        {reveal ? <RevealPanel reveal={reveal} clockOffsetMs={state.clockOffsetMs} /> : null}
        <div className="quiz__actions">
          <Button size="lg" loading={sending} onClick={() => void game.hostCommand('next')}>
            {open ? 'Close question' : 'Next'}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (!confirmEnd) return setConfirmEnd(true);
              setConfirmEnd(false);
              void game.hostCommand('endGame');
            }}
            onBlur={() => setConfirmEnd(false)}
          >
            {confirmEnd ? 'Confirm: end the game' : 'End game'}
          </Button>
        </div>
      </section>
      <section className="quiz__card mp-card">
        <ParticipantsList participants={state.participants} onKick={kick} />
      </section>
    </div>
  );
}
