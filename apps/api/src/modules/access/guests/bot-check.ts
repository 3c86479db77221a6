/** What a bot check concluded, in the words of spec §7: `{success, error, action, score}`. */
export interface BotCheckVerdict {
  success: boolean;
  error: string | null;
  action: string | null;
  score: number | null;
  /** On success: what makes this answer single-use, and until when it must be remembered. */
  redemption?: { key: string; expiresAt: Date };
}

export interface BotCheck {
  readonly provider: 'altcha' | 'recaptcha';
  verify(token: string, action: string, remoteIp: string): Promise<BotCheckVerdict>;
}

export const failed = (error: string, action: string | null = null, score: number | null = null) => ({
  success: false,
  error,
  action,
  score,
});
