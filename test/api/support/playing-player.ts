import { expect } from '@jest/globals';
import type { QuizStarted } from '@quiz/domain';
import type request from 'supertest';
import type { EventStore } from '../../../apps/api/src/infra/event-store/event-store.port.js';

export type Letter = 'A' | 'B' | 'C' | 'D';

/** Where requests go: an app in this process (supertest on its server) or an api process (its base URL). */
export type Http = () => ReturnType<typeof request>;

/** One answer as the server judged it, in the order the player gave them. */
export interface PlayedAnswer {
  sessionId: string;
  questionId: string;
  selectedAnswer: Letter;
  isCorrect: boolean;
}

/** The key of each question of a session, read from the event store where the test can reach it. */
export type KeyOracle = (sessionId: string) => Promise<Map<string, Letter>>;

export const keysFromEventStore =
  (events: EventStore): KeyOracle =>
  async (sessionId) => {
    const [started] = await events.readStream(`quiz-${sessionId}`);
    const data = started!.data as QuizStarted['data'];
    return new Map(data.questions.map((q) => [q.questionId, q.correct]));
  };

const otherThan = (letter: Letter): Letter => (letter === 'A' ? 'B' : 'A');

/**
 * A signed-in player driving the api over HTTP, as the web app does: rounds of questions, every answer, the
 * finish, profile edits. It keeps what the server answered, which is what history and streaks must show.
 */
export class PlayingPlayer {
  readonly answers: PlayedAnswer[] = [];

  constructor(
    readonly token: string,
    readonly userId: string,
    /** Decides right or wrong by the answer's number (from 0) when the key is known; otherwise answers A. */
    private readonly answersRight: (index: number) => boolean = () => true,
  ) {}

  /** `POST /api/questions`: a whole batch, on record. */
  async startRound(http: Http, body: { topic: string; batchSize: number }) {
    const response = await http()
      .post('/api/questions')
      .set('authorization', `Bearer ${this.token}`)
      .send({ difficulty: 'easy', ...body });
    expect(response.status).toBe(200);
    const questions = response.body.questions as { id: string }[];
    expect(questions).toHaveLength(body.batchSize);
    return { sessionId: response.body.sessionId as string, questionIds: questions.map((q) => q.id) };
  }

  /** Answers the given questions of a round in order; every answer must be recorded. */
  async answer(
    http: Http,
    round: { sessionId: string; questionIds: string[] },
    keys: KeyOracle | null,
  ): Promise<void> {
    const key = keys ? await keys(round.sessionId) : null;
    for (const questionId of round.questionIds) {
      const correct = key?.get(questionId);
      const right = this.answersRight(this.answers.length);
      const selectedAnswer: Letter = correct ? (right ? correct : otherThan(correct)) : 'A';
      const response = await http()
        .post('/api/answers/save-answer')
        .set('authorization', `Bearer ${this.token}`)
        .send({ questionId, selectedAnswer, timeTaken: 1, sessionId: round.sessionId });
      expect({ questionId, status: response.status, body: response.body }).toMatchObject({
        status: 200,
        body: { recorded: true },
      });
      this.answers.push({
        sessionId: round.sessionId,
        questionId,
        selectedAnswer,
        isCorrect: response.body.isCorrect as boolean,
      });
    }
  }

  /** `POST /api/answers/finish-quiz` after the last answer: the answer already finished it, so nothing new. */
  async finish(http: Http, sessionId: string): Promise<void> {
    const response = await http()
      .post('/api/answers/finish-quiz')
      .set('authorization', `Bearer ${this.token}`)
      .send({ sessionId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sessionId, recorded: false });
  }

  /** Starts a round, answers every question and finishes it. */
  async playRound(http: Http, topic: string, batchSize: number, keys: KeyOracle | null): Promise<void> {
    const round = await this.startRound(http, { topic, batchSize });
    await this.answer(http, round, keys);
    await this.finish(http, round.sessionId);
  }

  async rename(http: Http, displayName: string): Promise<void> {
    const response = await http()
      .patch('/api/user/me')
      .set('authorization', `Bearer ${this.token}`)
      .send({ displayName });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ displayName, recorded: true });
  }

  /** Every page of `GET /api/answers/user-answers`, oldest first. */
  async history(http: Http): Promise<PlayedAnswer[]> {
    const answers: PlayedAnswer[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await http()
        .get(`/api/answers/user-answers?sort=asc${query}`)
        .set('authorization', `Bearer ${this.token}`);
      expect(response.status).toBe(200);
      for (const item of response.body.items)
        answers.push({
          sessionId: item.sessionId,
          questionId: item.id,
          selectedAnswer: item.selectedAnswer,
          isCorrect: item.isCorrect,
        });
      cursor = response.body.nextCursor;
    } while (cursor);
    return answers;
  }

  /** The longest run of right answers, as the server judged them. */
  bestStreak(): number {
    let best = 0;
    let current = 0;
    for (const answer of this.answers) {
      current = answer.isCorrect ? current + 1 : 0;
      best = Math.max(best, current);
    }
    return best;
  }

  /** This player's row on the topic's leaderboard; undefined when they have no streak there. */
  async leaderboardStreak(http: Http, topic: string): Promise<number | undefined> {
    const response = await http().get(
      `/api/streaks/leaderboard?topic=${encodeURIComponent(topic)}&limit=100`,
    );
    expect(response.status).toBe(200);
    const rows = response.body as { userId: string; bestStreak: number }[];
    return rows.find((row) => row.userId === this.userId)?.bestStreak;
  }
}

/** Answers compared as a set: answers given within one millisecond may be listed in either order. */
export const byQuestion = (answers: readonly PlayedAnswer[]) =>
  [...answers].sort((a, b) =>
    `${a.sessionId}/${a.questionId}`.localeCompare(`${b.sessionId}/${b.questionId}`),
  );
