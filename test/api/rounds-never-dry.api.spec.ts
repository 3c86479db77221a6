import { DataSource } from 'typeorm';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../../apps/api/src/infra/projections/projection-runner.js';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../apps/api/src/infra/tokens.js';
import { listOfflineTopics } from '../../apps/api/src/modules/questions/providers/offline/index.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { revealedGuestQuestions } from './support/guest-keys.js';
import { keysFromEventStore, type Letter } from './support/playing-player.js';

type Shown = {
  id: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  subtopic: string;
  repeat?: boolean;
  sealedKey?: string;
};
type Round = {
  questions: Shown[];
  error: string | null;
  partial: boolean;
  notice?: string | null;
  sessionId: string;
};

const TOPIC = 'dinosaurs';
const ROUND_SIZE = 10;
/** The topic's size, from the offline bank itself: the player plays through all of it, and one round more. */
const TOPIC_SIZE = listOfflineTopics().find((topic) => topic.key === TOPIC)!.questionCount;
const ROUNDS = Math.ceil(TOPIC_SIZE / ROUND_SIZE) + 1;
const optionsOf = (q: Shown) => [q.optionA, q.optionB, q.optionC, q.optionD];
const otherThan = (letter: Letter): Letter => (letter === 'A' ? 'B' : 'A');

/**
 * Issue 13 items 2-4 (ADR 0173): a player plays a whole topic, and then some. Every round is full; no question
 * comes again while a fresh one is left; after that, repeats are flagged, the missed ones first, with their
 * options in a new order, and the player is told. Retake Incorrect re-asks exactly the missed questions.
 */
