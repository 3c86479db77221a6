import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AnswerRecord } from '@quiz/contracts';
import { readPlayRequest, type GameScore, type PlayRequest } from '@quiz/domain';
import type { ResultRouteState } from '@/types/quiz-navigation';
import { saveRound, startingScore } from '@/features/game/game-record';
import { finishQuiz } from '../api/finish-quiz';
import { toGameAnswer } from '../game-answer';
import { useQuestionStream } from '../hooks/use-question-stream';
import { guestJudge, serverJudge } from '../judges';
import { ERROR_DISPLAY_DELAY_MS } from '../play-messages';
import { retakeRequestFrom } from '../retake';
import type { Judge, PlayedAnswer } from '../play-types';
import { forgetRound } from '../resume/round-memory';
import { useResumedRound, type RoundKeeper } from '../resume/use-resumed-round';
import { ErrorView } from './error-view';
import { LoadingView } from './loading-view';
import { QuizGame } from './quiz-game';
import './play.css';

export type Player = { kind: 'signed-in'; userId: string } | { kind: 'guest' };

/** /play: reads the query (spec §2), streams the round and plays it; Finish goes to /result. */
export function PlayScreen({ player }: { player: Player }) {
  const [params] = useSearchParams();
  const { search, state } = useLocation();
  const checked = readPlayRequest(
    {
      topic: params.get('topic'),
      difficulty: params.get('difficulty'),
      round: params.get('round'),
      subtopic: params.get('subtopic'),
      batchSize: params.get('batchSize'),
    },
    player.kind,
  );
  if (!checked.ok) return <DelayedError message={checked.message} topic={params.get('topic') ?? ''} />;
  const retake = params.get('retake') ? retakeRequestFrom(state, player.kind) : null;
  return <PlayRound key={search} request={checked.request} player={player} retake={retake} />;
}

function PlayRound({
  request,
  player,
  retake,
}: {
  request: PlayRequest;
  player: Player;
  retake: RetakeRequest;
}) {
  const navigate = useNavigate();
  const keeper = useResumedRound(player.kind, player.kind === 'signed-in' ? player.userId : null);
  const { resume, remember } = keeper;
  const userId = player.kind === 'signed-in' ? player.userId : null;
  const judge = useMemo(() => (userId ? serverJudge(userId) : guestJudge), [userId]);
  const [startScore] = useState(() => startingScore(request.topic, request.difficulty, request.round));

  async function handleFinish(played: PlayedAnswer[]) {
    forgetRound();
    const sessionId = played.find((answer) => answer.question.sessionId)?.question.sessionId ?? null;
    if (userId && sessionId) {
      // The round also ends with its last answer; this closes one cut short. Its failure loses nothing.
      await finishQuiz(sessionId).catch(() => undefined);
    }
    saveRound(request.topic, request.difficulty, {
      round: request.round,
      focus: request.subtopic,
      answers: played.map(toGameAnswer),
    });
    const state: ResultRouteState = {
      answers: played.map((answer) => toAnswerRecord(answer, request)),
      round: request.round,
      topic: request.topic,
      difficulty: request.difficulty,
      sealedKeys: Object.fromEntries(
        played.flatMap(({ question }) => (question.sealedKey ? [[question.id, question.sealedKey]] : [])),
      ),
    };
    navigate('/result', { state });
  }

  const heading = (
    <>
      <span className="quiz__topic">{request.topic}</span>
      <span className="quiz__chip quiz__chip--round">{roundLabel(request.round, request.subtopic)}</span>
      <span className="quiz__chip">{request.difficulty}</span>
    </>
  );
  if (resume.status === 'checking')
    return <LoadingView progress={{ ready: 0, total: 0 }} topic={request.topic} />;
  if (resume.status === 'resumed') {
    const total = resume.questions.length;
    return (
      <QuizGame
        questions={resume.questions}
        progress={{ ready: total, total }}
        complete
        judge={judge}
        initialAnswers={resume.answers}
        initialPending={resume.pending}
        initialRemainingMs={resume.remainingMs}
        onShown={(question, at) => remember({ shown: { questionId: question.id, at } })}
        onAnswered={(answers) => {
          if (!userId) remember({ guest: { questions: resume.questions, answers } });
        }}
        onFinish={handleFinish}
        startScore={startScore}
        heading={heading}
      />
    );
  }
  return (
    <StreamedRound
      request={request}
      player={player}
      retake={retake}
      startScore={startScore}
      judge={judge}
      remember={remember}
      onFinish={handleFinish}
      heading={heading}
    />
  );
}

