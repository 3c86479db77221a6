import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../config/app-config.js';

/**
 * One api node of `npm run bench:rooms`, in its own process as in production (two nodes in the bench's own
 * process would share one event loop). Configured by BENCH_ROOMS_NODE (the environment loadConfig reads); prints
 * `PORT n` once listening, then answers lines on stdin: `HEAP` → `HEAP bytes` (after a collection, with
 * --expose-gc), `STOP` → closes the api and exits.
 */
async function main(): Promise<void> {
  const app = await createApp(
    loadConfig(JSON.parse(process.env.BENCH_ROOMS_NODE ?? '{}') as NodeJS.ProcessEnv),
  );
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  process.stdout.write(`PORT ${port}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'HEAP') {
      (globalThis as { gc?: () => void }).gc?.();
      process.stdout.write(`HEAP ${process.memoryUsage().heapUsed}\n`);
    } else if (line === 'STOP') {
      await app.close();
      process.exit(0);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
