// The outside world of the identity browser suites, started by Playwright before the api (see
// playwright.config.ts): an SMTP server on loopback that files every message it receives under E2E_MAIL_DIR, and
// an OpenID provider (oidc-provider, with its development login and consent pages) that the api discovers at start.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';

const {
  E2E_MAIL_DIR,
  E2E_SMTP_PORT,
  E2E_OIDC_PORT,
  E2E_API_URL,
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
} = process.env;
for (const [name, value] of Object.entries({ E2E_MAIL_DIR, E2E_SMTP_PORT, E2E_OIDC_PORT, E2E_API_URL })) {
  if (!value) throw new Error(`${name} is not set`);
}

mkdirSync(E2E_MAIL_DIR, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      const file = join(E2E_MAIL_DIR, `${Date.now()}-${received}-${to.replace(/[^\w.@+-]/g, '_')}.eml`);
      writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(Number(E2E_SMTP_PORT), '127.0.0.1', resolve));

const issuer = `http://127.0.0.1:${E2E_OIDC_PORT}`;
const oidc = new Provider(issuer, {
  clients: [
    {
      client_id: E2E_OIDC_CLIENT_ID ?? 'quiz-e2e',
      client_secret: E2E_OIDC_CLIENT_SECRET ?? 'quiz-e2e-secret',
      redirect_uris: [`${E2E_API_URL}/api/auth/callback/oidc`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // Whatever login is typed on the development login page becomes the account, with an e-mail derived from it.
  async findAccount(ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${id}@oidc.example.com`, email_verified: true, name: `OIDC ${id}` };
      },
    };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['quiz-e2e-oidc-cookie-key'] },
});
const server = oidc.listen(Number(E2E_OIDC_PORT), '127.0.0.1');

function stop() {
  server.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
