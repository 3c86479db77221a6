import { userDirectoryProjection } from './modules/accounts/projections/user-directory/user-directory.projection.js';
import { UserDirectoryEntity } from './modules/accounts/projections/user-directory/user-directory.entity.js';
import { termsAcceptancesProjection } from './modules/terms/projections/terms-acceptances/terms-acceptances.projection.js';

/** Every read model: a new one is its folder plus a line in each list. */
export const READ_MODEL_ENTITIES = [UserDirectoryEntity];
export const PROJECTIONS = [userDirectoryProjection, termsAcceptancesProjection];
