import type { AnswerLetter } from '@quiz/domain';
import { useGameKeys } from '@/features/play/hooks/use-game-keys';
import { useReducedMotion } from '@/features/play/hooks/use-reduced-motion';
import type { useGame } from '../hooks/use-game';
import { useServerCountdown } from '../hooks/use-server-countdown';
import { MULTIPLAYER_MESSAGES } from '../multiplayer-messages';
import { AnswerBox } from './answer-box';
import { GameOverView } from './game-over';
import { OptionGrid } from './option-grid';
import { ParticipantsList } from './participants-list';
import { QuestionHeader } from './question-header';
import { RevealPanel } from './reveal-panel';

type Game = ReturnType<typeof useGame>;

/** A player's game: the question with A–D buttons and the 'Your answer' box, the reveal, and the podium. */
export function PlayerGame({ game }: { game: Game }) {
  const { state, sending } = game;
  const reducedMotion = useReducedMotion();
  const open = state.phase === 'question' && state.question !== null;
  const { remainingMs, durationMs } = useServerCountdown(state.question, state.clockOffsetMs, open);
  const canAnswer = open && state.myAnswer === null && remainingMs > 0 && !sending;
  const pick = (letter: AnswerLetter) => {
    if (canAnswer) void game.answer(letter);
  };
  useGameKeys({ onAnswer: pick, onNext: () => undefined });

  if (state.phase === 'over' && state.gameOver) {
    return <GameOverView gameOver={state.gameOver} me={state.name} myRank={state.me?.rank ?? null} />;
  }

  const question = state.question;
  return (
    <div className="mp-game">
      <ScoreBar state={state} />
      {question && (state.phase === 'question' || state.phase === 'reveal') ? (
        <section className="quiz__card mp-card" aria-labelledby="mp-question">
          <QuestionHeader
            question={question}
            remainingMs={remainingMs}
            durationMs={durationMs}
            open={open}
            reducedMotion={reducedMotion}
          />
          <OptionGrid
            options={question.options}
            picked={state.myAnswer}
            correct={state.phase === 'reveal' ? (state.reveal?.correct ?? null) : null}
            onPick={pick}
            disabled={!canAnswer}
          />
          {open ? (
            <>
              <AnswerBox
                key={question.number}
                question={question}
                disabled={!canAnswer}
                sending={sending}
                onSubmit={(text) => void game.answer(text)}
              />
              <p className="mp-locked" role="status">
                {state.myAnswer
                  ? `Locked in: ${state.myAnswer}, ${question.options[state.myAnswer]}. Waiting for the others…`
                  : remainingMs === 0
                    ? "Time's up! Waiting for the answer…"
                    : ''}
              </p>
            </>
          ) : null}
          {state.phase === 'reveal' && state.reveal ? (
            <RevealPanel
              reveal={state.reveal}
              result={state.lastResult}
              me={state.name}
              clockOffsetMs={state.clockOffsetMs}
            />
          ) : null}
        </section>
      ) : state.phase === 'reveal' && state.reveal ? (
        <section className="quiz__card mp-card" aria-label={`Question ${state.reveal.number} answer`}>
          <RevealPanel
            reveal={state.reveal}
            result={state.lastResult}
            me={state.name}
            clockOffsetMs={state.clockOffsetMs}
          />
        </section>
      ) : (
        <section className="quiz__card mp-card mp-waiting" aria-label="Waiting room">
          <p className="mp-waiting__text" role="status">
            <span className="mp-spinner" aria-hidden="true" />
            {MULTIPLAYER_MESSAGES.waitingForQuestion}
          </p>
          <ParticipantsList participants={state.participants} me={state.name} />
        </section>
      )}
    </div>
  );
}

function ScoreBar({ state }: { state: Game['state'] }) {
  return (
    <dl className="mp-scorebar" aria-label="Your game">
      <div>
        <dt>Player</dt>
        <dd>{state.name || '…'}</dd>
      </div>
      <div>
        <dt>Score</dt>
        <dd data-testid="my-score">{(state.me?.score ?? 0).toLocaleString('en')}</dd>
      </div>
      <div>
        <dt>Streak</dt>
        <dd>{state.me?.streak ? `🔥 ${state.me.streak}` : '0'}</dd>
      </div>
      <div>
        <dt>Rank</dt>
        <dd>{state.me?.rank ?? '–'}</dd>
      </div>
    </dl>
  );
}
