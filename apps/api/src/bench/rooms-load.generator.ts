import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import type { RoomAck } from '@quiz/contracts';

/**
 * The load generator of `npm run bench:rooms`, in its own process: one host and N players on the given api
 * ports (round robin), every player answering every question as soon as it arrives. Prints ROOM once the host
 * has created the room and waits for a line on stdin (the bench measures its heap baseline), then joins the
 * players; prints JOINED once all are in, starts on the next line, and prints one JSON line of measurements at
 * game over.
 */
interface Spec {
  ports: number[];
  tokensFile: string;
  players: number;
  questions: number;
}

const spec = JSON.parse(process.env.BENCH_ROOMS_SPEC ?? '{}') as Spec;
const tokens = JSON.parse(readFileSync(spec.tokensFile, 'utf8')) as string[];
const letters = ['A', 'B', 'C', 'D'] as const;

function connect(port: number, token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function call<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const reply = (await socket
    .timeout(60_000)
    .emitWithAck(event, payload)
    .catch((error: unknown) => {
      throw new Error(`${event}: ${error instanceof Error ? error.message : String(error)}`);
    })) as RoomAck<T>;
  if (reply.error) throw new Error(`${event}: ${reply.error.code} ${reply.error.message}`);
  return reply.data as T;
}

async function inBatches<T>(count: number, size: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => run(start + k)))),
    );
  return out;
}

async function main(): Promise<void> {
  const stdin = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const host = await connect(spec.ports[0]!, tokens[0]!);
  const { room } = await call<{ room: string }>(host, 'createRoom', {
    username: 'Bench host',
    topic: 'Chemistry',
    questionCount: spec.questions,
  });
  process.stdout.write('ROOM\n');
  await stdin.next();
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  const acked = new Map<number, number>();
  const counted = new Map<number, number>();
  let refused = 0;
  let pending = 0;
  let disconnected = 0;
  const disconnectReasons = new Map<string, number>();
  const delivered = new Map<number, number>();
  const players = await inBatches(spec.players, 100, async (i) => {
    const socket = await connect(spec.ports[i % spec.ports.length]!, tokens[i + 1]!);
    await call(socket, 'joinRoom', { room, username: `P${i}` });
    const onQuestion = (question: { number: number; serverNow: number }) => {
      deliveryMs.push(Date.now() - question.serverNow);
      delivered.set(question.number, (delivered.get(question.number) ?? 0) + 1);
      const sent = performance.now();
      pending += 1;
      call<{ number: number }>(socket, 'answer', { room, answer: letters[(i + question.number) % 4] })
        .then(
          (accepted) => {
            ackMs.push(performance.now() - sent);
            acked.set(accepted.number, (acked.get(accepted.number) ?? 0) + 1);
          },
          () => (refused += 1),
        )
        .finally(() => (pending -= 1));
    };
    socket.on('disconnect', (reason) => {
      disconnected += 1;
      disconnectReasons.set(reason, (disconnectReasons.get(reason) ?? 0) + 1);
    });
    socket.on('question', onQuestion);
    socket.on('nextQuestion', onQuestion);
    return socket;
  });
  host.on('reveal', (reveal: { number: number; answered: number }) =>
    counted.set(reveal.number, reveal.answered),
  );
  const over = new Promise<void>((resolve) => host.once('gameOver', () => resolve()));
  process.stdout.write('JOINED\n');
  await stdin.next();
  await call(host, 'startGame', { room });
  await over;
  let lost = 0;
  let doubled = 0;
  for (let n = 1; n <= spec.questions; n++) {
    const difference = (counted.get(n) ?? 0) - (acked.get(n) ?? 0);
    if (difference < 0) lost -= difference;
    else doubled += difference;
  }
  // Why acks may fall short of players × questions: questions never delivered, sockets dropped, answers still
  // unanswered at game over (neither acked nor refused; the process leaves without them).
  console.error(
    `players ${spec.players}: delivered ${JSON.stringify(Object.fromEntries(delivered))}, ` +
      `counted ${JSON.stringify(Object.fromEntries(counted))}, ` +
      `disconnected ${disconnected} ${JSON.stringify(Object.fromEntries(disconnectReasons))}, ` +
      `unanswered at game over ${pending}`,
  );
  process.stdout.write(`${JSON.stringify({ deliveryMs, ackMs, lost, doubled, refused })}\n`);
  for (const socket of [host, ...players]) socket.disconnect();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
