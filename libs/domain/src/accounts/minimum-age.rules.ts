import { MINIMUM_AGE_YEARS } from '../terms/terms.rules.js';

/** Spec §9: nobody under 13 may hold an account (the same age the Terms of Use state). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date written YYYY-MM-DD (what a date input gives), or null. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years between a birthday and today, both calendar dates. `today` is passed in (the caller's local
 * date), so the rule never reads a clock. Someone born on 29 February turns a year older on 1 March.
 */
export function ageInYears(birthday: CalendarDate, today: CalendarDate): number {
  const hadBirthdayThisYear =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birthday.year - (hadBirthdayThisYear ? 0 : 1);
}

function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;
}

export type BirthdayCheck =
  { ok: true } | { ok: false; reason: 'invalid' | 'inFuture' | 'tooYoung'; message: string };

export const BIRTHDAY_MESSAGES = {
  invalid: 'Please enter a valid birthday.',
  inFuture: 'Your birthday cannot be in the future.',
  tooYoung: `You must be at least ${MINIMUM_AGE_YEARS} years old to create an account.`,
} as const;

export function checkBirthday(birthday: string, today: string): BirthdayCheck {
  const born = parseCalendarDate(birthday);
  const now = parseCalendarDate(today);
  if (!born || !now) return { ok: false, reason: 'invalid', message: BIRTHDAY_MESSAGES.invalid };
  if (isAfter(born, now)) {
    return { ok: false, reason: 'inFuture', message: BIRTHDAY_MESSAGES.inFuture };
  }
  const age = ageInYears(born, now);
  if (age < MINIMUM_AGE_YEARS) return { ok: false, reason: 'tooYoung', message: BIRTHDAY_MESSAGES.tooYoung };
  return { ok: true };
}
