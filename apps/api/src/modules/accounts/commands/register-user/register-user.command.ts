export class RegisterUserCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly email: string,
    readonly displayName: string,
  ) {}
}
