/** Profile rules (spec §3 user profile): the display name and the avatar a player may set. */

/** Long enough for any real name, short enough for a leaderboard row. */
export const MAX_DISPLAY_NAME_LENGTH = 50;
export const MAX_PHOTO_URL_LENGTH = 2048;

export type ProfileFieldCheck<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * Sign-up's display name rule (trimmed, required), which is also the rule of a profile edit; an edit is also
 * bounded, since the name is shown to everyone on the leaderboard.
 */
export function validateDisplayName(raw: string): ProfileFieldCheck<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, code: 'USER.DISPLAY_NAME_REQUIRED', message: 'A display name is required.' };
  if (name.length > MAX_DISPLAY_NAME_LENGTH) {
    return {
      ok: false,
      code: 'USER.DISPLAY_NAME_TOO_LONG',
      message: `The display name must be ${MAX_DISPLAY_NAME_LENGTH} characters or less.`,
    };
  }
  return { ok: true, value: name };
}

/** https, a host name (no user name or password) with an optional port, then any path without spaces. */
const HTTPS_IMAGE_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

/**
 * An avatar is an https address of an image the browser fetches itself (ADR 0092), or null for none.
 * Anything else (http, data:, javascript:, credentials in the address, spaces or quotes) is refused.
 */
export function validatePhotoUrl(raw: string | null): ProfileFieldCheck<string | null> {
  if (raw === null) return { ok: true, value: null };
  const address = raw.trim();
  if (address.length > MAX_PHOTO_URL_LENGTH) {
    return {
      ok: false,
      code: 'USER.PHOTO_URL_INVALID',
      message: `The photo URL must be ${MAX_PHOTO_URL_LENGTH} characters or less.`,
    };
  }
  if (!HTTPS_IMAGE_ADDRESS.test(address)) {
    return {
      ok: false,
      code: 'USER.PHOTO_URL_INVALID',
      message: 'The photo URL must be an https:// address with no user name, password or spaces.',
    };
  }
  return { ok: true, value: address };
}
