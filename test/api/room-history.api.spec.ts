import { jest } from '@jest/globals';
import { roomStreamName, type RoomCreated, type RoomQuestion } from '@quiz/domain';
import type { AnswerRecord, LeaderboardRow, UserAnswersPage } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import {
  START_OF_LOG,
  type EventStore,
  type RecordedEvent,
} from '../../apps/api/src/infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../../apps/api/src/infra/projections/projection-runner.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { dumpReadModels, quiesce, rebuildAll } from './support/read-models.js';
import { startRoomApp, type RoomApp, type RoomPlayer } from './support/room-app.js';
import { dataOf, send } from './support/room-clients.js';

jest.setTimeout(180_000);

const TOPIC = 'Chemistry';
const QUESTIONS = 3;
const SECONDS = 15;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const wrongLetter = (question: RoomQuestion) => LETTERS.find((letter) => letter !== question.correct)!;

async function wholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = START_OF_LOG;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 1_000 });
    if (batch.length === 0) return events;
    events.push(...batch);
    after = batch.at(-1)!.position;
  }
}

describe.each(testDatabaseKinds())('multiplayer answers in the history, stats and streaks, on %s', (kind) => {
  let rooms: RoomApp;

  beforeAll(async () => {
    rooms = await startRoomApp(kind);
  });
  afterAll(async () => {
    await rooms.dispose();
  });

  /** Plays a whole game: Ann (signed in) right, right, wrong; Bob (a guest) right every time. */
  async function playGame(ann: RoomPlayer, bob: RoomPlayer) {
    const host = await rooms.guest();
    const { room } = dataOf(
      await send(host.socket, 'createRoom', {
        username: 'Hosty',
        topic: TOPIC,
        questionCount: QUESTIONS,
        secondsPerQuestion: SECONDS,
      }),
    );
    dataOf(await send(ann.socket, 'joinRoom', { room, username: 'Ann' }));
    dataOf(await send(bob.socket, 'joinRoom', { room, username: 'Bob' }));
    const [createdEvent] = await rooms.testApp.app
      .get<EventStore>(EVENT_STORE)
      .readStream(roomStreamName(room));
    const created = createdEvent!.data as RoomCreated['data'];
    const annPicks = created.questions.map((question, i) =>
      i < 2 ? question.correct : wrongLetter(question),
    );
    const windows: { openedBefore: number; closedAfter: number }[] = [];
    dataOf(await send(host.socket, 'startGame', { room }));
    for (let number = 1; number <= QUESTIONS; number++) {
      const shown =
        number === 1 ? await ann.inbox.nth('question', 1) : await ann.inbox.nth('nextQuestion', number - 1);
      const openedBefore = Date.now();
      expect(shown).toMatchObject({ number, text: created.questions[number - 1]!.text });
      dataOf(await send(ann.socket, 'answer', { room, answer: annPicks[number - 1]! }));
      dataOf(await send(bob.socket, 'answer', { room, answer: created.questions[number - 1]!.correct }));
      await ann.inbox.nth('reveal', number);
      windows.push({ openedBefore, closedAfter: Date.now() });
    }
    await ann.inbox.nth('gameOver', 1);
    return { room, created, annPicks, windows };
  }

  it("puts a signed-in player's answers, marked with the room, into history, stats and streaks; a guest's nowhere; a rebuild and a replay give the same tables", async () => {
    const { testApp } = rooms;
    const account = await signUp(testApp, { name: 'Ann Player' });
    const ann = await rooms.connect(account.token);
    const bob = await rooms.guest();
    const { room, created, annPicks, windows } = await playGame(ann, bob);

    const auth = { authorization: `Bearer ${account.token}` };
    const history = await waitUntil(async () => {
      const page = await testApp.http().get('/api/answers/user-answers?sort=asc').set(auth);
      const items = (page.body as UserAnswersPage).items;
      return items.length === QUESTIONS ? items : null;
    }, 60_000);
    const expected: Partial<AnswerRecord>[] = created.questions.map((question, i) => ({
      id: question.id,
      sessionId: room,
      room,
      question: question.text,
      optionA: question.options[0],
      optionB: question.options[1],
      optionC: question.options[2],
      optionD: question.options[3],
      correct: question.correct,
      explanation: question.explanation,
      topic: created.settings.topic,
      difficulty: created.settings.difficulty,
      subtopic: question.subtopic,
      selectedAnswer: annPicks[i],
      isCorrect: i < 2,
    }));
    expect(history!.map(({ timeTaken: _t, playedAt: _p, ...rest }) => rest)).toEqual(expected);
    history!.forEach((answer, i) => {
      expect(answer.timeTaken).toBeGreaterThanOrEqual(0);
      expect(answer.timeTaken).toBeLessThanOrEqual(SECONDS);
      // The server's clock: the answer was given after the question reached Ann and before its reveal did.
      const playedAt = Date.parse(answer.playedAt);
      expect(playedAt).toBeGreaterThanOrEqual(windows[i]!.openedBefore);
      expect(playedAt).toBeLessThanOrEqual(windows[i]!.closedAfter);
    });

    const stats = await testApp.http().get(`/api/answers/user-answers/${account.userId}`).set(auth);
    expect(stats.status).toBe(200);
    expect((stats.body as AnswerRecord[]).map((answer) => [answer.room, answer.isCorrect])).toEqual([
      [room, true],
      [room, true],
      [room, false],
    ]);

    const board = await waitUntil(async () => {
      const response = await testApp.http().get(`/api/streaks/leaderboard?topic=${TOPIC}`);
      const rows = response.body as LeaderboardRow[];
      return rows.length > 0 ? rows : null;
    }, 60_000);
    // Bob answered all three right, but a guest has no streak: only Ann's two in a row count.
    expect(board).toEqual([
      { userId: account.userId, displayName: 'Ann Player', topic: TOPIC, bestStreak: 2 },
    ]);

    const dataSource = testApp.app.get(DataSource);
    const runner = await quiesce(testApp.app);
    expect(await dataSource.query(`SELECT DISTINCT user_id FROM answer_history`)).toEqual([
      { user_id: account.userId },
    ]);
    expect(await dataSource.query(`SELECT user_id, current_streak, best_streak FROM topic_streaks`)).toEqual([
      { user_id: account.userId, current_streak: 0, best_streak: 2 },
    ]);

    const live = await dumpReadModels(testApp.app, runner);
    await rebuildAll(runner);
    await quiesce(testApp.app);
    expect(await dumpReadModels(testApp.app, runner)).toEqual(live);

    await replayWholeLog(runner);
    expect(await dumpReadModels(testApp.app, runner)).toEqual(live);
  });

  /** Applies the whole log again to the two projections, in batches of a few events: nothing may change. */
  async function replayWholeLog(runner: ProjectionRunner) {
    const events = await wholeLog(rooms.testApp.app.get<EventStore>(EVENT_STORE));
    const dataSource = rooms.testApp.app.get(DataSource);
    for (const name of ['answer_history', 'topic_streaks']) {
      const projection = runner.get(name);
      const read = events.filter((event) => projection.eventTypes.includes(event.type));
      for (let from = 0; from < read.length; from += 3)
        await dataSource.transaction((manager) => projection.apply(manager, read.slice(from, from + 3)));
    }
  }
});
