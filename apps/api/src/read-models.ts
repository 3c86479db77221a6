import type { AppConfig } from './config/app-config.js';
import type { Projection } from './infra/projections/projection.js';
import { analystPlaysProjection } from './modules/analysis/projections/analyst-plays/analyst-plays.projection.js';
import { PlayerPseudonyms } from './modules/analysis/player-pseudonyms.js';
import { questionReportsProjection } from './modules/analysis/projections/question-reports/question-reports.projection.js';
import { userDirectoryProjection } from './modules/accounts/projections/user-directory/user-directory.projection.js';
import { UserDirectoryEntity } from './modules/accounts/projections/user-directory/user-directory.entity.js';
import { userRolesProjection } from './modules/access/projections/user-roles/user-roles.projection.js';
import { issuedQuestionsProjection } from './modules/questions/projections/issued-questions/issued-questions.projection.js';
import { questionPoolProjection } from './modules/questions/projections/question-pool/question-pool.projection.js';
import { answerHistoryProjection } from './modules/history/projections/answer-history/answer-history.projection.js';
import { topicStreaksProjection } from './modules/streaks/projections/topic-streaks/topic-streaks.projection.js';
import { accountProfilesProjection } from './modules/accounts/projections/account-profiles/account-profiles.projection.js';
import { termsAcceptancesProjection } from './modules/terms/projections/terms-acceptances/terms-acceptances.projection.js';

/** Every read model: a new one is its folder plus a line in each list. */
export const READ_MODEL_ENTITIES = [UserDirectoryEntity];
export const PROJECTIONS = [
  userDirectoryProjection,
  termsAcceptancesProjection,
  userRolesProjection,
  issuedQuestionsProjection,
  questionPoolProjection,
  answerHistoryProjection,
  topicStreaksProjection,
  accountProfilesProjection,
  questionReportsProjection,
];

/** The projections a running api follows: the list above, and those that need the configuration. */
export function projectionsFor(config: Pick<AppConfig, 'authSecret'>): Projection[] {
  return [...PROJECTIONS, analystPlaysProjection(new PlayerPseudonyms(config.authSecret))];
}
