import type { TermsAcceptanceFilter } from '../terms-acceptance-rows.js';

export class ExportTermsAcceptancesQuery {
  constructor(readonly filter: TermsAcceptanceFilter) {}
}
