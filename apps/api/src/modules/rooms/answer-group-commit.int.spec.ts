import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import {
  DomainError,
  roomAnswersStreamName,
  roomStreamName,
  type AnswerLetter,
  type QuestionResult,
  type RoomCommand,
} from '@quiz/domain';
import type { AppConfig } from '../../config/app-config.js';
import type { EventStore } from '../../infra/event-store/event-store.port.js';
import type { JobQueue } from '../../infra/queue/job-queue.port.js';
import { propertyParameters } from '../../testing/property-runs.js';
import { openPostgresBackend, type EventStoreBackend } from '../../testing/event-store-backends.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { AnswerLog } from './answer-log.js';
import { SubmitAnswerHandler } from './commands/submit-answer/submit-answer.handler.js';
import { RoomBroadcaster } from './room-broadcaster.js';
import type { RoomCaller } from './room-caller.js';
import { RoomFlows } from './room-flows.js';
import { RoomStore } from './room-store.js';

jest.setTimeout(600_000);

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const SECONDS = 60;

/** The jobs are not run here: the test closes questions itself, as the deadline job would. */
const idleQueue: JobQueue = {
  kind: 'in-process',
  enqueue: async () => ({ enqueued: true }),
  process: async () => undefined,
  depth: async () => ({}),
  ping: async () => undefined,
  close: async () => undefined,
};

/** One api node's room services over a shared event store: its own caches, batcher and clock. */
function apiNode(store: EventStore, clock: { at: number }) {
  const rooms = new RoomStore(store);
  const answers = new AnswerLog(store);
  const broadcaster = new RoomBroadcaster();
  const config = { rooms: { revealMs: 60_000 } } as AppConfig;
  const flows = new RoomFlows(
    rooms,
    answers,
    broadcaster,
    idleQueue,
    { now: () => new Date(clock.at) },
    config,
  );
  const handler = new SubmitAnswerHandler(rooms, answers, flows, broadcaster, store);
  return { rooms, flows, handler };
}

type ApiNode = ReturnType<typeof apiNode>;

let roomCount = 0;

/** A room with `players` players (guest:0 …), its first question open until clock + SECONDS. */
async function openRoom(node: ApiNode, players: number, now: number): Promise<string> {
  const roomId = `GC${process.pid % 1000}${roomCount++}`;
  const run = (command: RoomCommand) => node.flows.run(roomId, command, randomUUID());
  await run({
    type: 'CreateRoom',
    data: {
      roomId,
      host: { key: 'user:host', name: 'Host' },
      settings: {
        topic: 't',
        difficulty: 'easy',
        questionCount: 1,
        secondsPerQuestion: SECONDS,
        lateJoin: true,
      },
      questions: [
        {
          id: 'q1',
          text: 'Which?',
          options: ['w', 'x', 'y', 'z'],
          correct: 'B',
          explanation: '',
          subtopic: '',
        },
      ],
    },
    metadata: { now },
  });
  for (let i = 0; i < players; i++)
    await run({ type: 'JoinRoom', data: { key: `guest:${i}`, name: `P${i}` }, metadata: { now } });
  await run({ type: 'StartGame', data: { by: 'user:host' }, metadata: { now } });
  return roomId;
}

const caller = (i: number): RoomCaller => ({ key: `guest:${i}`, kind: 'guest', address: '127.0.0.1' });

type Reply = { ok: AnswerLetter } | { refused: string };

async function answer(node: ApiNode, roomId: string, player: number, letter: AnswerLetter): Promise<Reply> {
  try {
    return { ok: (await node.handler.execute(caller(player), roomId, letter)).letter };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error.code };
    throw error;
  }
}

/** Counts the appends each answers stream receives, the rest of the store untouched. */
function countingAppends(store: EventStore) {
  const appends = { answers: 0 };
  const counted: EventStore = Object.create(store) as EventStore;
  counted.appendNew = (streamId, events) => {
    if (streamId.includes('-answers-')) appends.answers++;
    return store.appendNew(streamId, events);
  };
  counted.append = (streamId, events, expected) => {
    if (streamId.includes('-answers-')) appends.answers++;
    return store.append(streamId, events, expected);
  };
  return { counted, appends };
}

/**
 * The store with a pause of 0–3 ms before and after each call, drawn from `seed`: one node's writes and reads
 * then overtake the other's in ever different orders (and a close's steps leave room for answers between them).
 */
function jittered(store: EventStore, seed: number): EventStore {
  let state = seed >>> 0 || 1;
  const pause = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const ms = state % 4;
    return ms === 0 ? Promise.resolve() : sleep(ms);
  };
  const around = async <T>(call: () => Promise<T>): Promise<T> => {
    await pause();
    const result = await call();
    await pause();
    return result;
  };
  const wrapped: EventStore = Object.create(store) as EventStore;
  wrapped.append = (streamId, events, expected) => around(() => store.append(streamId, events, expected));
  wrapped.appendNew = (streamId, events) => around(() => store.appendNew(streamId, events));
  wrapped.readStream = (streamId, options) => around(() => store.readStream(streamId, options));
  return wrapped;
}

