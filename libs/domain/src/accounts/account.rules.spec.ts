import { isValidEmail, validateSignIn, validateSignUp } from './account.rules.js';

describe('signing in', () => {
  it('needs both fields, naming the first one missing', () => {
    expect(validateSignIn({ email: '  ', password: 'x' })).toEqual({
      ok: false,
      message: 'Enter your email and password.',
      field: 'email',
    });
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toMatchObject({ ok: false, field: 'password' });
  });

  it('trims the e-mail', () => {
    expect(validateSignIn({ email: '  ada@example.com ', password: 'pw' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: 'pw' },
    });
  });
});

describe('creating an account', () => {
  const valid = { name: ' Ada ', email: ' ada@example.com ', password: 'eight ch' };

  it('accepts a display name, a valid e-mail and 8 characters, trimmed', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', password: 'eight ch' },
    });
  });

  it('needs every field, with the spec’s message', () => {
    expect(validateSignUp({ ...valid, name: ' ' })).toEqual({
      ok: false,
      message: 'Please enter display name, email, and password.',
      field: 'name',
    });
  });

  it('applies the profile’s display name rule', () => {
    expect(validateSignUp({ ...valid, name: 'x'.repeat(51) })).toEqual({
      ok: false,
      message: 'The display name must be 50 characters or less.',
      field: 'name',
    });
    expect(validateSignUp({ ...valid, name: '\u200B\u200B' })).toMatchObject({ ok: false, field: 'name' });
    expect(validateSignUp({ ...valid, name: ' Ada   King ' })).toMatchObject({ value: { name: 'Ada King' } });
  });

  it('refuses an e-mail that is not x@y.z', () => {
    expect(validateSignUp({ ...valid, email: 'ada@example' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
      field: 'email',
    });
    expect(isValidEmail('a b@c.d')).toBe(false);
  });

  it('refuses a password under 8 characters', () => {
    expect(validateSignUp({ ...valid, password: 'seven c' })).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters.',
      field: 'password',
    });
  });
});
