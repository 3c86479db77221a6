export class ListTermsAcceptancesQuery {
  constructor(
    readonly version: string | undefined,
    readonly limit: number,
    readonly cursor: string | undefined,
  ) {}
}
