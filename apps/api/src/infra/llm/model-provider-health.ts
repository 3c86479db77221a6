import type { AppConfig } from '../../config/app-config.js';
import type { QuestionSource } from '../../modules/questions/providers/question-source.port.js';
import { probe, type DependencyState } from '../health/probe.js';
import { MODEL_SETUP_HINT } from '../../modules/questions/providers/model-setup-hint.js';

interface Pingable {
  ping(signal: AbortSignal): Promise<void>;
}

/**
 * The `questionProvider` entry of /api/health: with a model configured, whether its server answers its
 * model list in time; without one, the offline generator, which is always up. Takes the source as the
 * MODEL_QUESTION_SOURCE token holds it (null when no model is configured).
 */
export async function modelProviderHealth(
  config: Pick<AppConfig, 'openai'>,
  source: QuestionSource | null,
): Promise<DependencyState> {
  if (!source)
    return { status: 'up', kind: 'offline', detail: `built-in offline generator. ${MODEL_SETUP_HINT}` };
  const where = `${config.openai.model} at ${config.openai.baseUrl ?? 'api.openai.com'}`;
  if (!isPingable(source)) return { status: 'up', kind: 'openai-compatible', detail: where };
  const controller = new AbortController();
  try {
    const state = await probe('openai-compatible', () => source.ping(controller.signal));
    return state.status === 'up'
      ? { ...state, detail: where }
      : { ...state, detail: `${where}: ${state.detail}` };
  } finally {
    // probe() stops waiting at its deadline; this also stops the request.
    controller.abort();
  }
}

function isPingable(source: object): source is Pingable {
  return typeof (source as Partial<Pingable>).ping === 'function';
}
