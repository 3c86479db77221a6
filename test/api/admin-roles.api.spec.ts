import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { GrantRoleCommand } from '../../apps/api/src/modules/access/commands/grant-role/grant-role.command.js';
import { RevokeRoleCommand } from '../../apps/api/src/modules/access/commands/revoke-role/revoke-role.command.js';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

type Role = 'analyst' | 'admin';
type Account = { userId: string; token: string; email: string };

const FIRST_ADMIN = 'roles-first-admin@example.com';

/**
 * The roles screen's api (ADR 0193): admins list accounts and grant or revoke analyst and admin; the rules
 * (admins only, not one's own admin role, never the last admin) hold under parallel requests and over random
 * sequences of changes by several admins.
 */
describe.each(testDatabaseKinds())('roles granted in the product, on %s', (kind) => {
  let testApp: TestApp;
  let admin: Account;
  const as = (who: Account) => ({
    get: (path: string) => testApp.http().get(path).set('authorization', `Bearer ${who.token}`),
    grant: (userId: string, role: string) =>
      testApp
        .http()
        .put(`/api/admin/accounts/${userId}/roles/${role}`)
        .set('authorization', `Bearer ${who.token}`),
    revoke: (userId: string, role: string) =>
      testApp
        .http()
        .delete(`/api/admin/accounts/${userId}/roles/${role}`)
        .set('authorization', `Bearer ${who.token}`),
  });
  const events = () => testApp.app.get<EventStore>(EVENT_STORE);
  const commandBus = () => testApp.app.get(CommandBus);
  const rolesInReadModel = async (userIds: string[]) => {
    const rows: { user_id: string; role: string }[] = await testApp.app
      .get(DataSource)
      .query(`SELECT user_id, role FROM user_roles WHERE user_id = ANY($1::text[]) ORDER BY user_id, role`, [
        userIds,
      ]);
    return rows.map((row) => `${row.user_id}:${row.role}`);
  };
  const adminsInReadModel = async () =>
    Number(
      (
        await testApp.app.get(DataSource).query(`SELECT count(*) AS n FROM user_roles WHERE role = 'admin'`)
      )[0].n,
    );
  /** The operator (as `npm run roles` does) sets an account's roles, to start a case from a known state. */
  const setRoles = async (account: Account, roles: Role[]) => {
    for (const role of ['analyst', 'admin'] as const) {
      await commandBus().execute(
        roles.includes(role)
          ? new GrantRoleCommand(randomUUID(), account.userId, role, 'cli')
          : new RevokeRoleCommand(randomUUID(), account.userId, role, 'cli'),
      );
    }
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: FIRST_ADMIN } });
    admin = await signUp(testApp, { email: FIRST_ADMIN, name: 'First Admin' });
    await waitForRoles(testApp, admin.token, (roles) => roles.includes('admin'));
  });
  afterAll(() => testApp.dispose());

  it('lists accounts with their roles: prefix search on e-mail or name, role filter, pages and counts', async () => {
    const tag = `lst${Date.now()}`;
    const made: Account[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(await signUp(testApp, { email: `${tag}-${i}@example.com`, name: `Zed ${tag} ${i}` }));
    }
    await as(admin).grant(made[0]!.userId, 'analyst').expect(200);
    await as(admin).grant(made[1]!.userId, 'admin').expect(200);

    const all = await as(admin).get(`/api/admin/accounts?q=${tag}&pageSize=2`).expect(200);
    expect(all.body.total).toBe(5);
    expect(all.body.counts).toEqual({ all: 5, player: 3, analyst: 1, admin: 1 });
    expect(all.body.items).toHaveLength(2);
    const pages = [all.body.items];
    for (let page = 2; page <= 3; page++) {
      pages.push((await as(admin).get(`/api/admin/accounts?q=${tag}&pageSize=2&page=${page}`)).body.items);
    }
    // Every account exactly once across the pages, newest first.
    expect(pages.flat().map((a: { email: string }) => a.email)).toEqual(made.map((a) => a.email).reverse());

    const byName = await as(admin)
      .get(`/api/admin/accounts?q=${encodeURIComponent(`zed ${tag} 1`)}`)
      .expect(200);
    expect(byName.body.items).toEqual([
      expect.objectContaining({
        userId: made[1]!.userId,
        email: made[1]!.email,
        displayName: `Zed ${tag} 1`,
        roles: ['player', 'admin'],
      }),
    ]);
    const analysts = await as(admin).get(`/api/admin/accounts?q=${tag}&role=analyst`).expect(200);
    expect(analysts.body.items.map((a: { userId: string }) => a.userId)).toEqual([made[0]!.userId]);
    expect(analysts.body.total).toBe(1);
    const players = await as(admin).get(`/api/admin/accounts?q=${tag}&role=player`).expect(200);
    expect(players.body.total).toBe(3);
    // Past the last page: no accounts, the same counts.
    const beyond = await as(admin).get(`/api/admin/accounts?q=${tag}&pageSize=2&page=9`).expect(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.counts).toEqual(all.body.counts);
    expect(beyond.body.total).toBe(5);
    // Only a prefix matches, and LIKE's own characters are searched as themselves.
    expect((await as(admin).get(`/api/admin/accounts?q=${tag.slice(1)}`)).body.total).toBe(0);
    for (const q of ['%', '_', '\\', "' OR 1=1 --", '%25%']) {
      const response = await as(admin)
        .get(`/api/admin/accounts?q=${encodeURIComponent(q)}`)
        .expect(200);
      expect(response.body.total).toBe(0);
    }
  });

  it('grants and revokes idempotently, says so, and names the admin on every event', async () => {
    const target = await signUp(testApp);
    const first = await as(admin).grant(target.userId, 'analyst').expect(200);
    expect(first.body).toEqual({
      userId: target.userId,
      role: 'analyst',
      change: 'grant',
      changed: true,
      roles: ['player', 'analyst'],
      message: 'Granted analyst.',
    });
    // The guard honours it at once: the change's answer waits for the read model.
    const me = await as(target).get('/api/user/me').expect(200);
    expect(me.body.roles).toEqual(['player', 'analyst']);

    const again = await as(admin).grant(target.userId, 'analyst').expect(200);
    expect(again.body).toMatchObject({ changed: false, roles: ['player', 'analyst'] });
    expect(again.body.message).toBe('The account already holds analyst; nothing changed.');
    await as(admin).revoke(target.userId, 'analyst').expect(200);
    const twice = await as(admin).revoke(target.userId, 'analyst').expect(200);
    expect(twice.body).toMatchObject({ changed: false, roles: ['player'] });

    const stream = await events().readStream(`access-${target.userId}`);
    expect(stream.map((e) => [e.type, e.data.role, e.data.source, e.data.actorId])).toEqual([
      ['RoleGranted', 'analyst', 'admin', admin.userId],
      ['RoleRevoked', 'analyst', 'admin', admin.userId],
    ]);
  });

  it('refuses bad input with a 4xx in the error shape, and changes nothing', async () => {
    const target = await signUp(testApp);
    const cases: [() => ReturnType<ReturnType<typeof as>['get']>, number, string][] = [
      [() => as(admin).grant(target.userId, 'wizard'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).grant(target.userId, 'player'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).revoke(target.userId, 'ADMIN'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).grant('no-such-account', 'analyst'), 404, 'ACCESS.UNKNOWN_ACCOUNT'],
      [() => as(admin).revoke('no-such-account', 'admin'), 404, 'ACCESS.UNKNOWN_ACCOUNT'],
      [() => as(admin).grant(encodeURIComponent("x' OR '1'='1"), 'analyst'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).grant('a'.repeat(65), 'analyst'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).grant(encodeURIComponent('ü✓'), 'admin'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).get(`/api/admin/accounts?q=${'x'.repeat(201)}`), 400, 'VALIDATION_FAILED'],
      [() => as(admin).get('/api/admin/accounts?role=owner'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).get('/api/admin/accounts?page=0'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).get('/api/admin/accounts?pageSize=101'), 400, 'VALIDATION_FAILED'],
      [() => as(admin).get('/api/admin/accounts?sort=email'), 400, 'VALIDATION_FAILED'],
      [() => as(target).grant(target.userId, 'admin'), 403, 'FORBIDDEN'],
      [() => as(target).get('/api/admin/accounts'), 403, 'FORBIDDEN'],
    ];
    for (const [call, status, code] of cases) {
      const response = await call();
      expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
      expect(typeof response.body.message).toBe('string');
    }
    expect(await events().readStream(`access-${target.userId}`)).toEqual([]);
  });

  it('never lets an admin revoke their own admin role, so the product keeps an admin; the operator is the way back', async () => {
    const own = await as(admin).revoke(admin.userId, 'admin').expect(403);
    expect(own.body.code).toBe('ACCESS.OWN_ADMIN_ROLE');
    // Left the only admin, the admin still cannot leave the product without one.
    const others = (await as(admin).get('/api/admin/accounts?role=admin&pageSize=100')).body.items as {
      userId: string;
    }[];
    for (const other of others) if (other.userId !== admin.userId) await setRoles({ ...admin, ...other }, []);
    expect(await adminsInReadModel()).toBe(1);
    expect((await as(admin).revoke(admin.userId, 'admin').expect(403)).body.code).toBe(
      'ACCESS.OWN_ADMIN_ROLE',
    );
    expect(await rolesInReadModel([admin.userId])).toEqual([`${admin.userId}:admin`]);
    // The operator (npm run roles) stands outside the product: it may revoke the last admin and grant again.
    await commandBus().execute(new RevokeRoleCommand(randomUUID(), admin.userId, 'admin', 'cli'));
    expect(await adminsInReadModel()).toBe(0);
    await setRoles(admin, ['admin']);
    expect(await rolesInReadModel([admin.userId])).toEqual([`${admin.userId}:admin`]);
  });

  // A PostgreSQL server's log shows an event only once every transaction begun before it has ended, in any
  // database of the cluster (ADR 0003). PGlite has one connection, so no transaction can be open beside it.
  if (kind === 'postgresql') {
    it('an admin reads their own change at once, even while a transaction begun before it is still open elsewhere', async () => {
      const target = await signUp(testApp);
      const elsewhere = testApp.app.get(DataSource).createQueryRunner();
      await elsewhere.connect();
      await elsewhere.startTransaction();
      await elsewhere.query('SELECT pg_current_xact_id()');
      const ended = new Promise<void>((resolve) =>
        setTimeout(() => void elsewhere.commitTransaction().then(() => resolve()), 400),
      );
      try {
        await as(admin).grant(target.userId, 'analyst').expect(200);
        expect(await rolesInReadModel([target.userId])).toEqual([`${target.userId}:analyst`]);
        const listed = await as(admin)
          .get(`/api/admin/accounts?q=${encodeURIComponent(target.email)}`)
          .expect(200);
        expect(listed.body.items).toEqual([
          expect.objectContaining({ userId: target.userId, roles: ['player', 'analyst'] }),
        ]);
      } finally {
        await ended;
        await elsewhere.release();
      }
    });
  }

  it('two admins revoking each other at once leave exactly one admin, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const a = await signUp(testApp);
      const b = await signUp(testApp);
      await setRoles(a, ['admin']);
      await setRoles(b, ['admin']);
      await waitForRoles(testApp, a.token, (r) => r.includes('admin'));
      await waitForRoles(testApp, b.token, (r) => r.includes('admin'));
      // Over HTTP on even rounds; on odd ones straight onto the command bus the controllers use, where the two
      // decisions interleave most tightly.
      const outcomes =
        round % 2 === 0
          ? (await Promise.all([as(a).revoke(b.userId, 'admin'), as(b).revoke(a.userId, 'admin')])).map(
              (r) => (r.status === 200 ? 'revoked' : `${r.status} ${r.body.code}`),
            )
          : (
              await Promise.allSettled([
                commandBus().execute(
                  new RevokeRoleCommand(randomUUID(), b.userId, 'admin', 'admin', a.userId),
                ),
                commandBus().execute(
                  new RevokeRoleCommand(randomUUID(), a.userId, 'admin', 'admin', b.userId),
                ),
              ])
            ).map((r) =>
              r.status === 'fulfilled' ? 'revoked' : `403 ${(r.reason as { code: string }).code}`,
            );
      expect(outcomes.filter((o) => o === 'revoked')).toHaveLength(1);
      expect(outcomes.find((o) => o !== 'revoked')).toMatch(/^403 (ACCESS\.ADMINS_ONLY|FORBIDDEN)$/);
      const left = await rolesInReadModel([a.userId, b.userId]);
      expect(left).toHaveLength(1);
      expect(left[0]).toMatch(/:admin$/);
    }
  });

  it('parallel grants and revocations end in a consistent state: the read model is the streams, no duplicates', async () => {
    const targets = [await signUp(testApp), await signUp(testApp), await signUp(testApp)];
    const admins = [admin, await signUp(testApp)];
    await setRoles(admins[1]!, ['admin']);
    await waitForRoles(testApp, admins[1]!.token, (r) => r.includes('admin'));
    const requests = fc.sample(
      fc.record({
        by: fc.nat(admins.length - 1),
        target: fc.nat(targets.length - 1),
        role: fc.constantFrom<Role>('analyst', 'admin'),
        grant: fc.boolean(),
      }),
      { numRuns: 60, seed: 12 },
    );
    const answers = await Promise.all(
      requests.map(({ by, target, role, grant }) =>
        grant
          ? as(admins[by]!).grant(targets[target]!.userId, role)
          : as(admins[by]!).revoke(targets[target]!.userId, role),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    for (const target of targets) {
      const stream = await events().readStream(`access-${target.userId}`);
      // Each role's events alternate grant, revoke, grant…: no grant of a held role, no revoke of a missing one.
      for (const role of ['analyst', 'admin']) {
        const kinds = stream.filter((e) => e.data.role === role).map((e) => e.type);
        kinds.forEach((type, i) => expect(type).toBe(i % 2 === 0 ? 'RoleGranted' : 'RoleRevoked'));
      }
      const held = new Set<string>();
      for (const e of stream) {
        if (e.type === 'RoleGranted') held.add(e.data.role as string);
        else held.delete(e.data.role as string);
      }
      expect(await rolesInReadModel([target.userId])).toEqual(
        [...held].sort().map((r) => `${target.userId}:${r}`),
      );
    }
  });

  it('over random sequences of grants and revocations by several admins: user_roles is the simple model, and an admin always remains', async () => {
    const accounts: Account[] = [];
    for (let i = 0; i < 5; i++) accounts.push(await signUp(testApp, { name: `Sequence ${i}` }));
    const step = fc.record({
      by: fc.nat(accounts.length - 1),
      target: fc.nat(accounts.length - 1),
      role: fc.constantFrom<Role>('analyst', 'admin'),
      grant: fc.boolean(),
    });
    const start = fc.array(fc.subarray<Role>(['analyst', 'admin']), {
      minLength: accounts.length,
      maxLength: accounts.length,
    });
    await fc.assert(
      fc.asyncProperty(start, fc.array(step, { minLength: 1, maxLength: 10 }), async (initial, steps) => {
        // At least one admin to begin with, as the product always has.
        initial[0] = [...new Set<Role>([...initial[0]!, 'admin'])];
        const model = new Map(accounts.map((a, i) => [a.userId, new Set<Role>(initial[i])]));
        // Someone outside the sequence keeps no admin role: this sequence's admins are the only ones.
        const others = (
          (await as(admin).get('/api/admin/accounts?role=admin&pageSize=100')).body.items as {
            userId: string;
          }[]
        ).filter((a) => !model.has(a.userId));
        for (let i = 0; i < accounts.length; i++) await setRoles(accounts[i]!, initial[i]!);
        for (const other of others) await setRoles({ ...admin, ...other }, []);

        for (const { by, target, role, grant } of steps) {
          const actor = accounts[by]!;
          const subject = accounts[target]!;
          const response = grant
            ? await as(actor).grant(subject.userId, role)
            : await as(actor).revoke(subject.userId, role);
          const held = model.get(subject.userId)!;
          const expected = !model.get(actor.userId)!.has('admin')
            ? 403
            : !grant && role === 'admin' && actor === subject && held.has('admin')
              ? 403
              : 200;
          expect(response.status).toBe(expected);
          if (expected === 200) {
            expect(response.body.changed).toBe(grant !== held.has(role));
            if (grant) held.add(role);
            else held.delete(role);
          }
          expect(await adminsInReadModel()).toBeGreaterThanOrEqual(1);
        }
        const want = accounts.flatMap((a) => [...model.get(a.userId)!].map((r) => `${a.userId}:${r}`)).sort();
        expect(await rolesInReadModel(accounts.map((a) => a.userId))).toEqual(want);
        // Restore the suite's admin for the next run.
        await setRoles(admin, ['admin']);
      }),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
  });
});
