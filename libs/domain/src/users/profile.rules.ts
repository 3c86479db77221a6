/** Profile rules (spec §3 user profile): the display name and the avatar a player may set. */

/** Long enough for any real name, short enough for a leaderboard row. Counted in UTF-16 code units. */
export const MAX_DISPLAY_NAME_LENGTH = 50;
export const MAX_PHOTO_URL_LENGTH = 2048;

export type ProfileFieldCheck<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * What a name may not hold: control characters (NUL among them, which PostgreSQL cannot store), lone
 * surrogates (not text at all), and the bidirectional embeddings, overrides and isolates, which reorder the
 * rest of a leaderboard row around them.
 */
const UNSHOWABLE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const UNSHOWABLE_ALL = new RegExp(UNSHOWABLE.source, 'gu');
/** A character that leaves ink: not a space, a control, a combining mark alone or a default-ignorable one. */
const VISIBLE = /[^\s\p{Cc}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}]/u;

const normaliseSpaces = (raw: string) => raw.trim().replace(/\s+/g, ' ');

/**
 * Sign-up's display name rule (trimmed, required), which is also the rule of a profile edit; bounded, since
 * the name is shown to everyone on the leaderboard, and showable: a name of zero-width characters alone is
 * no name, and characters that corrupt or reorder the text around them are refused.
 */
export function validateDisplayName(raw: string): ProfileFieldCheck<string> {
  const name = normaliseSpaces(raw);
  if (!name) return { ok: false, code: 'USER.DISPLAY_NAME_REQUIRED', message: 'A display name is required.' };
  if (name.length > MAX_DISPLAY_NAME_LENGTH) {
    return {
      ok: false,
      code: 'USER.DISPLAY_NAME_TOO_LONG',
      message: `The display name must be ${MAX_DISPLAY_NAME_LENGTH} characters or less.`,
    };
  }
  if (UNSHOWABLE.test(name)) {
    return {
      ok: false,
      code: 'USER.DISPLAY_NAME_INVALID',
      message: 'The display name cannot contain control or text-direction characters.',
    };
  }
  if (!VISIBLE.test(name)) {
    return { ok: false, code: 'USER.DISPLAY_NAME_REQUIRED', message: 'A display name is required.' };
  }
  return { ok: true, value: name };
}

/** What a player is called when the name they brought cannot be shown at all (ADR 0121). */
export function placeholderDisplayName(userId: string): string {
  const tag = userId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 6)
    .toUpperCase();
  return tag ? `Player ${tag}` : 'Player';
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A name that passes `validateDisplayName`, made from one that may not: for names a social provider sends
 * and for accounts stored before the rule applied to sign-up. Unshowable characters go, spaces collapse, a
 * long name is cut to the limit at a character boundary; a name with nothing left becomes the placeholder.
 */
export function safeDisplayName(raw: string | null | undefined, userId: string): string {
  const cleaned = normaliseSpaces(normaliseSpaces(raw ?? '').replace(UNSHOWABLE_ALL, ''));
  let cut = '';
  for (const { segment } of graphemes.segment(cleaned)) {
    if (cut.length + segment.length > MAX_DISPLAY_NAME_LENGTH) break;
    cut += segment;
  }
  const check = validateDisplayName(cut);
  return check.ok ? check.value : placeholderDisplayName(userId);
}

/**
 * https, a host name (no user name or password) with an optional port, then any path of visible ASCII
 * without spaces, quotes, angle brackets or backslashes.
 */
const HTTPS_IMAGE_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][!#-&(-;=?-[\]-_a-~]*)?$/i;

/**
 * An avatar is an https address of an image the browser fetches itself (ADR 0092), or null for none.
 * Anything else (http, data:, javascript:, credentials in the address, spaces, quotes or control
 * characters) is refused.
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
  if (!HTTPS_IMAGE_ADDRESS.test(address) || !hostAndPortLoadable(address)) {
    return {
      ok: false,
      code: 'USER.PHOTO_URL_INVALID',
      message: 'The photo URL must be an https:// address with no user name, password or spaces.',
    };
  }
  return { ok: true, value: address };
}

const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * What the pattern cannot see and a browser refuses: a host whose last label is a number is an IPv4 address and
 * must be a valid one ('https://7777777777' is not), and a port is at most 65535. (The domain has no platform
 * URL parser; the property tests hold this to Node's.)
 */
function hostAndPortLoadable(address: string): boolean {
  const authority = address.slice('https://'.length).split(/[/?#]/, 1)[0]!;
  const [host = '', port] = authority.split(':');
  const lastLabel = host.slice(host.lastIndexOf('.') + 1);
  if (/^(?:\d+|0x[0-9a-f]*)$/i.test(lastLabel) && !DOTTED_QUAD.test(host)) return false;
  return port === undefined || Number(port) <= 65535;
}

/** The avatar to keep from one that may break the rule (a provider's picture, an old row): it, or none. */
export function safePhotoUrl(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const check = validatePhotoUrl(raw);
  return check.ok ? check.value : null;
}
