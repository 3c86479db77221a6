import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { QuestionAnswered, QuizStarted } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { postNdjson } from './support/ndjson.js';

// Whole apps and proofs of work take longer on a busy machine than the default allows.
jest.setTimeout(120_000);

type Letter = 'A' | 'B' | 'C' | 'D';
type Player = { token: string; userId: string };
type Session = { sessionId: string; questions: QuizStarted['data']['questions']; shown: object[] };

const wrongLetter = (correct: Letter): Letter => (correct === 'A' ? 'B' : 'A');

describe.each(testDatabaseKinds())('saving answers, on %s', (kind) => {
  let testApp: TestApp;
  let events: EventStore;
  // The server's clock runs ahead of real time by this much, so a test can let time pass.
  let clockOffsetMs = 0;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
    events = testApp.app.get(EVENT_STORE);
  });
  afterAll(() => testApp.dispose());
  afterEach(() => {
    clockOffsetMs = 0;
  });

  const streamOf = (sessionId: string) => events.readStream(`quiz-${sessionId}`);
  const answersIn = async (sessionId: string) =>
    (await streamOf(sessionId))
      .filter((event) => event.type === 'QuestionAnswered')
      .map((event) => event.data as QuestionAnswered['data']);

  /** A signed-in batch, and the keys the server recorded for it (which the player does not receive). */
  async function play(player: Player, body: object = {}): Promise<Session> {
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'capitals', difficulty: 'easy', batchSize: 3, ...body });
    expect(response.status).toBe(200);
    const sessionId = response.body.sessionId as string;
    const stream = await streamOf(sessionId);
    expect(stream.map((event) => event.type)).toEqual(['QuizStarted']);
    const started = stream[0]!.data as QuizStarted['data'];
    return { sessionId, questions: started.questions, shown: response.body.questions };
  }

  const save = (player: Player | string | null, body: object, idempotencyKey?: string) => {
    const call = testApp.http().post('/api/answers/save-answer');
    const token = typeof player === 'string' ? player : player?.token;
    if (token) call.set('authorization', `Bearer ${token}`);
    if (idempotencyKey) call.set('idempotency-key', idempotencyKey);
    return call.send(body);
  };

  it('starts a quiz session with each signed-in batch: the round, the questions and their keys', async () => {
    const player = await signUp(testApp);
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'capitals', difficulty: 'hard', batchSize: 4, round: 2, subtopic: 'Europe' });
    expect(response.status).toBe(200);
    expect(response.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const [started] = await streamOf(response.body.sessionId);
    const data = started!.data as QuizStarted['data'];
    expect(data).toMatchObject({
      sessionId: response.body.sessionId,
      userId: player.userId,
      topic: 'capitals',
      difficulty: 'hard',
      round: 2,
      subtopic: 'Europe',
      // A whole batch: the round ends with the answer to its last question.
      allIssued: true,
    });
    expect(data.questions.map((q) => q.questionId)).toEqual(
      response.body.questions.map((q: { id: string }) => q.id),
    );
    expect(data.questions.every((q) => ['A', 'B', 'C', 'D'].includes(q.correct) && q.explanation)).toBe(true);
  });

  it.each([0, 4, 1.5, 'two'])('refuses round %s on POST /api/questions with a 400', async (round) => {
    const player = await signUp(testApp);
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'capitals', round });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('round: round must be 1, 2 or 3');
    expect(await events.readStream(`player-questions-${player.userId}`)).toEqual([]);
  });

  it('reveals the key and the explanation in the answer, never before', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    for (const shown of session.shown) {
      expect(shown).not.toHaveProperty('correct');
      expect(shown).not.toHaveProperty('explanation');
    }
    const question = session.questions[0]!;
    const response = await save(player, {
      questionId: question.questionId,
      selectedAnswer: question.correct,
      isCorrect: true,
      timeTaken: 0,
      sessionId: session.sessionId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      isCorrect: true,
      correct: question.correct,
      explanation: question.explanation,
      // The time the server recorded (ADR 0130, 0179): a claim of 0 s is raised to what surely passed.
      timeTaken: (await answersIn(session.sessionId))[0]!.timeTaken,
      recorded: true,
    });
  });

  it('recomputes a forged isCorrect, both ways, and records the server’s judgement', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const [first, second] = session.questions;
    const wrong = await save(player, {
      questionId: first!.questionId,
      selectedAnswer: wrongLetter(first!.correct),
      isCorrect: true,
      timeTaken: 0,
      sessionId: session.sessionId,
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ isCorrect: false, correct: first!.correct, recorded: true });
    const right = await save(player, {
      questionId: second!.questionId,
      selectedAnswer: second!.correct,
      isCorrect: false,
      timeTaken: 0,
      sessionId: session.sessionId,
    });
    expect(right.body).toMatchObject({ isCorrect: true, correct: second!.correct });
    const recorded = await answersIn(session.sessionId);
    expect(recorded.map((a) => [a.questionId, a.isCorrect])).toEqual([
      [first!.questionId, false],
      [second!.questionId, true],
    ]);
    // The question is copied in as the player saw it, so the history needs no join.
    expect(recorded[0]).toMatchObject({
      sessionId: session.sessionId,
      userId: player.userId,
      question: first!.question,
      optionA: first!.options[0],
      optionD: first!.options[3],
      correct: first!.correct,
      explanation: first!.explanation,
      topic: 'capitals',
      difficulty: 'easy',
      subtopic: first!.subtopic,
      selectedAnswer: wrongLetter(first!.correct),
    });
  });

  it('refuses a second answer to the same question with a 409 and records nothing', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const question = session.questions[0]!;
    const body = { questionId: question.questionId, timeTaken: 0, sessionId: session.sessionId };
    await save(player, { ...body, selectedAnswer: wrongLetter(question.correct) }, randomUUID());
    const replay = await save(player, { ...body, selectedAnswer: question.correct }, randomUUID());
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: 'QUIZ.ALREADY_ANSWERED' });
    const recorded = await answersIn(session.sessionId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.isCorrect).toBe(false);
  });

  it('records a retry with the same Idempotency-Key once and answers it the same way', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const question = session.questions[0]!;
    const key = randomUUID();
    const body = {
      questionId: question.questionId,
      selectedAnswer: question.correct,
      timeTaken: 0,
      sessionId: session.sessionId,
    };
    const first = await save(player, body, key);
    const retry = await save(player, body, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(first.body).toMatchObject({ isCorrect: true, recorded: true });
    expect(retry.body).toEqual({ ...first.body, recorded: false });
    expect(await answersIn(session.sessionId)).toHaveLength(1);
    // Nor may the key stand for an answer to another question.
    const reused = await save(player, { ...body, questionId: session.questions[1]!.questionId }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('ANSWERS.IDEMPOTENCY_KEY_REUSED');
    expect(await answersIn(session.sessionId)).toHaveLength(1);
  });

  it('refuses a question that was not issued in the session with a 404 and records nothing', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const other = await play(player, { topic: 'space' });
    for (const questionId of [randomUUID(), other.questions[0]!.questionId]) {
      const response = await save(player, {
        questionId,
        selectedAnswer: 'A',
        timeTaken: 0,
        sessionId: session.sessionId,
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('QUIZ.QUESTION_NOT_ISSUED');
    }
    const unknownSession = await save(player, {
      questionId: session.questions[0]!.questionId,
      selectedAnswer: 'A',
      timeTaken: 0,
      sessionId: randomUUID(),
    });
    expect(unknownSession.status).toBe(404);
    expect(unknownSession.body.code).toBe('QUIZ.SESSION_NOT_FOUND');
    expect(await answersIn(session.sessionId)).toEqual([]);
    expect(await answersIn(other.sessionId)).toEqual([]);
  });

  it('refuses another player’s session, with or without its id, and records nothing', async () => {
    const owner = await signUp(testApp);
    const intruder = await signUp(testApp);
    const session = await play(owner);
    const question = session.questions[0]!;
    const body = { questionId: question.questionId, selectedAnswer: question.correct, timeTaken: 1 };
    const named = await save(intruder, { ...body, sessionId: session.sessionId });
    expect(named.status).toBe(403);
    expect(named.body.code).toBe('QUIZ.NOT_YOUR_SESSION');
    await sessionReadable(owner, session);
    const unnamed = await save(intruder, body);
    expect(unnamed.status).toBe(404);
    expect(unnamed.body.code).toBe('QUIZ.QUESTION_NOT_ISSUED');
    expect(await answersIn(session.sessionId)).toEqual([]);
  });

  it('finds the session from the question when the client sends the spec’s body alone', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    await sessionReadable(player, session);
    const question = session.questions[0]!;
    const response = await save(player, {
      questionId: question.questionId,
      selectedAnswer: question.correct,
      isCorrect: true,
      timeTaken: 0,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isCorrect: true, recorded: true });
    expect(await answersIn(session.sessionId)).toHaveLength(1);
  });

  it('bounds timeTaken by the time since issue and by the timer plus grace', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const [first, second, third] = session.questions;
    clockOffsetMs = 5_000;
    await save(player, {
      questionId: first!.questionId,
      selectedAnswer: 'A',
      timeTaken: 12,
      sessionId: session.sessionId,
    });
    // The second question is on screen 20 s in at the latest (15 s after the first answer, ADR 0130): at 30 s it
    // is in time, and its claim is cut to the timer plus grace.
    clockOffsetMs = 30_000;
    await save(player, {
      questionId: second!.questionId,
      selectedAnswer: 'A',
      timeTaken: 500,
      sessionId: session.sessionId,
    });
    // Ten minutes on: timed out, whatever it claims.
    clockOffsetMs = 600_000;
    await save(player, {
      questionId: third!.questionId,
      selectedAnswer: third!.correct,
      timeTaken: 1,
      sessionId: session.sessionId,
    });
    const [bySinceIssue, byTimer, late] = await answersIn(session.sessionId);
    expect(bySinceIssue!.timeTaken).toBeGreaterThanOrEqual(5);
    expect(bySinceIssue!.timeTaken).toBeLessThan(12);
    expect(byTimer!.timeTaken).toBe(17);
    expect(late).toMatchObject({ selectedAnswer: null, isCorrect: false, timeTaken: 15 });
  });

  it('records a timeout (selectedAnswer null) as incorrect, and the last answer finishes the session', async () => {
    const player = await signUp(testApp);
    const session = await play(player, { batchSize: 2 });
    expect(session.questions).toHaveLength(2);
    clockOffsetMs = 30_000;
    const timeout = (question: Session['questions'][number], key: string) =>
      save(
        player,
        {
          questionId: question.questionId,
          selectedAnswer: null,
          isCorrect: true,
          timeTaken: 15,
          sessionId: session.sessionId,
        },
        key,
      );
    const keys = session.questions.map(() => randomUUID());
    for (const [i, question] of session.questions.entries()) {
      const response = await timeout(question, keys[i]!);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isCorrect: false, correct: question.correct, recorded: true });
    }
    // A retry of the answer that finished the round is still acknowledged, and records nothing.
    const retry = await timeout(session.questions[1]!, keys[1]!);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ isCorrect: false, recorded: false });
    const stream = await streamOf(session.sessionId);
    expect(stream.map((event) => event.type)).toEqual([
      'QuizStarted',
      'QuestionAnswered',
      'QuestionAnswered',
      'QuizFinished',
    ]);
    const recorded = await answersIn(session.sessionId);
    expect(recorded.map((a) => [a.selectedAnswer, a.isCorrect, a.timeTaken])).toEqual([
      [null, false, 15],
      [null, false, 15],
    ]);
  });

  it('plays a streamed batch: each question joins the session before it is written, answers judge it', async () => {
    const player = await signUp(testApp);
    const streamed = await postNdjson(
      testApp,
      '/api/questions/stream',
      { topic: 'capitals', batchSize: 3, round: 3 },
      player.token,
    );
    expect(streamed.status).toBe(200);
    const lines = streamed.lines.filter((l) => l.message.type === 'question');
    expect(lines).toHaveLength(3);
    const sessionId = lines[0]!.message.sessionId as string;
    expect(lines.every((l) => l.message.sessionId === sessionId)).toBe(true);
    expect(streamed.lines.at(-1)!.message).toMatchObject({ type: 'done', sessionId });
    const stream = await streamOf(sessionId);
    expect(stream.map((event) => event.type)).toEqual([
      'QuizStarted',
      'QuizQuestionsAdded',
      'QuizQuestionsAdded',
      'AllQuizQuestionsIssued',
    ]);
    expect(stream[0]!.data).toMatchObject({ round: 3, allIssued: false });
    const issued = stream.flatMap((event) => (event.data as Partial<QuizStarted['data']>).questions ?? []);
    expect(issued.map((q) => q.questionId)).toEqual(
      lines.map((l) => (l.message.question as { id: string }).id),
    );
    for (const question of issued) {
      const response = await save(player, {
        questionId: question.questionId,
        selectedAnswer: question.correct,
        isCorrect: false,
        timeTaken: 3,
        sessionId,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        isCorrect: true,
        correct: question.correct,
        explanation: question.explanation,
        timeTaken: expect.any(Number),
        recorded: true,
      });
      // The recorded time, never more than the claim (ADR 0130).
      expect(response.body.timeTaken).toBeLessThanOrEqual(3);
    }
    expect((await streamOf(sessionId)).at(-1)!.type).toBe('QuizFinished');
  });

  it('finishes a round on request: later answers are refused, a second finish records nothing', async () => {
    const player = await signUp(testApp);
    const intruder = await signUp(testApp);
    const session = await play(player);
    const finish = (who: Player, sessionId = session.sessionId) =>
      testApp
        .http()
        .post('/api/answers/finish-quiz')
        .set('authorization', `Bearer ${who.token}`)
        .send({ sessionId });
    const refused = await finish(intruder);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('QUIZ.NOT_YOUR_SESSION');
    expect((await finish(player, randomUUID())).status).toBe(404);
    const invalid = await finish(player, 'round-1');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(
      'sessionId: sessionId must be the sessionId POST /api/questions returned',
    );
    expect((await streamOf(session.sessionId)).map((event) => event.type)).toEqual(['QuizStarted']);

    const first = await finish(player);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sessionId: session.sessionId, recorded: true });
    expect((await finish(player)).body).toEqual({ sessionId: session.sessionId, recorded: false });
    const late = await save(player, {
      questionId: session.questions[0]!.questionId,
      selectedAnswer: 'A',
      timeTaken: 1,
      sessionId: session.sessionId,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('QUIZ.FINISHED');
    expect((await streamOf(session.sessionId)).map((event) => event.type)).toEqual([
      'QuizStarted',
      'QuizFinished',
    ]);
  });

  it('refuses guests (403) and anonymous callers (401): their answers are not saved, their rounds not theirs', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const body = {
      questionId: session.questions[0]!.questionId,
      selectedAnswer: 'A',
      timeTaken: 1,
      sessionId: session.sessionId,
    };
    const guestToken = await signInAsGuest(testApp);
    expect((await save(guestToken, body)).status).toBe(403);
    expect((await save(null, body)).status).toBe(401);
    const finishAsGuest = await testApp
      .http()
      .post('/api/answers/finish-quiz')
      .set('authorization', `Bearer ${guestToken}`)
      .send({ sessionId: session.sessionId });
    expect(finishAsGuest.status).toBe(403);
    expect(await streamOf(session.sessionId)).toHaveLength(1);
    expect(await answersIn(session.sessionId)).toEqual([]);
  });

  it.each([
    ['no body', undefined, /questionId: /],
    ['a letter out of range', { selectedAnswer: 'E' }, /selectedAnswer: selectedAnswer must be A, B, C, D/],
    ['a lower-case letter', { selectedAnswer: 'a' }, /selectedAnswer: selectedAnswer must be A, B, C, D/],
    ['a missing selectedAnswer', { selectedAnswer: undefined }, /selectedAnswer: /],
    ['a negative time', { timeTaken: -1 }, /timeTaken: timeTaken must be 0 or more seconds/],
    ['a time that is text', { timeTaken: '4' }, /timeTaken: timeTaken must be a number of seconds/],
    [
      'a question id that is no id',
      { questionId: 'q1' },
      /questionId: questionId must be the id of a question/,
    ],
    ['a session id that is no id', { sessionId: 's1' }, /sessionId: sessionId must be the sessionId/],
    ['an isCorrect that is text', { isCorrect: 'yes' }, /isCorrect: isCorrect must be true or false/],
    ['an unknown field', { score: 10 }, /Unknown field\(s\): score/],
  ])('refuses %s with a clear 400 and records nothing', async (_case, overrides, message) => {
    const player = await signUp(testApp);
    const session = await play(player);
    const body =
      overrides === undefined
        ? undefined
        : {
            questionId: session.questions[0]!.questionId,
            selectedAnswer: 'A',
            timeTaken: 1,
            sessionId: session.sessionId,
            ...overrides,
          };
    const call = testApp
      .http()
      .post('/api/answers/save-answer')
      .set('authorization', `Bearer ${player.token}`);
    const response = body === undefined ? await call : await call.send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.message).toMatch(message);
    expect(await answersIn(session.sessionId)).toEqual([]);
  });

  it('refuses an Idempotency-Key that is not a UUID with a 400 and records nothing', async () => {
    const player = await signUp(testApp);
    const session = await play(player);
    const question = session.questions[0]!;
    const response = await save(
      player,
      { questionId: question.questionId, selectedAnswer: 'A', timeTaken: 1, sessionId: session.sessionId },
      'retry-1',
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await answersIn(session.sessionId)).toEqual([]);
  });

  /**
   * Waits until the issued_questions read model holds the session's questions. Waiting for its row rather
   * than for a lag of 0: on a shared PostgreSQL server another database's long transaction holds back what
   * the log shows, and the lag then reads 0 before the row is there.
   */
  async function sessionReadable(player: Player, session: Session) {
    await waitUntil(async () => {
      const rows: unknown[] = await testApp.app
        .get(DataSource)
        .query(`SELECT 1 FROM issued_questions WHERE user_id = $1 AND batch_id = $2`, [
          player.userId,
          session.sessionId,
        ]);
      return rows.length === session.questions.length;
    }, 60_000);
  }
});
