import type { ListPlaysQuery as Filters } from '@quiz/contracts';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';

export class ListPlaysQuery {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly filters: Filters,
  ) {}
}