describe.each(testDatabaseKinds())(
  `rounds that never run dry, on %s (a ${TOPIC_SIZE}-question topic)`,
  (kind) => {
    let testApp: TestApp;
    let events: EventStore;
    /** How many questions each subtopic has, as the first player met them all. */
    const subtopicSizes = new Map<string, number>();

    beforeAll(async () => {
      testApp = await startTestApp(kind);
      events = testApp.app.get(EVENT_STORE);
    });
    afterAll(() => testApp.dispose());

    const post = (path: string, body: object, bearer: string) =>
      testApp.http().post(path).set('authorization', `Bearer ${bearer}`).send(body);

    async function playRound(token: string, body: object, answerRight: (q: Shown, i: number) => boolean) {
      const response = await post('/api/questions', { topic: TOPIC, difficulty: 'easy', ...body }, token);
      expect(response.status).toBe(200);
      const round = response.body as Round;
      const keys = await keysFromEventStore(events)(round.sessionId);
      const wrong: string[] = [];
      for (const [i, q] of round.questions.entries()) {
        const correct = keys.get(q.id)!;
        const right = answerRight(q, i);
        const answer = await post(
          '/api/answers/save-answer',
          {
            questionId: q.id,
            selectedAnswer: right ? correct : otherThan(correct),
            timeTaken: 1,
            sessionId: round.sessionId,
          },
          token,
        );
        expect(answer.body).toMatchObject({ recorded: true, isCorrect: right });
        if (!right) wrong.push(q.id);
      }
      await projectionsSettled(testApp.app);
      return { round, wrong };
    }

    it(`plays ${ROUNDS} full rounds: fresh questions first and never twice, then repeats, missed first, flagged and reshuffled`, async () => {
      expect(TOPIC_SIZE).toBeLessThan(ROUNDS * ROUND_SIZE);
      const player = await signUp(testApp);
      const fresh = new Set<string>();
      const lastShown = new Map<string, string[]>();
      /** Whether the player's latest answer to a question was wrong. */
      const missed = new Map<string, boolean>();
      const notices: (string | null | undefined)[] = [];
      let answered = 0;
      let repeatsBegan = false;
      for (let r = 0; r < ROUNDS; r++) {
        const missedBefore = new Set([...missed].filter(([, isMissed]) => isMissed).map(([id]) => id));
        // Every third answer wrong: some questions are missed, most are merely seen.
        const { round, wrong } = await playRound(player.token, {}, () => answered++ % 3 !== 2);
        expect(round.questions).toHaveLength(ROUND_SIZE);
        expect(round).toMatchObject({ error: null, partial: false });
        notices.push(round.notice);
        for (const [i, q] of round.questions.entries()) {
          if (q.repeat) {
            repeatsBegan = true;
            expect(fresh.has(q.id)).toBe(true);
            expect(optionsOf(q)).not.toEqual(lastShown.get(q.id));
            expect([...optionsOf(q)].sort()).toEqual([...lastShown.get(q.id)!].sort());
          } else {
            // Fresh while fresh ones remain: never a question seen before, never one after the repeats began.
            expect({ round: r, position: i, repeatsBegan, seenBefore: fresh.has(q.id) }).toEqual({
              round: r,
              position: i,
              repeatsBegan: false,
              seenBefore: false,
            });
            fresh.add(q.id);
            subtopicSizes.set(q.subtopic, (subtopicSizes.get(q.subtopic) ?? 0) + 1);
          }
        }
        // Missed questions come back before merely seen ones.
        const repeats = round.questions.filter((q) => q.repeat);
        const firstMerelySeen = repeats.findIndex((q) => !missedBefore.has(q.id));
        if (firstMerelySeen >= 0) {
          expect(repeats.slice(firstMerelySeen).filter((q) => missedBefore.has(q.id))).toEqual([]);
          expect(repeats.filter((q) => missedBefore.has(q.id))).toHaveLength(missedBefore.size);
        }
        for (const q of round.questions) {
          lastShown.set(q.id, optionsOf(q));
          missed.set(q.id, wrong.includes(q.id));
        }
      }
      expect(fresh.size).toBeGreaterThan(ROUND_SIZE * 2);
      expect(fresh.size).toBeLessThanOrEqual(TOPIC_SIZE);
      expect(repeatsBegan).toBe(true);
      // Told once the repeats began, kindly; not before.
      const firstRepeatRound = Math.floor(fresh.size / ROUND_SIZE);
      expect(notices.slice(0, firstRepeatRound)).toEqual(
        notices.slice(0, firstRepeatRound).map(() => undefined),
      );
      expect(notices[firstRepeatRound]).toMatch(/every question we have on Dinosaurs.*come round again/);
    });

    it('Retake Incorrect re-asks exactly the missed questions of the round, options reshuffled', async () => {
      const player = await signUp(testApp);
      const { round, wrong } = await playRound(player.token, {}, (_q, i) => i % 2 === 1);
      expect(wrong).toHaveLength(5);
      const retake = await post(
        '/api/questions',
        { topic: TOPIC, difficulty: 'easy', round: 2, retake: wrong },
        player.token,
      );
      expect(retake.status).toBe(200);
      const retaken = retake.body as Round;
      expect(retaken.questions.map((q) => q.id)).toEqual(wrong);
      for (const q of retaken.questions) {
        const before = round.questions.find((shown) => shown.id === q.id)!;
        expect(q.repeat).toBe(true);
        expect(optionsOf(q)).not.toEqual(optionsOf(before));
        expect([...optionsOf(q)].sort()).toEqual([...optionsOf(before)].sort());
      }
      // The retake is a round like any other: its answers are judged against the new order.
      const keys = await keysFromEventStore(events)(retaken.sessionId);
      const first = retaken.questions[0]!;
      const answer = await post(
        '/api/answers/save-answer',
        {
          questionId: first.id,
          selectedAnswer: keys.get(first.id),
          timeTaken: 1,
          sessionId: retaken.sessionId,
        },
        player.token,
      );
      expect(answer.body).toMatchObject({ recorded: true, isCorrect: true });

      // Another player's questions are not theirs to retake, and each kind of player sends its own field.
      const stranger = await signUp(testApp);
      const refused = await post('/api/questions', { topic: TOPIC, retake: wrong }, stranger.token);
      expect(refused.status).toBe(404);
      const guestToken = await signInAsGuest(testApp);
      expect((await post('/api/questions/guest', { topic: TOPIC, retake: wrong }, guestToken)).status).toBe(
        400,
      );
      expect(
        (await post('/api/questions', { topic: TOPIC, retake: ['not-an-id'] }, player.token)).status,
      ).toBe(400);
    });

    it('Retake Incorrect for a guest: the tab hands back its missed questions, and the sealed keys vouch for them', async () => {
      const guestToken = await signInAsGuest(testApp);
      const batch = await post('/api/questions/guest', { topic: TOPIC, difficulty: 'easy' }, guestToken);
      const missedQuestions = (batch.body as Round).questions.slice(0, 3);
      const guestRetake = missedQuestions.map((q) => ({
        sealedKey: q.sealedKey,
        question: q.question,
        options: optionsOf(q),
        subtopic: q.subtopic,
      }));
      const retake = await post('/api/questions/guest', { topic: TOPIC, round: 2, guestRetake }, guestToken);
      expect(retake.status).toBe(200);
      const retaken = (retake.body as Round).questions;
      expect(retaken.map((q) => q.id)).toEqual(missedQuestions.map((q) => q.id));
      const [before, after] = await Promise.all([
        revealedGuestQuestions(testApp, guestToken, missedQuestions as Required<Shown>[]),
        revealedGuestQuestions(testApp, guestToken, retaken as Required<Shown>[]),
      ]);
      after.forEach((q, i) => {
        const answerBefore = optionsOf(before[i]!)['ABCD'.indexOf(before[i]!.correct)];
        expect(optionsOf(q)).not.toEqual(optionsOf(before[i]!));
        expect(optionsOf(q)['ABCD'.indexOf(q.correct)]).toBe(answerBefore);
        expect(q.repeat).toBe(true);
      });

      // A question altered in the tab (its answer moved, or its text) is not one the server issued.
      const [a, b, c, d] = guestRetake[0]!.options;
      for (const altered of [
        { ...guestRetake[0]!, options: [b, a, d, c] },
        { ...guestRetake[0]!, question: 'Which dinosaur is the best?' },
        { ...guestRetake[0]!, sealedKey: 'forged' },
      ]) {
        const response = await post(
          '/api/questions/guest',
          { topic: TOPIC, guestRetake: [altered] },
          guestToken,
        );
        expect(response.status).toBe(400);
      }
      const player = await signUp(testApp);
      expect((await post('/api/questions', { topic: TOPIC, guestRetake }, player.token)).status).toBe(400);
    });

    it('leaves repeats and retakes out of the streak, the leaderboard and the profile’s figures, also once rebuilt (ADR 0191)', async () => {
      const player = await signUp(testApp, { name: 'Farmer' });
      const dataSource = testApp.app.get(DataSource);
      const streakRow = async () =>
        (
          (await dataSource.query(
            `SELECT current_streak, best_streak FROM topic_streaks WHERE user_id = $1 AND topic_key = $2`,
            [player.userId, TOPIC],
          )) as { current_streak: number; best_streak: number }[]
        )[0];
      const boardRow = async () =>
        (
          (await testApp.http().get(`/api/streaks/leaderboard?topic=${TOPIC}`)).body as {
            userId: string;
            bestStreak: number;
          }[]
        ).find((row) => row.userId === player.userId);
      const statsAnswers = async () =>
        (
          await testApp
            .http()
            .get(`/api/answers/user-answers/${player.userId}`)
            .set('authorization', `Bearer ${player.token}`)
        ).body as { id: string; isCorrect: boolean; repeat?: boolean }[];

      // The fresh questions: every fourth one missed, so the best run is 3 and the last fresh answers are
      // right. Repeats, once they come, are all answered right: 30 right answers in a row.
      let freshAnswered = 0;
      let current = 0;
      let best = 0;
      let repeatsAnswered = 0;
      let lastMissed: string[] = [];
      let rounds = 0;
      while (repeatsAnswered < 30) {
        const { wrong } = await playRound(player.token, {}, (q) => {
          if (q.repeat) {
            repeatsAnswered++;
            return true;
          }
          const right = ++freshAnswered % 4 !== 0;
          current = right ? current + 1 : 0;
          best = Math.max(best, current);
          return right;
        });
        if (wrong.length > 0) lastMissed = wrong;
        rounds++;
        expect(rounds).toBeLessThanOrEqual(ROUNDS + 3);
      }
      expect(freshAnswered).toBeGreaterThan(ROUND_SIZE);
      expect(best).toBe(3);
      // Retake Incorrect: the missed questions asked again, answered right, count no more than repeats do.
      expect(lastMissed.length).toBeGreaterThan(0);
      const retaken = await playRound(player.token, { round: 2, retake: lastMissed }, () => true);
      expect(retaken.round.questions.map((q) => q.id)).toEqual(lastMissed);

      expect(await streakRow()).toEqual({ current_streak: current, best_streak: best });
      expect(await boardRow()).toMatchObject({ bestStreak: best });
      const answers = await statsAnswers();
      expect(answers.filter((a) => !a.repeat)).toHaveLength(freshAnswered);
      expect(answers.filter((a) => a.repeat)).toHaveLength(repeatsAnswered + lastMissed.length);
      expect(answers.filter((a) => a.repeat).every((a) => a.isCorrect)).toBe(true);

      // Rebuilt from position 0, the projections follow the same rule.
      const runner = testApp.app.get<ProjectionRunner>(PROJECTION_RUNNER);
      await runner.rebuild('topic_streaks');
      await runner.rebuild('answer_history');
      expect(await streakRow()).toEqual({ current_streak: current, best_streak: best });
      expect(await boardRow()).toMatchObject({ bestStreak: best });
      expect(await statsAnswers()).toEqual(answers);
    });

    it('fills a targeted round from its subtopic first, all of it where the subtopic has enough', async () => {
      expect(subtopicSizes.size).toBeGreaterThan(1);
      for (const [subtopic, size] of subtopicSizes) {
        const player = await signUp(testApp);
        const response = await post(
          '/api/questions',
          { topic: TOPIC, difficulty: 'easy', round: 2, subtopic },
          player.token,
        );
        const questions = (response.body as Round).questions;
        const focused = Math.min(size, ROUND_SIZE);
        expect(questions).toHaveLength(ROUND_SIZE);
        expect(questions.slice(0, focused).map((q) => q.subtopic)).toEqual(Array(focused).fill(subtopic));
      }
    });
  },
);
