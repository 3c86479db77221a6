import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { AppConfig } from '../../../apps/api/src/config/app-config.js';
import { sleep } from '../../../apps/api/src/testing/wait-until.js';
import type { Http } from './playing-player.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Compiles the api as `npm run build` does (incremental: about a second when nothing changed), so the process
 * runs the code under test and not an older build.
 */
export function buildApi(): void {
  const result = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-b', 'libs/contracts', 'libs/domain', 'apps/api'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the api did not build:\n${result.stdout}${result.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ApiProcess {
  pid: number;
  port: number;
  /** SIGKILL: the process dies at once, as on a crashed machine. */
  kill(): Promise<void>;
  http: Http;
  /** SIGTERM, as a process manager stops it; resolves with how the process ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr: shown when a test fails. */
  stderr(): string;
}

/**
 * The built api (`node apps/api/dist/main.js`) as its own OS process, on the data of a test app that has been
 * stopped: the same DATA_DIR, DATABASE_URL and signing secret, nothing inherited from this process.
 */
export async function startApiProcess(
  config: AppConfig,
  extraEnv: Record<string, string> = {},
  /** A port of its own, e.g. the one a stopped process had, for clients that reconnect to the same address. */
  options: { port?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: config.dataDir,
    WEB_DIST_DIR: config.webDistDir,
    QUIZ_TRUST_PROXY: 'loopback',
    AUTH_SECRET: config.authSecret,
    ...(config.database.kind === 'postgresql' ? { DATABASE_URL: config.database.url } : {}),
    ...(config.eventStoreUrl ? { EVENTSTORE_URL: config.eventStoreUrl } : {}),
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api process exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api process did not answer /api/health within 90 s:\n${stderr}`);
    }
    await sleep(100);
  }
  return {
    pid: child.pid!,
    port,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    http: () => request(baseUrl),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    stderr: () => stderr,
  };
}
