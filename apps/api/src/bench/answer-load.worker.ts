import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface AnswerLoadRequest {
  url: string;
  /** Sent in this order, `concurrency` at a time. */
  answers: { token: string; body: string }[];
  concurrency: number;
}

export interface AnswerLoadResult {
  latenciesMs: number[];
  wallMs: number;
  failures: { status: number; body: string }[];
}

/**
 * Sends save-answer requests with `concurrency` in flight, from a worker thread so that the load generator does
 * not share an event loop with the server it measures (the pattern of command-load.worker.ts).
 */
async function run({ url, answers, concurrency }: AnswerLoadRequest): Promise<AnswerLoadResult> {
  const latenciesMs: number[] = [];
  const failures: AnswerLoadResult['failures'] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < answers.length) {
      const answer = answers[next++]!;
      const sent = performance.now();
      const { status, body } = await post(url, answer, agent);
      latenciesMs.push(performance.now() - sent);
      if (status !== 200 || !body.includes('"recorded":true')) failures.push({ status, body });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return { latenciesMs, wallMs: performance.now() - started, failures };
}

function post(
  url: string,
  answer: { token: string; body: string },
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer.body),
          authorization: `Bearer ${answer.token}`,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(answer.body);
  });
}

run(workerData as AnswerLoadRequest).then((result) => parentPort!.postMessage(result));