describe.each(testDatabaseKinds())('room answers group commit on %s', (kind) => {
  let backend: EventStoreBackend;
  let store: EventStore;
  beforeAll(async () => {
    backend = await openPostgresBackend(kind);
    store = backend.store;
  });
  afterAll(() => backend.close());

  const resultsOf = async (roomId: string): Promise<QuestionResult[] | undefined> => {
    const closed = (await store.readStream(roomStreamName(roomId))).find((e) => e.type === 'QuestionClosed');
    return (closed?.data as { results: QuestionResult[] } | undefined)?.results;
  };

  it('records 200 answers arriving at once in far fewer appends, each acknowledged once and counted', async () => {
    const clock = { at: Date.now() };
    const { counted, appends } = countingAppends(store);
    const node = apiNode(counted, clock);
    const roomId = await openRoom(apiNode(store, clock), 200, clock.at);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => answer(node, roomId, i, LETTERS[i % 4]!)),
    );
    expect(replies).toEqual(Array.from({ length: 200 }, (_, i) => ({ ok: LETTERS[i % 4] })));
    expect(appends.answers).toBeLessThanOrEqual(10);
    expect(await store.readStream(roomAnswersStreamName(roomId, 1))).toHaveLength(200);
    // Every connected player answered: the all-answered close runs, and its results hold all 200.
    for (let i = 0; i < 100 && !(await resultsOf(roomId)); i++) await sleep(50);
    expect((await resultsOf(roomId))?.map((r) => r.key).sort()).toEqual(
      Array.from({ length: 200 }, (_, i) => `guest:${i}`).sort(),
    );
  });

  it('refuses an answer after the deadline and stores nothing for it', async () => {
    const clock = { at: Date.now() };
    const node = apiNode(store, clock);
    const roomId = await openRoom(node, 2, clock.at);
    clock.at += SECONDS * 1000;
    expect(await answer(node, roomId, 0, 'A')).toEqual({ refused: 'QUESTION_CLOSED' });
    expect(await store.readStream(roomAnswersStreamName(roomId, 1))).toEqual([]);
  });

  it('a batch in which one player had already answered on another node records everyone else', async () => {
    const clock = { at: Date.now() };
    const [a, b] = [apiNode(store, clock), apiNode(store, clock)];
    const roomId = await openRoom(a, 6, clock.at);
    expect(await answer(a, roomId, 0, 'C')).toEqual({ ok: 'C' });
    // Node b has never read this question's answers: player 0's second answer goes into its batch.
    const replies = await Promise.all([0, 1, 2, 3, 4].map((i) => answer(b, roomId, i, 'A')));
    expect(replies).toEqual([{ refused: 'ALREADY_ANSWERED' }, ...Array(4).fill({ ok: 'A' })]);
    const stored = await store.readStream(roomAnswersStreamName(roomId, 1));
    expect(stored.map((e) => [e.data.key, e.data.letter])).toEqual([
      ['guest:0', 'C'],
      ...[1, 2, 3, 4].map((i) => [`guest:${i}`, 'A']),
    ]);
  });

  it('a failed append fails each caller of its batch, records nothing, and the next answers go through', async () => {
    const clock = { at: Date.now() };
    const failing: EventStore = Object.create(store) as EventStore;
    let fail = true;
    failing.appendNew = (streamId, events) =>
      fail ? Promise.reject(new Error('connection lost')) : store.appendNew(streamId, events);
    const node = apiNode(failing, clock);
    const roomId = await openRoom(apiNode(store, clock), 4, clock.at);
    const settled = await Promise.allSettled([0, 1, 2].map((i) => answer(node, roomId, i, 'D')));
    expect(settled.map((s) => s.status === 'rejected' && (s.reason as Error).message)).toEqual(
      Array(3).fill('connection lost'),
    );
    expect(await store.readStream(roomAnswersStreamName(roomId, 1))).toEqual([]);
    fail = false;
    expect(await Promise.all([0, 1].map((i) => answer(node, roomId, i, 'D')))).toEqual(
      Array(2).fill({ ok: 'D' }),
    );
  });

  it('an answer the close had read is acknowledged at once, not after the results', async () => {
    const clock = { at: Date.now() };
    // Node a's answer append returns only when the test says: by then node b has begun the close.
    let appended!: () => void;
    const gate = new Promise<void>((resolve) => (appended = resolve));
    const gated: EventStore = Object.create(store) as EventStore;
    gated.appendNew = async (streamId, events) => {
      const result = await store.appendNew(streamId, events);
      await gate;
      return result;
    };
    // Node b records the close, then its results append hangs until released.
    let release!: () => void;
    const results = new Promise<void>((resolve) => (release = resolve));
    const stalled: EventStore = Object.create(store) as EventStore;
    stalled.append = async (streamId, events, expected) => {
      if (events.some((e) => e.type === 'QuestionClosed')) await results;
      return store.append(streamId, events, expected);
    };
    const a = apiNode(gated, clock);
    const b = apiNode(stalled, clock);
    const roomId = await openRoom(a, 3, clock.at);
    const reply = answer(a, roomId, 0, 'B');
    for (let i = 0; i < 200 && (await store.readStream(roomAnswersStreamName(roomId, 1))).length === 0; i++)
      await sleep(10);
    const closing = b.flows.close(roomId, 1, 'time');
    const closingRecorded = async () =>
      (await store.readStream(roomStreamName(roomId))).some((e) => e.type === 'QuestionClosing');
    for (let i = 0; i < 200 && !(await closingRecorded()); i++) await sleep(10);
    expect(await closingRecorded()).toBe(true);
    appended();
    // Acknowledged while the results are still unwritten (it waited for them before, and was told to try again).
    expect(await reply).toEqual({ ok: 'B' });
    expect(await resultsOf(roomId)).toBeUndefined();
    release();
    await closing;
    expect((await resultsOf(roomId))?.map((r) => r.key)).toEqual(['guest:0']);
  });

  /**
   * ADR 0140's promises under group commit: players answering, some twice (a double tap on one node, or on
   * two nodes), in any order and with any pauses (so any batch boundaries), and the question closing at any
   * moment. At most one stored answer per player; the results hold exactly the players who were acknowledged,
   * each with the letter acknowledged; every refusal is ALREADY_ANSWERED or QUESTION_CLOSED; and when the
   * close comes after everyone, every player who answered is acknowledged once.
   */
  it('whatever the interleaving, batches and moment of the close: one answer per player, acked ⇔ counted', async () => {
    const submission = fc.record({
      player: fc.nat({ max: 7 }),
      node: fc.constantFrom(0, 1),
      letter: fc.constantFrom(...LETTERS),
      pauseMs: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 4 })),
    });
    const scenario = fc.record({
      players: fc.integer({ min: 2, max: 8 }),
      submissions: fc.array(submission, { minLength: 1, maxLength: 24 }),
      closeAt: fc.nat({ max: 30 }),
      closeOn: fc.constantFrom(0, 1),
      seeds: fc.tuple(fc.integer(), fc.integer()),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ players, submissions, closeAt, closeOn, seeds }) => {
        const clock = { at: Date.now() };
        const nodes = [apiNode(jittered(store, seeds[0]), clock), apiNode(jittered(store, seeds[1]), clock)];
        const roomId = await openRoom(nodes[0]!, players, clock.at);
        const sent = submissions.map((s) => ({ ...s, player: s.player % players }));
        const replies: Promise<Reply>[] = [];
        let closing: Promise<void> | undefined;
        for (const [index, s] of sent.entries()) {
          if (index === closeAt) closing = nodes[closeOn]!.flows.close(roomId, 1, 'time');
          replies.push(answer(nodes[s.node]!, roomId, s.player, s.letter));
          if (s.pauseMs > 0) await sleep(s.pauseMs);
        }
        const settled = await Promise.all(replies);
        const closedAfterAll = closing === undefined;
        await (closing ?? nodes[closeOn]!.flows.close(roomId, 1, 'time'));
        const results = (await resultsOf(roomId))!;
        expect(results).toBeDefined();

        const stored = await store.readStream(roomAnswersStreamName(roomId, 1));
        const storedKeys = stored.map((e) => e.data.key as string);
        expect(new Set(storedKeys).size).toBe(storedKeys.length);

        const acked = new Map<string, AnswerLetter[]>();
        settled.forEach((reply, i) => {
          if ('ok' in reply)
            acked.set(`guest:${sent[i]!.player}`, [
              ...(acked.get(`guest:${sent[i]!.player}`) ?? []),
              reply.ok,
            ]);
          else expect(['ALREADY_ANSWERED', 'QUESTION_CLOSED']).toContain(reply.refused);
        });
        for (const letters of acked.values()) expect(letters).toHaveLength(1);
        expect(new Map(results.map((r) => [r.key, r.letter]))).toEqual(
          new Map([...acked].map(([key, letters]) => [key, letters[0]])),
        );
        // Every acknowledged answer is the one stored for its player.
        for (const e of stored)
          if (acked.has(e.data.key as string))
            expect(acked.get(e.data.key as string)).toEqual([e.data.letter]);
        if (closedAfterAll) {
          const answered = new Set(sent.map((s) => `guest:${s.player}`));
          expect(new Set(acked.keys())).toEqual(answered);
          expect(new Set(storedKeys)).toEqual(answered);
        }
      }),
      { ...propertyParameters(), numRuns: Math.min(propertyParameters().numRuns ?? 200, 60) },
    );
  });
});
