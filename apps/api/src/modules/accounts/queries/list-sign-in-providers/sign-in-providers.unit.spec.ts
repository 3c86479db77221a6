import { signInProviders } from './sign-in-providers.js';

describe('the sign-in providers', () => {
  it('always lists Google, GitHub and Facebook, none configured when nothing is set', () => {
    expect(signInProviders({})).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: false },
        { id: 'github', name: 'GitHub', configured: false },
        { id: 'facebook', name: 'Facebook', configured: false },
      ],
    });
  });

  it('marks the configured ones and adds the OpenID Connect provider under its name', () => {
    const client = { clientId: 'id', clientSecret: 'secret' };
    expect(
      signInProviders({
        facebook: client,
        oidc: { ...client, issuer: 'https://id.example.com', name: 'Okta' },
      }).providers,
    ).toEqual([
      { id: 'google', name: 'Google', configured: false },
      { id: 'github', name: 'GitHub', configured: false },
      { id: 'facebook', name: 'Facebook', configured: true },
      { id: 'oidc', name: 'Okta', configured: true },
    ]);
  });
});
