import { useMemo, useState } from 'react';
import { LAST_ROUND } from '@quiz/domain';
import { GameSummary, type GamePlayer } from '@/features/game/components/game-summary';
import { gameOfSession } from '@/features/game/game-record';
import type { ResultRouteState } from '@/types/quiz-navigation';
import { HistoryPanel } from './history-panel';
import { ResultTabs, type ResultTab } from './result-tabs';
import { RoundActions } from './round-actions';
import { SessionPanel } from './session-panel';
import type { AnswerView } from './view-toggle';
import './result.css';

type TabKey = 'session' | 'history';

export const GUEST_HISTORY_NOTE =
  'History is for signed-in players: guests play without saving their answers, so only this session is shown.';

/**
 * `/result`: the round just played (Session) and, for signed-in players, every saved answer (History).
 * Session opens when /play handed over answers, History otherwise (spec §4).
 */
export function ResultScreen({
  session,
  canSeeHistory,
  onNavigate,
  player,
}: {
  session: ResultRouteState | null;
  canSeeHistory: boolean;
  onNavigate: (path: string, state?: unknown) => void;
  /** Who the end-of-game summary ranks, or nudges to sign up (ADR 0179). */
  player?: GamePlayer;
}) {
  const hasSessionAnswers = Boolean(session && session.answers.length > 0);
  const [tab, setTab] = useState<TabKey>(hasSessionAnswers || !canSeeHistory ? 'session' : 'history');
  const [view, setView] = useState<AnswerView>('cards');
  const [endedByPlayer, setEndedByPlayer] = useState(false);
  const gameOver = Boolean(
    session && session.answers.length > 0 && (session.round >= LAST_ROUND || endedByPlayer),
  );
  const game = useMemo(() => (session ? gameOfSession(session) : null), [session]);

  const sessionTab: ResultTab<TabKey> = {
    key: 'session',
    label: 'Session',
    panel: (
      <SessionPanel
        answers={session?.answers ?? []}
        view={view}
        onViewChange={setView}
        note={canSeeHistory ? undefined : GUEST_HISTORY_NOTE}
      />
    ),
  };
  const historyTab: ResultTab<TabKey> = {
    key: 'history',
    label: 'History',
    panel: <HistoryPanel view={view} onViewChange={setView} />,
  };

  return (
    <div className="result-screen">
      <header className="result-screen__header">
        <p className="result-screen__eyebrow">Results</p>
        <h1 className="result-screen__title">
          {session ? `Round ${session.round}: ${session.topic}` : 'Your answers'}
        </h1>
        {session ? <p className="result-screen__lede">Difficulty: {session.difficulty}</p> : null}
        <RoundActions
          session={session}
          onNavigate={onNavigate}
          gameOver={gameOver}
          onEndGame={() => setEndedByPlayer(true)}
        />
      </header>
      {gameOver && game && player ? <GameSummary game={game} player={player} /> : null}
      <ResultTabs
        label="Results"
        tabs={canSeeHistory ? [sessionTab, historyTab] : [sessionTab]}
        selected={tab}
        onSelect={setTab}
      />
    </div>
  );
}
