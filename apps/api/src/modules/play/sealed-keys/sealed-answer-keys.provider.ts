import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG, CLOCK, type Clock } from '../../../infra/tokens.js';
import { SealedAnswerKeys } from './sealed-answer-keys.js';

/** Stateless: the questions module seals with it, the play module opens; each may hold its own. */
export const sealedAnswerKeysProvider: Provider = {
  provide: SealedAnswerKeys,
  inject: [APP_CONFIG, CLOCK],
  useFactory: (config: AppConfig, clock: Clock) => new SealedAnswerKeys(config.authSecret, clock),
};
