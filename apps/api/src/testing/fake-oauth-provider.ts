import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOAuthAccount {
  sub: string;
  email: string;
  name: string;
  /** Sent as OpenID Connect's `picture` claim when set. */
  picture?: string;
}

/**
 * A minimal OAuth 2 provider on loopback for api tests: a discovery document, a token endpoint that trades any
 * code it is given for an access token, and a userinfo endpoint answering the account that code stands for.
 * It publishes no signing keys, so better-auth reads the user from userinfo rather than an ID token. The browser
 * suite uses a real OpenID provider (oidc-provider) instead.
 */
export async function startFakeOAuthProvider(accounts: Record<string, FakeOAuthAccount>) {
  const tokens = new Map<string, FakeOAuthAccount>();
  const tokenRequests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        const account = accounts[form.get('code') ?? ''];
        if (!account) return json(400, { error: 'invalid_grant' });
        const accessToken = `access-${tokens.size + 1}`;
        tokens.set(accessToken, account);
        json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const account = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return json(401, { error: 'invalid_token' });
      return json(200, { ...account, email_verified: true });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
