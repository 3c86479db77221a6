import type { ListAccountsQuery as Filters } from '@quiz/contracts';

export class ListAccountsQuery {
  constructor(readonly filters: Filters) {}
}
