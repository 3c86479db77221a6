/** A streamed round has all its questions (ADR 0073). */
export class CompleteQuizIssueCommand {
  constructor(
    readonly commandId: string,
    readonly sessionId: string,
    readonly userId: string,
  ) {}
}