/** A new round, streamed question by question; the tab keeps what a reload needs to resume it. */
function StreamedRound({
  request,
  player,
  retake,
  startScore,
  judge,
  remember,
  onFinish,
  heading,
}: {
  request: PlayRequest;
  player: Player;
  retake: RetakeRequest;
  startScore: GameScore;
  judge: Judge;
  remember: RoundKeeper['remember'];
  onFinish: (played: PlayedAnswer[]) => void;
  heading: ReactNode;
}) {
  const stream = useQuestionStream(request, player.kind, retake);
  const answered = useRef<PlayedAnswer[]>([]);
  const guest = player.kind === 'guest';
  const sessionId = stream.questions[0]?.sessionId ?? null;
  useEffect(() => {
    if (sessionId) remember({ sessionId });
  }, [sessionId, remember]);
  useEffect(() => {
    if (guest && stream.questions.length > 0)
      remember({ guest: { questions: stream.questions, answers: answered.current } });
  }, [guest, stream.questions, remember]);

  if (stream.failure)
    return (
      <DelayedError
        message={stream.failure}
        topic={request.topic}
        progress={stream.progress}
        suggestedTopics={stream.suggestedTopics}
        difficulty={request.difficulty}
      />
    );
  if (stream.questions.length === 0) return <LoadingView progress={stream.progress} topic={request.topic} />;
  return (
    <QuizGame
      questions={stream.questions}
      progress={stream.progress}
      complete={stream.complete}
      judge={judge}
      onFinish={onFinish}
      onShown={(question, at) => remember({ shown: { questionId: question.id, at } })}
      onAnswered={(answers) => {
        answered.current = answers;
        if (guest) remember({ guest: { questions: stream.questions, answers } });
      }}
      notice={stream.notice}
      startScore={startScore}
      heading={heading}
    />
  );
}

type RetakeRequest = ReturnType<typeof retakeRequestFrom>;

/** "Round 2 · focus: Relatives and discoveries": what a targeted round aims at (ADR 0173). */
export const roundLabel = (round: number, subtopic: string | null) =>
  subtopic ? `Round ${round} · focus: ${subtopic}` : `Round ${round}`;

/** Spec §4: the error shows after 0.8 s; until then the loading screen stays. */
function DelayedError({
  message,
  topic,
  progress = { ready: 0, total: 0 },
  suggestedTopics = [],
  difficulty,
}: {
  message: string;
  topic: string;
  progress?: { ready: number; total: number };
  suggestedTopics?: string[];
  difficulty?: string;
}) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ERROR_DISPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return <LoadingView progress={progress} topic={topic} />;
  // An unknown topic's closest topics each start a game (issue 13), at the same difficulty.
  const play = (suggested: string) =>
    navigate(
      `/play?${new URLSearchParams({ topic: suggested, difficulty: difficulty ?? 'medium', round: '1' })}`,
    );
  return (
    <ErrorView
      message={message}
      onReturn={() => navigate('/generate')}
      suggestedTopics={suggestedTopics}
      onPlay={play}
    />
  );
}

/** The spec's answer record; guests have no session (''). */
function toAnswerRecord(played: PlayedAnswer, request: PlayRequest): AnswerRecord {
  const { question, judgement } = played;
  return {
    id: question.id,
    sessionId: question.sessionId ?? '',
    question: question.question,
    optionA: question.optionA,
    optionB: question.optionB,
    optionC: question.optionC,
    optionD: question.optionD,
    correct: judgement.correct,
    explanation: judgement.explanation,
    topic: request.topic,
    difficulty: request.difficulty,
    subtopic: question.subtopic,
    selectedAnswer: played.selectedAnswer,
    isCorrect: judgement.isCorrect,
    // The time the server recorded, as History shows it (ADR 0130); the browser's own for guests.
    timeTaken: judgement.recordedTimeTaken ?? played.timeTaken,
    playedAt: played.playedAt,
  };
}
