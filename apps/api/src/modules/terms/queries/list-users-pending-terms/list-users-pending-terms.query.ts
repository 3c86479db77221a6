export class ListUsersPendingTermsQuery {
  constructor(
    readonly version: string,
    readonly limit: number,
    readonly cursor: string | undefined,
  ) {}
}
