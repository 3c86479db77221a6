import type { Server } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';

/** How long a stopping api lets keep-alive clients move off before it closes its port (ADR 0166). */
export function keepAliveGraceMs(shutdownTimeoutMs: number): number {
  return Math.min(1000, Math.floor(shutdownTimeoutMs / 4));
}

export function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * Waits until the server holds no connection, or `graceMs` passed. Meanwhile every answer carries
 * `Connection: close`, so each keep-alive client leaves after its next answer instead of sending a request
 * into a connection the server is about to close (which it would see as a reset, not a refusal).
 */
export async function drainConnections(server: Server, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0) await wait(25);
}
