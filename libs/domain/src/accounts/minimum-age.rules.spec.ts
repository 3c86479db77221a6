import { BIRTHDAY_MESSAGES, ageInYears, checkBirthday, parseCalendarDate } from './minimum-age.rules.js';

const date = (value: string) => parseCalendarDate(value)!;

describe('given a birthday and today’s date', () => {
  it('when today is the 13th birthday, then the visitor is old enough', () => {
    expect(checkBirthday('2013-11-21', '2026-11-21')).toEqual({ ok: true });
  });

  it('when the 13th birthday is tomorrow, then the visitor is refused with a clear message', () => {
    expect(checkBirthday('2013-11-22', '2026-11-21')).toEqual({
      ok: false,
      reason: 'tooYoung',
      message: 'You must be at least 13 years old to create an account.',
    });
  });

  it('when someone was born on 29 February, then they turn a year older on 1 March of a common year', () => {
    expect(ageInYears(date('2012-02-29'), date('2025-02-28'))).toBe(12);
    expect(ageInYears(date('2012-02-29'), date('2025-03-01'))).toBe(13);
  });

  it('when the birthday is after today, then it is refused as being in the future', () => {
    expect(checkBirthday('2026-11-22', '2026-11-21')).toEqual({
      ok: false,
      reason: 'inFuture',
      message: BIRTHDAY_MESSAGES.inFuture,
    });
  });

  it.each(['', '21/11/2000', '2000-02-30', '2000-13-01', 'yesterday'])(
    'when the birthday is %p, then it is refused as not a date',
    (birthday) => {
      expect(checkBirthday(birthday, '2026-11-21')).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Please enter a valid birthday.',
      });
    },
  );
});
