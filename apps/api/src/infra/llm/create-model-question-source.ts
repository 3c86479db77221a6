import type { AppConfig } from '../../config/app-config.js';
import type {
  QuestionAnswerer,
  QuestionSource,
} from '../../modules/questions/providers/question-source.port.js';
import { OpenAiQuestionSource } from './openai-question-source.js';

/**
 * The language-model source, or null when no model is configured (neither OPENAI_API_KEY nor
 * OPENAI_BASE_URL): the offline generator then serves every question. A base URL alone is enough, for
 * local servers (Ollama, llama.cpp, vLLM, LM Studio) that need no key.
 */
export function createModelQuestionSource(
  config: Pick<AppConfig, 'openai'>,
): (QuestionSource & QuestionAnswerer) | null {
  if (!config.openai.apiKey && !config.openai.baseUrl) return null;
  return new OpenAiQuestionSource(config.openai);
}
