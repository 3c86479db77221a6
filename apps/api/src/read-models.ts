import { userDirectoryProjection } from './modules/accounts/projections/user-directory/user-directory.projection.js';
import { UserDirectoryEntity } from './modules/accounts/projections/user-directory/user-directory.entity.js';
import { termsAcceptancesProjection } from './modules/terms/projections/terms-acceptances/terms-acceptances.projection.js';
import { TermsAcceptanceEntity } from './modules/terms/projections/terms-acceptances/terms-acceptance.entity.js';

/** Every read model: a new one is its folder plus a line in each list. */
export const READ_MODEL_ENTITIES = [UserDirectoryEntity, TermsAcceptanceEntity];
export const PROJECTIONS = [userDirectoryProjection, termsAcceptancesProjection];
