import type { ModelQuestionSource } from '../modules/questions/providers/model-question-source.token.js';
import {
  QuestionSourceError,
  type CandidateQuestion,
  type QuestionRequest,
} from '../modules/questions/providers/question-source.port.js';

export interface ScriptedCandidate extends Omit<CandidateQuestion, 'source'> {
  /** The answer text the independent check picks; by default the real answer. */
  answeredAs?: string;
}

/**
 * A model question source for api tests: yields a script of candidates with a delay before each, optionally
 * failing part way; answers the independent check by finding the scripted answer among the shuffled options.
 */
export class ScriptedQuestionSource implements ModelQuestionSource {
  readonly name = 'scripted-model';
  readonly requests: QuestionRequest[] = [];
  /** What the next batches yield, in order; tests change it between requests. */
  script: ScriptedCandidate[] = [];
  delayMs = 0;
  /** Throw a QuestionSourceError after this many candidates. */
  failAfter: number | undefined;

  async *generate(request: QuestionRequest, signal: AbortSignal): AsyncIterable<CandidateQuestion> {
    this.requests.push(request);
    let produced = 0;
    for (const candidate of this.script) {
      if (produced >= request.count) return;
      if (this.failAfter !== undefined && produced >= this.failAfter) {
        throw new QuestionSourceError('scripted model failure', false);
      }
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (signal.aborted) return;
      produced++;
      yield { ...candidate, source: 'model:scripted' };
    }
  }

  async answer(question: {
    question: string;
    options: readonly [string, string, string, string];
  }): Promise<'A' | 'B' | 'C' | 'D' | null> {
    const scripted = this.script.find((candidate) => candidate.question.trim() === question.question.trim());
    const answer = scripted ? (scripted.answeredAs ?? answerText(scripted)) : undefined;
    const index = question.options.findIndex((option) => option === answer);
    return index < 0 ? null : (['A', 'B', 'C', 'D'] as const)[index]!;
  }
}

function answerText(candidate: Omit<CandidateQuestion, 'source'>): string {
  const letter = 'ABCD'.indexOf(candidate.correct.toUpperCase());
  return letter >= 0 ? candidate.options[letter]! : candidate.correct;
}
