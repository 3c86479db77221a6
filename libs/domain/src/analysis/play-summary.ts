import type { QuizSessionEvent } from '../play/quiz-session.events.js';
import type { RoomEvent } from '../rooms/room.events.js';

/** One solo round or game as an analyst lists it. Player keys are `user:{uid}` or `guest:{id}`. */
export interface PlaySummary {
  mode: 'solo' | 'game';
  id: string;
  topic: string;
  difficulty: string;
  round: number | null;
  status: 'in-progress' | 'finished';
  startedAt: string;
  finishedAt: string | null;
  questionCount: number;
  answerCount: number;
  correctCount: number;
  playerKeys: string[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A solo round's summary after one more of its events; null until it has started. */
export function foldSoloPlay(summary: PlaySummary | null, event: QuizSessionEvent): PlaySummary | null {
  if (event.type === 'QuizStarted') {
    if (summary) return summary;
    const data = event.data;
    return {
      mode: 'solo',
      id: data.sessionId,
      topic: data.topic,
      difficulty: data.difficulty,
      round: data.round,
      status: 'in-progress',
      startedAt: data.startedAt,
      finishedAt: null,
      questionCount: data.questions.length,
      answerCount: 0,
      correctCount: 0,
      playerKeys: [`user:${data.userId}`],
    };
  }
  if (!summary) return null;
  switch (event.type) {
    case 'QuizQuestionsAdded':
      return { ...summary, questionCount: summary.questionCount + event.data.questions.length };
    case 'AllQuizQuestionsIssued':
      return { ...summary, questionCount: Math.max(summary.questionCount, event.data.questionCount) };
    case 'QuestionAnswered':
      return {
        ...summary,
        answerCount: summary.answerCount + 1,
        correctCount: summary.correctCount + (event.data.isCorrect ? 1 : 0),
      };
    case 'QuizFinished':
      return { ...summary, status: 'finished', finishedAt: summary.finishedAt ?? event.data.finishedAt };
  }
}

/** A game's summary after one more event of its room's stream; answers count once their question closes. */
export function foldGamePlay(summary: PlaySummary | null, event: RoomEvent): PlaySummary | null {
  if (event.type === 'RoomCreated') {
    if (summary) return summary;
    const { roomId, settings, host, at } = event.data;
    return {
      mode: 'game',
      id: roomId,
      topic: settings.topic,
      difficulty: settings.difficulty,
      round: null,
      status: 'in-progress',
      startedAt: iso(at),
      finishedAt: null,
      questionCount: settings.questionCount,
      answerCount: 0,
      correctCount: 0,
      playerKeys: [host.key],
    };
  }
  if (!summary) return null;
  switch (event.type) {
    case 'PlayerJoined':
      return summary.playerKeys.includes(event.data.key)
        ? summary
        : { ...summary, playerKeys: [...summary.playerKeys, event.data.key] };
    case 'QuestionClosed':
      return {
        ...summary,
        answerCount: summary.answerCount + event.data.results.length,
        correctCount: summary.correctCount + event.data.results.filter((r) => r.correct).length,
      };
    case 'GameEnded':
      return { ...summary, status: 'finished', finishedAt: summary.finishedAt ?? iso(event.data.at) };
    default:
      return summary;
  }
}
