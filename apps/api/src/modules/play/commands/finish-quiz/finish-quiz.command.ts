/** The player ends a round before answering every question (ADR 0070). */
export class FinishQuizCommand {
  constructor(
    readonly commandId: string,
    readonly sessionId: string,
    readonly userId: string,
  ) {}
}
