import type { PlayMode } from '@quiz/contracts';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';

export class ReplayPlayQuery {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly mode: PlayMode,
    readonly id: string,
  ) {}
}
