import fc from 'fast-check';

/** JSON text put into a body as it is: what JSON.stringify cannot or would not write (20,000 levels, 1 MB). */
export class RawJson {
  constructor(
    readonly json: string,
    readonly label: string,
  ) {}
}

export const MEGABYTE = 1_000_000;
const DEEP = 20_000;

/** Text PostgreSQL cannot store (ADR 0125), somewhere inside otherwise ordinary text. */
export const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: unstorableText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   \t\n',
      '../../../etc/passwd',
      "' OR '1'='1' --",
      '"; DROP TABLE events; --',
      '<script>alert(1)</script>',
      'javascript:alert(3)',
      '${jndi:ldap://x}',
      '%00',
      '\\u0000',
      '\ufeff',
      '\u202eevil',
      'e\u0301\u0301\u0301',
      '🧨💥🙂',
      'null',
      'NaN',
      '-1',
      '1e999',
      '99999999999999999999999',
      '2026-13-45T99:99:99.000000Z',
      '__proto__',
      'constructor',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((length) => 'x'.repeat(length)) },
);

/** Hostile text short enough for an address: longer ones only meet Node's 16 KB header limit (431). */
export const hostileUrlText = hostileText.map((text) => text.slice(0, 2_000));

/** Base64url of text a cursor decoder would have to refuse. */
export const hostileCursor = fc
  .oneof(
    fc.constantFrom(
      'desc|2026-13-45T99:99:99.000000Z|1|1',
      'asc|2026-02-30T10:00:00.000000Z|1|1',
      'desc|2026-01-01T10:00:00.000000Z|99999999999999999999999|1',
      'desc|0000-01-01T00:00:00.000000Z|1|1',
      '99999999999999999999999/1',
      '1/-99999999999999999999999',
      '["2026-02-30T00:00:00.000Z","u"]',
      '["+275760-09-13T00:00:00.000Z","u"]',
      '["2026-01-01T00:00:00.000Z","\u0000"]',
      '[1,2]',
      'null',
    ),
    unstorableText,
    fc.string({ unit: 'binary', maxLength: 60 }),
  )
  .map((text) => Buffer.from(text).toString('base64url'));

const deepArrays = new RawJson(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`, 'arrays 20,000 deep');
const deepObjects = new RawJson(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, 'objects 10,000 deep');
const megabyte = new RawJson(JSON.stringify('x'.repeat(MEGABYTE)), 'a 1 MB string');
const protoPollution = new RawJson('{"__proto__":{"isAdmin":true,"roles":["admin"]}}', '__proto__ key');
const constructorPollution = new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}', 'constructor key');

/** Any value a JSON body might carry where the contract expects something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 1.5, -0, 2 ** 53 + 2, 1e308, -1e308, true, false, null),
  },
  { weight: 2, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deepArrays, deepObjects, protoPollution, constructorPollution) },
  { weight: 1, arbitrary: fc.constant(megabyte) },
);

/** A key that is not in the contract, or one that would reach an object's prototype if merged carelessly. */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
  unstorableText,
  fc.string({ maxLength: 12 }),
);

/** JSON text of a value that may hold RawJson parts, which go in as they are. */
export function toJsonText(value: unknown): { text: string; raw: string[] } {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (!(part instanceof RawJson)) return part;
    raws.push(part);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return {
    text: (text ?? 'null').replace(
      /"\\u0001raw(\d+)\\u0001"/g,
      (_match, index: string) => raws[Number(index)]!.json,
    ),
    raw: raws.map((raw) => raw.label),
  };
}

/**
 * Percent-encoding for a query or path that also writes what `encodeURIComponent` refuses: a lone surrogate
 * becomes the three bytes a careless encoder would write (`%ED%A0%80`), which are not UTF-8.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
