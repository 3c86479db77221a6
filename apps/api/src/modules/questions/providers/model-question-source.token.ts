import type { QuestionAnswerer, QuestionSource } from './question-source.port.js';

/**
 * The language-model source, when one is configured: it generates questions and answers them again without
 * the key for the independent check. null when no model is configured (the offline generator serves alone).
 */
export const MODEL_QUESTION_SOURCE = Symbol('MODEL_QUESTION_SOURCE');
export type ModelQuestionSource = QuestionSource & QuestionAnswerer;
