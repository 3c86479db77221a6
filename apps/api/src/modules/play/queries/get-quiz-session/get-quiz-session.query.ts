export class GetQuizSessionQuery {
  constructor(
    readonly sessionId: string,
    readonly userId: string,
  ) {}
}
