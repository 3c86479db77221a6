import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface HttpLoadRequest {
  url: string;
  /** POSTed in this order, `concurrency` at a time, each as its player (Bearer token). */
  requests: { token: string; body: string }[];
  concurrency: number;
}

export interface HttpLoadResult {
  latenciesMs: number[];
  wallMs: number;
  failures: { status: number; body: string }[];
}

/**
 * Sends the requests with `concurrency` in flight, from a worker thread so that the load generator does not
 * share an event loop with the server it measures. Plain keep-alive node:http: on Node 20, fetch spent almost a
 * core of its own and starved the server and database it was measuring. A response counts as a success when it
 * is a 200 that says `"recorded":true` (the command path's acknowledgement).
 */
async function run({ url, requests, concurrency }: HttpLoadRequest): Promise<HttpLoadResult> {
  const latenciesMs: number[] = [];
  const failures: HttpLoadResult['failures'] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < requests.length) {
      const sent = performance.now();
      const { status, body } = await post(url, requests[next++]!, agent);
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
  { token, body: payload }: { token: string; body: string },
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

run(workerData as HttpLoadRequest).then((result) => parentPort!.postMessage(result));
