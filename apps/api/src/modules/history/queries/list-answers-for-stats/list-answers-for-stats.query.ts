export class ListAnswersForStatsQuery {
  constructor(
    readonly ownerId: string,
    readonly limit: number,
  ) {}
}
