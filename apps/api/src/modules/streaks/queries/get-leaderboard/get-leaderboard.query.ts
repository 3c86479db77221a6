export class GetLeaderboardQuery {
  constructor(
    /** Compared without regard to case or spacing; undefined for every topic. */
    readonly topic: string | undefined,
    readonly limit: number,
  ) {}
}
