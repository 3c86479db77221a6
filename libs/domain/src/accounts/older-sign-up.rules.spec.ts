import { validateOlderSignUp, type OlderSignUpInput } from './older-sign-up.rules.js';

const TODAY = '2026-11-21';
const valid: OlderSignUpInput = {
  firstName: ' Ada ',
  lastName: ' Lovelace ',
  emailOrPhone: ' ada@example.com ',
  birthday: '1990-12-10',
  gender: '',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
};

describe('given the older sign-up form', () => {
  it('when every field is right, then it signs up with the first and last name as display name', () => {
    expect(validateOlderSignUp(valid, TODAY)).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine' },
    });
    expect(validateOlderSignUp({ ...valid, gender: 'nonbinary' }, TODAY).ok).toBe(true);
  });

  // Names, e-mail and birthday are trimmed, so spaces alone count as blank; passwords are taken as typed.
  it.each([
    ['firstName', '  '],
    ['lastName', '  '],
    ['emailOrPhone', '  '],
    ['birthday', ''],
    ['password', ''],
    ['confirmPassword', ''],
  ] as const)('when %s is blank, then it asks to fill out all fields', (field, blank) => {
    expect(validateOlderSignUp({ ...valid, [field]: blank }, TODAY)).toEqual({
      ok: false,
      message: 'Please fill out all fields.',
      field,
    });
  });

  it('when the passwords differ, then it says they do not match', () => {
    expect(validateOlderSignUp({ ...valid, confirmPassword: 'analytical engine!' }, TODAY)).toEqual({
      ok: false,
      message: "Passwords don't match.",
      field: 'confirmPassword',
    });
  });

  it.each(['+44 20 7946 0958', 'ada@example'])(
    'when the e-mail field holds %p, then only e-mail is supported',
    (value) => {
      expect(validateOlderSignUp({ ...valid, emailOrPhone: value }, TODAY)).toEqual({
        ok: false,
        message: 'Only email sign-up is supported for now. Please enter a valid email address.',
        field: 'emailOrPhone',
      });
    },
  );

  it('when the visitor is 12, then the form is refused for the minimum age', () => {
    expect(validateOlderSignUp({ ...valid, birthday: '2014-01-01' }, TODAY)).toEqual({
      ok: false,
      message: 'You must be at least 13 years old to create an account.',
      field: 'birthday',
    });
  });

  it('when the password is under 8 characters, then it says so', () => {
    expect(validateOlderSignUp({ ...valid, password: 'seven c', confirmPassword: 'seven c' }, TODAY)).toEqual(
      {
        ok: false,
        message: 'Password must be at least 8 characters.',
        field: 'password',
      },
    );
  });
});
