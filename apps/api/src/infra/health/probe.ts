import type { HealthResponse } from '@quiz/contracts';

export type DependencyState = HealthResponse['dependencies']['database'];

/** Runs a dependency's check with a deadline: a hung dependency reads as down, not as a hung health check. */
export async function probe(kind: string, check: () => Promise<unknown>): Promise<DependencyState> {
  try {
    await withTimeout(check(), 2000);
    return { status: 'up', kind };
  } catch (error) {
    return { status: 'down', kind, detail: error instanceof Error ? error.message : String(error) };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
