export class ChangeProfileCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    /** undefined: leave as it is. */
    readonly displayName: string | undefined,
    /** undefined: leave as it is; null: remove the avatar. */
    readonly photoURL: string | null | undefined,
  ) {}
}
