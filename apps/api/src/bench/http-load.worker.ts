import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadRequest {
  url: string;
  tokens: string[];
  concurrency: number;
}

export interface LoadResult {
  latenciesMs: number[];
  wallMs: number;
  failures: { status: number; body: string }[];
}

/**
 * Sends one accept-terms command per token with `concurrency` requests in flight, from a worker thread so that
 * the load generator does not share an event loop with the server it measures. Plain keep-alive node:http:
 * on Node 20, fetch spent almost a core of its own and starved the server and database it was measuring.
 */
async function run({ url, tokens, concurrency }: LoadRequest): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  const failures: LoadResult['failures'] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const sent = performance.now();
      const { status, body } = await post(url, token, agent);
      latenciesMs.push(performance.now() - sent);
      if (status !== 200 || !body.includes('"recorded":true')) failures.push({ status, body });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return { latenciesMs, wallMs: performance.now() - started, failures };
}

function post(url: string, token: string, agent: Agent): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify({ acceptedAt: new Date().toISOString(), version: 'v1' });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
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
    req.end(payload);
  });
}

run(workerData as LoadRequest).then((result) => parentPort!.postMessage(result));
