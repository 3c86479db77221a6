import { jest } from '@jest/globals';
import { EXPLANATION_READING_SECONDS, type QuestionAnswered, type QuizStarted } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { postNdjson } from './support/ndjson.js';

jest.setTimeout(180_000);

type Letter = 'A' | 'B' | 'C' | 'D';
type GuestQuestion = {
  id: string;
  question: string;
  sealedKey?: string;
  correct?: Letter;
  explanation?: string;
};

/**
 * Issue 10 item 6 (ADR 0130), both attacks replayed through HTTP. (1) A guest batch carried the keys, and question
 * ids are the same for guests and players: an attacker read a player's keys off guest batches and took #1 with
 * 27 of 27 at 0.2 s. (2) An answer sent 25 s after its question was issued, claiming 0.5 s, was recorded as 0.5 s.
 */
describe.each(testDatabaseKinds())('an unfarmable leaderboard, on %s', (kind) => {
  let testApp: TestApp;
  let events: EventStore;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
    events = testApp.app.get(EVENT_STORE);
  });
  afterAll(() => testApp.dispose());
  afterEach(() => {
    clockOffsetMs = 0;
  });

  async function startRound(token: string, topic: string, batchSize: number) {
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${token}`)
      .send({ topic, difficulty: 'easy', batchSize });
    expect(response.status).toBe(200);
    const sessionId = response.body.sessionId as string;
    const [started] = await events.readStream(`quiz-${sessionId}`);
    return { sessionId, questions: (started!.data as QuizStarted['data']).questions };
  }

  const save = (token: string, body: object) =>
    testApp.http().post('/api/answers/save-answer').set('authorization', `Bearer ${token}`).send(body);
  const answersIn = async (sessionId: string) =>
    (await events.readStream(`quiz-${sessionId}`))
      .filter((event) => event.type === 'QuestionAnswered')
      .map((event) => event.data as QuestionAnswered['data']);

  it('(1) a guest reads no key a player could score with: the farming attack answers blind', async () => {
    const player = await signUp(testApp);
    const round = await startRound(player.token, 'space', 10);
    const guestToken = await signInAsGuest(testApp);

    // The attacker's harvest: guest batches (plain and streamed) of the player's topic, by question id.
    const harvested = new Map<string, GuestQuestion>();
    for (let i = 0; i < 6; i++) {
      const batch = await testApp
        .http()
        .post('/api/questions/guest')
        .set('authorization', `Bearer ${guestToken}`)
        .send({ topic: 'space', difficulty: 'easy', batchSize: 20 });
      expect(batch.status).toBe(200);
      for (const question of batch.body.questions as GuestQuestion[]) harvested.set(question.id, question);
    }
    const streamed = await postNdjson(
      testApp,
      '/api/questions/guest/stream',
      { topic: 'space', batchSize: 20 },
      guestToken,
    );
    for (const line of streamed.lines) {
      if (line.message.type === 'question') {
        const question = line.message.question as GuestQuestion;
        harvested.set(question.id, question);
      }
    }

    // The attack is real: guests are served the very questions the player was issued...
    const overlap = round.questions.filter((question) => harvested.has(question.questionId));
    expect(overlap.length).toBeGreaterThan(0);
    // ...but nothing a guest holds names a key or shows an explanation in the clear.
    const knownKeys = overlap.filter((question) => harvested.get(question.questionId)!.correct !== undefined);
    expect(knownKeys).toEqual([]);
    for (const question of overlap) {
      const held = harvested.get(question.questionId)!;
      expect(Object.keys(held).sort()).toEqual(
        ['id', 'question', 'optionA', 'optionB', 'optionC', 'optionD', 'subtopic', 'sealedKey'].sort(),
      );
      const opened = held
        .sealedKey!.split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join(' ');
      expect(opened).not.toContain(question.explanation);
    }

    // A seal cannot be forged or altered into another key.
    const sealed = harvested.get(overlap[0]!.questionId)!.sealedKey!;
    const parts = sealed.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    for (const forged of [
      [...parts.slice(0, 3), flipped, parts[4]].join('.'),
      'e30.e30.e30',
      'x'.repeat(200),
    ]) {
      const response = await testApp
        .http()
        .post('/api/answers/guest')
        .set('authorization', `Bearer ${guestToken}`)
        .send({ sealedKey: forged, selectedAnswer: 'A' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('ANSWERS.INVALID_SEALED_KEY');
    }
  });

  it('(2) an answer sent 25 s after its question was issued, claiming 0.5 s, is timed out: wrong, no score', async () => {
    const player = await signUp(testApp);
    const round = await startRound(player.token, 'capitals', 3);
    const [first] = round.questions;
    clockOffsetMs = 25_000;
    const response = await save(player.token, {
      questionId: first!.questionId,
      selectedAnswer: first!.correct,
      isCorrect: true,
      timeTaken: 0.5,
      sessionId: round.sessionId,
    });
    expect(response.status).toBe(200);
    // The reply carries the recorded time, not the claim: the game scores from it (ADR 0179).
    expect(response.body).toMatchObject({
      isCorrect: false,
      correct: first!.correct,
      timeTaken: 15,
      recorded: true,
    });
    expect(await answersIn(round.sessionId)).toEqual([
      expect.objectContaining({
        questionId: first!.questionId,
        selectedAnswer: null,
        isCorrect: false,
        timeTaken: 15,
      }),
    ]);
  });

  it('(2) the time recorded is never less than surely passed by the server’s clock, whatever the claim', async () => {
    const player = await signUp(testApp);
    const round = await startRound(player.token, 'capitals', 3);
    const [first, second] = round.questions;
    clockOffsetMs = 12_000;
    const firstReply = await save(player.token, {
      questionId: first!.questionId,
      selectedAnswer: first!.correct,
      timeTaken: 0.2,
      sessionId: round.sessionId,
    });
    // The next question is on screen 60 s after that answer at the latest (Next); 10 s later the claim of 0.2 s
    // cannot be true.
    clockOffsetMs = 12_000 + EXPLANATION_READING_SECONDS * 1000 + 10_000;
    await save(player.token, {
      questionId: second!.questionId,
      selectedAnswer: second!.correct,
      timeTaken: 0.2,
      sessionId: round.sessionId,
    });
    const [firstRecorded, secondRecorded] = await answersIn(round.sessionId);
    expect(firstRecorded).toMatchObject({ isCorrect: true });
    expect(firstRecorded!.timeTaken).toBeGreaterThanOrEqual(10);
    expect(firstReply.body.timeTaken).toBe(firstRecorded!.timeTaken);
    expect(secondRecorded).toMatchObject({ isCorrect: true });
    expect(secondRecorded!.timeTaken).toBeGreaterThanOrEqual(8);
  });

  it('an honest player who reads the explanation for 45 s, then answers in 5 s, is not timed out', async () => {
    const player = await signUp(testApp);
    const round = await startRound(player.token, 'capitals', 3);
    const [first, second] = round.questions;
    clockOffsetMs = 3_000;
    await save(player.token, {
      questionId: first!.questionId,
      selectedAnswer: first!.correct,
      timeTaken: 3,
      sessionId: round.sessionId,
    });
    clockOffsetMs = 3_000 + 45_000 + 5_000;
    await save(player.token, {
      questionId: second!.questionId,
      selectedAnswer: second!.correct,
      timeTaken: 5,
      sessionId: round.sessionId,
    });
    const [, secondRecorded] = await answersIn(round.sessionId);
    expect(secondRecorded).toMatchObject({ selectedAnswer: second!.correct, isCorrect: true, timeTaken: 5 });
  });
});
