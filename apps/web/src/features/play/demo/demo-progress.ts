import type { PlayedAnswer } from '../play-types';

/** Spec §3: the demo's progress lives in session storage under `demoProgress`, so a reload resumes it. */
export interface DemoProgress {
  version: 1;
  answers: PlayedAnswer[];
  finished: boolean;
}

export const emptyDemoProgress = (): DemoProgress => ({ version: 1, answers: [], finished: false });

/** Whatever is stored that is not a demo progress of this version starts the demo afresh. */
export function parseDemoProgress(raw: string | null, questionCount: number): DemoProgress {
  if (!raw) return emptyDemoProgress();
  try {
    const stored = JSON.parse(raw) as Partial<DemoProgress> | null;
    if (!stored || stored.version !== 1 || !Array.isArray(stored.answers)) return emptyDemoProgress();
    const answers = stored.answers
      .filter((answer) => answer && typeof answer === 'object' && answer.question && answer.judgement)
      .slice(0, questionCount);
    return { version: 1, answers, finished: stored.finished === true && answers.length > 0 };
  } catch {
    return emptyDemoProgress();
  }
}
