export class SuggestTopicsQuery {
  constructor(
    /** Normalised, at most 20 characters; blank while nothing is typed. */
    readonly typed: string,
    /** Recent topics the client sent (a guest's, kept in the browser), most recent first. */
    readonly sentRecent: readonly string[],
    /** The signed-in player whose recent topics the server knows; null for guests. */
    readonly userId: string | null,
    readonly limit: number,
  ) {}
}
