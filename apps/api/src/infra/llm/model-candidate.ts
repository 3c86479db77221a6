import { z } from 'zod';
import type {
  CandidateQuestion,
  QuestionRequest,
} from '../../modules/questions/providers/question-source.port.js';

const text = z.string().trim().min(1);

/**
 * The least a model's question must have to be worth handing to the quality pipeline. The pipeline does the
 * real checks (four distinct options, a resolvable key, the answer not in the text); this only keeps
 * things that are not questions at all from reaching it. A number for `correct` (1-4) is kept as text.
 */
const modelQuestionSchema = z.object({
  question: text,
  options: z.array(z.union([z.string(), z.number()]).transform(String)).min(1),
  correct: z.union([text, z.number()]).transform(String),
  explanation: text,
  subtopic: z.string().trim().optional().catch(undefined),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional().catch(undefined),
});

/** A candidate from one element of the model's `questions` array, or null when the element is unusable. */
export function toCandidate(
  element: unknown,
  request: QuestionRequest,
  source: string,
): CandidateQuestion | null {
  const parsed = modelQuestionSchema.safeParse(element);
  if (!parsed.success) return null;
  const item = parsed.data;
  return {
    question: item.question,
    options: item.options,
    correct: item.correct,
    explanation: item.explanation,
    // A targeted round asked for its subtopic: its questions carry that name, as the offline ones do, so the
    // round's focus, its accuracy and the next weakest subtopic read the same whichever source wrote them.
    subtopic: request.subtopic || item.subtopic || request.topic,
    ...(item.difficulty ? { difficulty: item.difficulty } : {}),
    source,
  };
}

/** The letter an answerer's reply names, or null when the reply names none clearly. */
export function parseAnswerLetter(content: string | null | undefined): 'A' | 'B' | 'C' | 'D' | null {
  if (!content) return null;
  const trimmed = content.trim();
  const objectText = trimmed.match(/\{[\s\S]*\}/)?.[0];
  if (objectText) {
    try {
      const answer: unknown = (JSON.parse(objectText) as { answer?: unknown }).answer;
      return typeof answer === 'string' ? asLetter(answer) : null;
    } catch {
      return null;
    }
  }
  // Servers without structured output sometimes reply with the bare letter: "B", "(B)" or "B.".
  const bare = trimmed.match(/^\(?([A-D])\)?[.):]?$/i)?.[1];
  return bare ? asLetter(bare) : null;
}

function asLetter(value: string): 'A' | 'B' | 'C' | 'D' | null {
  const letter = value.trim().toUpperCase();
  return letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D' ? letter : null;
}
