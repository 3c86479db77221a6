import { validateForgotPassword, validateNewPassword } from './password-reset.rules.js';

describe('asking for a password reset', () => {
  it('needs the e-mail first, with the spec’s words', () => {
    expect(validateForgotPassword({ email: '   ' })).toEqual({
      ok: false,
      message: 'Please enter your email first to reset your password.',
      field: 'email',
    });
  });

  it('refuses an address that is not x@y.z', () => {
    expect(validateForgotPassword({ email: 'ada@example' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
      field: 'email',
    });
  });

  it('trims the e-mail', () => {
    expect(validateForgotPassword({ email: ' ada@example.com ' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
  });
});

describe('choosing a new password', () => {
  it('needs one', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toMatchObject({
      ok: false,
      message: 'Please enter a new password.',
    });
  });

  it('needs at least 8 characters', () => {
    expect(validateNewPassword({ password: 'seven c', confirmPassword: 'seven c' })).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters.',
      field: 'password',
    });
  });

  it('refuses more than 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toMatchObject({
      ok: false,
      field: 'password',
    });
  });

  it('needs the two entries to match', () => {
    expect(validateNewPassword({ password: 'eight ch', confirmPassword: 'eight cx' })).toEqual({
      ok: false,
      message: "Passwords don't match.",
      field: 'confirmPassword',
    });
  });

  it('accepts 8 matching characters', () => {
    expect(validateNewPassword({ password: 'eight ch', confirmPassword: 'eight ch' })).toEqual({
      ok: true,
      value: { password: 'eight ch', confirmPassword: 'eight ch' },
    });
  });
});
