import { useId } from 'react';
import { nextRoundTarget, retakeIncorrectTarget, type RoundTarget } from '@quiz/domain';
import { Button } from '@/components/ui/button';
import { retakeStateFor } from '@/features/play/retake';
import type { ResultRouteState } from '@/types/quiz-navigation';

export const DASHBOARD_PATH = '/generate';

/** `/play?topic=…&difficulty=…&round=…[&subtopic=…]` for a round target, the dashboard otherwise. */
export function pathFor(target: RoundTarget, session: ResultRouteState): string {
  if (target.kind !== 'play') return DASHBOARD_PATH;
  const query = new URLSearchParams({
    topic: session.topic,
    difficulty: session.difficulty,
    round: String(target.round),
  });
  if (target.subtopic) query.set('subtopic', target.subtopic);
  return `/play?${query}`;
}

/**
 * Next Round, Retake Incorrect and Dashboard (spec §4); without a session only Dashboard applies. Once the game is
 * over (after round 3, or End game) Next Round gives way to New game (ADR 0179).
 */
export function RoundActions({
  session,
  onNavigate,
  gameOver = false,
  onEndGame,
}: {
  session: ResultRouteState | null;
  /** `state`: the router state to go with the path (Retake Incorrect's missed questions). */
  onNavigate: (path: string, state?: unknown) => void;
  gameOver?: boolean;
  onEndGame?: () => void;
}) {
  const reasonId = useId();
  const hasAnswers = Boolean(session && session.answers.length > 0);
  const next = session && hasAnswers ? nextRoundTarget(session.round, session.answers) : null;
  const retake = session && hasAnswers ? retakeIncorrectTarget(session.round, session.answers) : null;
  const retakeReason = retake?.kind === 'unavailable' ? retake.reason : null;

  return (
    <div className="round-actions">
      {session && next && (gameOver || next.kind !== 'play') ? (
        <Button variant="primary" onClick={() => onNavigate(DASHBOARD_PATH)}>
          New game
        </Button>
      ) : session && next ? (
        <Button variant="primary" onClick={() => onNavigate(pathFor(next, session))}>
          Next Round
        </Button>
      ) : null}
      {session && retake ? (
        <Button
          variant="accent"
          disabled={retakeReason !== null}
          aria-describedby={retakeReason ? reasonId : undefined}
          onClick={() =>
            onNavigate(
              `${pathFor(retake, session)}&retake=1`,
              retakeStateFor(session.answers, session.sealedKeys),
            )
          }
        >
          Retake Incorrect
        </Button>
      ) : null}
      {session && next?.kind === 'play' && !gameOver && onEndGame ? (
        <Button variant="secondary" onClick={onEndGame}>
          End game
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => onNavigate(DASHBOARD_PATH)}>
        Dashboard
      </Button>
      {retakeReason ? (
        <p id={reasonId} className="round-actions__reason">
          {retakeReason}
        </p>
      ) : null}
    </div>
  );
}
