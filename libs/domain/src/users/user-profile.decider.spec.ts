import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { userDecider, type ChangeUserProfile } from './user.commands.js';
import type { UserEvent } from './user.events.js';
import { MAX_DISPLAY_NAME_LENGTH, MAX_PHOTO_URL_LENGTH, validatePhotoUrl } from './profile.rules.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const spec = deciderSpecification(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
};
const change = (data: Omit<ChangeUserProfile['data'], 'userId'>): ChangeUserProfile => ({
  type: 'ChangeUserProfile',
  data: { userId: 'u1', ...data },
  metadata: { now },
});
const changed = (data: { displayName?: string; photoURL?: string | null }): UserEvent => ({
  type: 'UserProfileChanged',
  data: { userId: 'u1', ...data, changedAt: now.toISOString() },
});

describe('changing a profile', () => {
  it('records a new display name, trimmed with its spaces collapsed', () => {
    spec
      .given([registered])
      .when(change({ displayName: '  Ada   Lovelace ' }))
      .then([changed({ displayName: 'Ada Lovelace' })]);
  });

  it('records a new avatar, and its removal', () => {
    spec
      .given([registered])
      .when(change({ photoURL: 'https://images.example.com/ada.png' }))
      .then([changed({ photoURL: 'https://images.example.com/ada.png' })]);
    spec
      .given([registered, changed({ photoURL: 'https://images.example.com/ada.png' })])
      .when(change({ photoURL: null }))
      .then([changed({ photoURL: null })]);
  });

  it('records only the fields that changed, and nothing when none did', () => {
    spec
      .given([registered])
      .when(change({ displayName: 'Ada', photoURL: 'https://a.example/p.jpg' }))
      .then([changed({ photoURL: 'https://a.example/p.jpg' })]);
    spec
      .given([registered, changed({ displayName: 'Countess', photoURL: 'https://a.example/p.jpg' })])
      .when(change({ displayName: ' Countess ', photoURL: 'https://a.example/p.jpg' }))
      .thenNothingHappens();
  });

  it('refuses a blank display name, as sign-up does', () => {
    spec
      .given([registered])
      .when(change({ displayName: '  ' }))
      .thenThrows('USER.DISPLAY_NAME_REQUIRED');
  });

  it(`refuses a display name over ${MAX_DISPLAY_NAME_LENGTH} characters`, () => {
    spec
      .given([registered])
      .when(change({ displayName: 'x'.repeat(MAX_DISPLAY_NAME_LENGTH + 1) }))
      .thenThrows('USER.DISPLAY_NAME_TOO_LONG');
    spec
      .given([registered])
      .when(change({ displayName: 'x'.repeat(MAX_DISPLAY_NAME_LENGTH) }))
      .then([changed({ displayName: 'x'.repeat(MAX_DISPLAY_NAME_LENGTH) })]);
  });

  it('refuses an avatar that is not an https address', () => {
    for (const photoURL of [
      'http://images.example.com/ada.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'not a url',
      'https://user:secret@images.example.com/ada.png',
      `https://images.example.com/${'a'.repeat(MAX_PHOTO_URL_LENGTH)}`,
    ]) {
      spec.given([registered]).when(change({ photoURL })).thenThrows('USER.PHOTO_URL_INVALID');
    }
  });

  it('refuses an edit that names no field, and an edit of an unknown user', () => {
    spec.given([registered]).when(change({})).thenThrows('USER.PROFILE_EDIT_EMPTY');
    spec
      .given([])
      .when(change({ displayName: 'Ada' }))
      .thenThrows('USER.NOT_FOUND');
  });
});

describe('an avatar address', () => {
  it('is kept trimmed; ports, paths and queries are fine', () => {
    expect(validatePhotoUrl(' https://images.example.com:8443/a/b.png?size=64#x ')).toEqual({
      ok: true,
      value: 'https://images.example.com:8443/a/b.png?size=64#x',
    });
    expect(validatePhotoUrl('https://lh3.googleusercontent.com/a/ACg8oc=s96-c')).toMatchObject({ ok: true });
  });

  it('refuses spaces and quotes that could break out of an attribute', () => {
    expect(validatePhotoUrl('https://images.example.com/a b.png')).toMatchObject({ ok: false });
    expect(validatePhotoUrl('https://images.example.com/a"onerror="x')).toMatchObject({ ok: false });
  });

  it('refuses what a browser cannot load: a numeric host beyond IPv4, a port above 65535', () => {
    // Found by the hostile-address property (seed -1548830685): the pattern alone let these through.
    expect(validatePhotoUrl('https://7777777777')).toMatchObject({
      ok: false,
      code: 'USER.PHOTO_URL_INVALID',
    });
    expect(validatePhotoUrl('https://images.example.com:99999/a.png')).toMatchObject({ ok: false });
    expect(validatePhotoUrl('https://256.1.1.1/a.png')).toMatchObject({ ok: false });
    expect(validatePhotoUrl('https://10.0.0.1/a.png')).toMatchObject({ ok: true });
  });
});
