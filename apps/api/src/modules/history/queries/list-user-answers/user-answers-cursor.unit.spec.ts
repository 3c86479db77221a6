import { decodeUserAnswersCursor, encodeUserAnswersCursor } from './user-answers-cursor.js';

const key = { answeredAt: '2026-11-21T10:00:00.123456Z', commit: '812', prepare: '40' };

describe('the user answers cursor', () => {
  it('gives back the key it was made from, to the microsecond', () => {
    expect(decodeUserAnswersCursor(encodeUserAnswersCursor('desc', key), 'desc')).toEqual(key);
    expect(decodeUserAnswersCursor(encodeUserAnswersCursor('asc', key), 'asc')).toEqual(key);
  });

  it('refuses a cursor of the other sort order', () => {
    expect(() => decodeUserAnswersCursor(encodeUserAnswersCursor('desc', key), 'asc')).toThrow(
      'cursor belongs to sort=desc',
    );
  });

  it('refuses anything it did not issue', () => {
    for (const text of [
      '',
      'nope',
      'desc|2026-11-21|1|2',
      'desc|2026-11-21T10:00:00.123456Z|x|2',
      `desc|${key.answeredAt}|1|2|3`,
    ])
      expect(() => decodeUserAnswersCursor(Buffer.from(text).toString('base64url'), 'desc')).toThrow(
        'cursor is not one this api issued.',
      );
  });
});
