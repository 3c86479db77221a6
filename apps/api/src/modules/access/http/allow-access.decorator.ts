import { SetMetadata } from '@nestjs/common';
import type { AccessLevel } from '@quiz/domain';

export const ALLOW_ACCESS = 'quiz:allow-access';

/**
 * Declares who may use a route (on a controller or a handler; the handler's wins). The global AccessGuard
 * refuses every route that declares nothing, so a forgotten declaration fails closed.
 * `'anonymous'` admits everyone; `'guest'` admits guest tokens; `'player'` any signed-in account;
 * `'analyst'` and `'admin'` accounts holding that role.
 */
export const AllowAccess = (...levels: [AccessLevel, ...AccessLevel[]]) => SetMetadata(ALLOW_ACCESS, levels);
