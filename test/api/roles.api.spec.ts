import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { RevokeRoleCommand } from '../../apps/api/src/modules/access/commands/revoke-role/revoke-role.command.js';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { runRolesCli } from '../../apps/api/src/cli/roles.js';
import { waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

// Solving proofs of work and starting whole apps takes longer on a busy machine than the default allows.

const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

/** Runs `npm run roles -- …` in this process and returns what it printed. */
async function roles(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: unknown) => void out.push(String(line)));
  const error = jest
    .spyOn(console, 'error')
    .mockImplementation((line: unknown) => void out.push(String(line)));
  try {
    const code = await runRolesCli(args, env);
    return { code, output: out.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const accessEvents = async (events: EventStore, userId: string) =>
  (await events.readStream(`access-${userId}`)).map((e) => `${e.type}:${e.data.role}:${e.data.source}`);

describe.each(testDatabaseKinds())('npm run roles, on %s', (kind) => {
  it('grants, lists and revokes roles as events the guard then honours; refuses unknown e-mails and roles', async () => {
    let testApp = await startTestApp(kind);
    const { dataDir, databaseUrl } = testApp;
    const cliEnv: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    };
    try {
      const player = await signUp(testApp, { email: `analyst-${kind}@example.com` });
      // Embedded data opens in one process at a time: stop the api while the command runs, as an operator would.
      if (kind === 'pglite') await testApp.stop();

      expect(await roles(['grant', 'Analyst-' + kind + '@Example.com', 'analyst'], cliEnv)).toEqual({
        code: 0,
        output: `Granted analyst to Analyst-${kind}@Example.com.`,
      });
      expect((await roles(['grant', player.email, 'analyst'], cliEnv)).output).toBe(
        `${player.email} already holds analyst; nothing recorded.`,
      );
      const listed = await roles(['list'], cliEnv);
      expect(listed.output).toContain(player.email);
      expect(listed.output).toContain('player, analyst');

      await expect(roles(['grant', 'nobody@example.com', 'admin'], cliEnv)).rejects.toThrow(
        'No account with the e-mail nobody@example.com.',
      );
      await expect(roles(['grant', player.email, 'wizard'], cliEnv)).rejects.toThrow("Unknown role 'wizard'");
      await expect(roles(['grant', player.email, 'player'], cliEnv)).rejects.toThrow(
        'Every account is a player',
      );
      expect((await roles(['promote', player.email], cliEnv)).code).toBe(2);

      if (kind === 'pglite') testApp = await startTestApp(kind, { reuse: { dataDir } });
      await waitForRoles(testApp, (await signIn(testApp, player.email)).token, (r) => r.includes('analyst'));
      expect(await accessEvents(testApp.app.get(EVENT_STORE), player.userId)).toEqual([
        'RoleGranted:analyst:cli',
      ]);

      if (kind === 'pglite') await testApp.stop();
      expect((await roles(['revoke', player.email, 'analyst'], cliEnv)).output).toBe(
        `Revoked analyst from ${player.email}.`,
      );
      if (kind === 'pglite') testApp = await startTestApp(kind, { reuse: { dataDir } });
      const token = (await signIn(testApp, player.email)).token;
      await waitForRoles(testApp, token, (r) => !r.includes('analyst'));
      expect(await accessEvents(testApp.app.get(EVENT_STORE), player.userId)).toEqual([
        'RoleGranted:analyst:cli',
        'RoleRevoked:analyst:cli',
      ]);
    } finally {
      await testApp.dispose();
    }
  });
});

async function signIn(testApp: Awaited<ReturnType<typeof startTestApp>>, email: string) {
  const response = await testApp
    .http()
    .post('/api/auth/sign-in/email')
    .send({ email, password: 'correct horse battery' });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return { token: response.body.token as string };
}

describe('ADMIN_EMAILS', () => {
  it('grants admin through RoleGranted on sign-up, and at start for accounts that already exist, once', async () => {
    const first = await startTestApp('pglite', { env: { ADMIN_EMAILS: 'early@example.com' } });
    const early = await signUp(first, { email: 'early@example.com' });
    await waitForRoles(first, early.token, (r) => r.includes('admin'));
    const late = await signUp(first, { email: 'late@example.com' });
    expect(
      (await first.http().post('/api/user/verify-token').send({ token: late.token })).body.roles,
    ).toEqual(['player']);
    await first.stop();

    const listed = { ADMIN_EMAILS: 'early@example.com, LATE@example.com' };
    let second = await startTestApp('pglite', { env: listed, reuse: { dataDir: first.dataDir } });
    try {
      await waitForRoles(second, late.token, (r) => r.includes('admin'));
      await second.stop();
      // A restart records nothing again: the grant's command id is a function of the account.
      second = await startTestApp('pglite', { env: listed, reuse: { dataDir: first.dataDir } });
      const events = second.app.get<EventStore>(EVENT_STORE);
      expect(await accessEvents(events, early.userId)).toEqual(['RoleGranted:admin:admin-emails']);
      expect(await accessEvents(events, late.userId)).toEqual(['RoleGranted:admin:admin-emails']);
      const audit = await second
        .http()
        .get('/api/terms/acceptances')
        .set('authorization', `Bearer ${late.token}`);
      expect(audit.status).toBe(200);

      // An operator's revocation sticks while the e-mail is still listed: the list's grant is spent.
      await second.app
        .get(CommandBus)
        .execute(new RevokeRoleCommand(randomUUID(), late.userId, 'admin', 'cli'));
      await second.stop();
      second = await startTestApp('pglite', { env: listed, reuse: { dataDir: first.dataDir } });
      expect(await accessEvents(second.app.get(EVENT_STORE), late.userId)).toEqual([
        'RoleGranted:admin:admin-emails',
        'RoleRevoked:admin:cli',
      ]);
      await waitForRoles(second, late.token, (r) => !r.includes('admin'));
    } finally {
      await second.stop();
      await first.dispose();
    }
  });
});
