import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface HttpLoadRequest {
  url: string;
  /**
   * Sent in this order, `concurrency` at a time, each as its caller (Bearer token): POSTed with `body`, or a
   * GET of `url` + `path` without one.
   */
  requests: { token: string; body?: string; path?: string }[];
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
 * core of its own and starved the server and database it was measuring. A POST counts as a success when it is a
 * 200 that says `"recorded":true` (the command path's acknowledgement); a GET when it is a 200.
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
      const sending = requests[next++]!;
      const { status, body } = await send(url, sending, agent);
      latenciesMs.push(performance.now() - sent);
      const recorded = sending.body === undefined || body.includes('"recorded":true');
      if (status !== 200 || !recorded) failures.push({ status, body: body.slice(0, 500) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return { latenciesMs, wallMs: performance.now() - started, failures };
}

function send(
  url: string,
  { token, body: payload, path = '' }: HttpLoadRequest['requests'][number],
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url + path,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
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
