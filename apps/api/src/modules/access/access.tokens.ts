/** Injection tokens of the access module. */
export const GUEST_TOKENS = Symbol('GUEST_TOKENS');
export const BOT_CHECK = Symbol('BOT_CHECK');
export const RATE_LIMITS = Symbol('RATE_LIMITS');
export const GUEST_SIGN_IN = Symbol('GUEST_SIGN_IN');
export const ROLE_CHANGES = Symbol('ROLE_CHANGES');
