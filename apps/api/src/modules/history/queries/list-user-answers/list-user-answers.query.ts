import type { SortOrder } from './user-answers-cursor.js';
import type { UserAnswersFilter } from './select-user-answers.js';

export class ListUserAnswersQuery {
  constructor(
    readonly userId: string,
    readonly filter: UserAnswersFilter,
    readonly sort: SortOrder,
    readonly limit: number,
    readonly cursor: string | undefined,
  ) {}
}
