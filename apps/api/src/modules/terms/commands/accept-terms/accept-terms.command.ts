export class AcceptTermsCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly version: string,
    readonly acceptedAt: string,
  ) {}
}
