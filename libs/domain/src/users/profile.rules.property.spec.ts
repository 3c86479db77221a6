import fc from 'fast-check';
import {
  MAX_DISPLAY_NAME_LENGTH,
  MAX_PHOTO_URL_LENGTH,
  safeDisplayName,
  safePhotoUrl,
  validateDisplayName,
  validatePhotoUrl,
} from './profile.rules.js';

/**
 * The profile rules against what an attacker or a careless provider sends: NUL and other controls, lone
 * surrogates, bidirectional overrides and isolates, zero-width and other invisible characters, combining
 * marks, emoji sequences, and strings of tens of thousands of characters.
 */
const RUNS = 2_000;

const hostileUnit = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0007',
    '\u007F',
    '\u0085',
    '\uD800',
    '\uDFFF',
    '\u202E',
    '\u202A',
    '\u2066',
    '\u2069',
    '\u200B',
    '\u200D',
    '\u200E',
    '\uFEFF',
    '\u3164',
    '\u00AD',
    '\u0301',
    ' ',
    '\u00A0',
    '\t',
    '\n',
    '\u2028',
    '👨‍👩‍👧',
    '🇫🇷',
    '"',
    '<',
    'é',
    'A',
    'z',
    '7',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: hostileUnit, maxLength: 80 }) },
  // Huge values: a few units repeated up to 60,000 characters.
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ unit: hostileUnit, minLength: 1, maxLength: 4 }),
        fc.integer({ min: 10, max: 15_000 }),
      )
      .map(([chunk, times]) => chunk.repeat(times).slice(0, 60_000)),
  },
);

const CONTROL_OR_DIRECTION = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE = /[^\s\p{Cc}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}]/u;

/** Everything an accepted display name must be, whatever it was made from. */
function expectShowableName(name: string): void {
  expect(name.length).toBeGreaterThanOrEqual(1);
  expect(name.length).toBeLessThanOrEqual(MAX_DISPLAY_NAME_LENGTH);
  expect(name).toBe(name.trim());
  expect(name).not.toMatch(/\s\s/);
  expect(name).not.toMatch(CONTROL_OR_DIRECTION);
  expect(name).toMatch(VISIBLE);
  // Stable: checking it again changes nothing.
  expect(validateDisplayName(name)).toEqual({ ok: true, value: name });
}

describe('the display name rule, against hostile strings', () => {
  it('accepts only short, trimmed, showable names, and refuses the rest with a known code', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const check = validateDisplayName(raw);
        if (check.ok) expectShowableName(check.value);
        else
          expect([
            'USER.DISPLAY_NAME_REQUIRED',
            'USER.DISPLAY_NAME_TOO_LONG',
            'USER.DISPLAY_NAME_INVALID',
          ]).toContain(check.code);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts every ordinary name of 1 to 50 characters as it is, its spaces tidied', () => {
    const ordinary = fc
      .string({
        unit: fc.constantFrom(..."abcXYZ019 -.'’éßøДжあ漢👍".split(/(?:)/u)),
        minLength: 1,
        maxLength: MAX_DISPLAY_NAME_LENGTH,
      })
      .filter((name) => name.trim().length > 0 && name.length <= MAX_DISPLAY_NAME_LENGTH);
    fc.assert(
      fc.property(ordinary, (name) => {
        expect(validateDisplayName(name)).toEqual({ ok: true, value: name.trim().replace(/\s+/g, ' ') });
      }),
      { numRuns: RUNS },
    );
  });

  it('safeDisplayName makes an acceptable name of anything, and keeps an acceptable one as it is', () => {
    fc.assert(
      fc.property(hostileText, fc.string({ unit: hostileUnit, maxLength: 40 }), (raw, userId) => {
        const safe = safeDisplayName(raw, userId);
        expectShowableName(safe);
        const check = validateDisplayName(raw);
        if (check.ok) expect(safe).toBe(check.value);
      }),
      { numRuns: RUNS },
    );
  });
});

const ATTRIBUTE_SAFE_ASCII = /^[!#-&(-;=?-[\]-_a-~]+$/;

describe('the avatar address rule, against hostile strings', () => {
  const hostileAddress = fc.oneof(
    hostileText,
    hostileText.map((text) => `https://${text}`),
    hostileText.map((text) => `https://images.example.com/${text}`),
    fc.webUrl({
      withQueryParameters: true,
      withFragments: true,
      authoritySettings: { withUserInfo: true, withIPv4: true, withIPv6: true, withPort: true },
    }),
  );

  it('accepts only https addresses of visible ASCII without credentials, and nothing longer than the limit', () => {
    fc.assert(
      fc.property(hostileAddress, (raw) => {
        const check = validatePhotoUrl(raw);
        if (!check.ok) return;
        const address = check.value!;
        expect(address.length).toBeLessThanOrEqual(MAX_PHOTO_URL_LENGTH);
        expect(address).toMatch(ATTRIBUTE_SAFE_ASCII);
        const url = new URL(address);
        expect(url.protocol).toBe('https:');
        expect(url.username + url.password).toBe('');
        expect(url.hostname.length).toBeGreaterThan(0);
        expect(safePhotoUrl(raw)).toBe(address);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts real https addresses that carry no quote, and drops anything else to no avatar', () => {
    const https = fc
      .webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
      .filter((address) => !address.includes("'") && address.length <= MAX_PHOTO_URL_LENGTH);
    fc.assert(
      fc.property(https, (address) => {
        expect(validatePhotoUrl(address)).toEqual({ ok: true, value: address });
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(hostileAddress, (raw) => {
        const kept = safePhotoUrl(raw);
        if (kept !== null) expect(validatePhotoUrl(kept)).toEqual({ ok: true, value: kept });
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with the URL parser on numeric hosts and ports: accepted means a browser can load it', () => {
    const label = fc.oneof(
      fc.nat({ max: 300 }).map(String),
      fc.nat().map(String),
      fc.nat().map((n) => `0x${n.toString(16)}`),
      fc.constantFrom('a', 'cdn', 'x1', '1a', 'example', 'com'),
    );
    const address = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 5 }), fc.option(fc.nat({ max: 99_999 })))
      .map(([labels, port]) => `https://${labels.join('.')}${port === null ? '' : `:${port}`}/a.png`);
    fc.assert(
      fc.property(address, (raw) => {
        if (validatePhotoUrl(raw).ok) expect(() => new URL(raw)).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });
});
