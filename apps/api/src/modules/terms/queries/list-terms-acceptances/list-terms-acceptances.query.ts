import type { TermsAcceptanceFilter } from '../terms-acceptance-rows.js';

export class ListTermsAcceptancesQuery {
  constructor(
    readonly filter: TermsAcceptanceFilter,
    readonly limit: number,
    readonly cursor: string | undefined,
  ) {}
}
