import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { apiClient } from '@/lib/api-client';

/** Solving takes about a second; past this the page gives up and says so. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The self-hosted proof of work: fetch a signed challenge, solve it in Web Workers, and return the payload
 * `POST /api/verify-recaptcha` expects (base64 JSON `{challenge, solution}`, as ALTCHA's widget sends it).
 */
export async function solveAltcha(challengeUrl: string): Promise<string> {
  const challenge = await apiClient.get<Challenge>(challengeUrl, { token: null });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, (navigator.hardwareConcurrency ?? 2) - 1)),
    createWorker: () => new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' }),
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('The proof of work could not be completed in time.');
  return btoa(JSON.stringify({ challenge, solution }));
}
