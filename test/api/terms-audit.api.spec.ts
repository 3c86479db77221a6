import { parse } from 'csv-parse/sync';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';

const ADMIN = 'terms-auditor@example.com';

interface Acceptance {
  userId: string;
  email: string | null;
  displayName: string | null;
  version: string;
  acceptedAt: string;
  recordedAt: string;
  eventPosition: string;
}

describe.each(testDatabaseKinds())('the admins’ terms audit, on %s', (kind) => {
  let testApp: TestApp;
  let admin: { token: string; userId: string };
  const players: { token: string; userId: string; email: string }[] = [];
  let pendingPlayer: { userId: string; email: string };

  const get = (path: string, token = admin.token) =>
    testApp.http().get(path).set('authorization', `Bearer ${token}`);
  const allAcceptances = async (query = ''): Promise<Acceptance[]> =>
    (await get(`/api/terms/acceptances?limit=200${query}`)).body.items;
  const csvOf = async (query = '') => {
    const response = await get(`/api/terms/acceptances/export${query}`).buffer(true);
    expect(response.status).toBe(200);
    return { response, rows: parse(response.text) as string[][] };
  };
  const settled = async () => {
    const runner = await projectionsSettled(testApp.app);
    return runner;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    admin = await signUp(testApp, { email: ADMIN, name: 'Auditor' });
    // Accepted in January, February and March; one of them has a name a spreadsheet would run.
    const names = ['Ada', 'Grace', '=HYPERLINK("http://evil.example","x")'];
    for (const [index, month] of ['01', '02', '03'].entries()) {
      const player = await signUp(testApp, { name: names[index] });
      players.push(player);
      const accepted = await testApp
        .http()
        .post('/api/user/accept-terms')
        .set('authorization', `Bearer ${player.token}`)
        .send({ acceptedAt: `2026-${month}-10T12:00:00.000Z`, version: 'v1' });
      expect(accepted.body.recorded).toBe(true);
    }
    pendingPlayer = await signUp(testApp, { name: 'Linus' });
    await settled();
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it('lists every acceptance with user, e-mail, name, version, times and event position', async () => {
    const items = await allAcceptances();
    expect(items.map((item) => item.userId)).toEqual(players.map((p) => p.userId));
    expect(items[0]).toEqual({
      userId: players[0]!.userId,
      email: players[0]!.email,
      displayName: 'Ada',
      version: 'v1',
      acceptedAt: '2026-01-10T12:00:00.000Z',
      recordedAt: expect.any(String),
      eventPosition: expect.stringMatching(/^\d+\/\d+$/),
    });
  });

  it('filters by version and by accepted-at range (from inclusive, to exclusive)', async () => {
    expect(await allAcceptances('&version=v1')).toHaveLength(3);
    expect(await allAcceptances('&version=v0')).toEqual([]);
    const february = await allAcceptances(
      '&acceptedFrom=2026-02-10T12:00:00.000Z&acceptedTo=2026-03-10T12:00:00.000Z',
    );
    expect(february.map((item) => item.displayName)).toEqual(['Grace']);
    expect((await allAcceptances('&acceptedFrom=2026-02-01T00:00:00Z')).map((i) => i.displayName)).toEqual([
      'Grace',
      '=HYPERLINK("http://evil.example","x")',
    ]);
  });

  it('refuses a reversed or malformed range with a 400', async () => {
    const reversed = await get(
      '/api/terms/acceptances?acceptedFrom=2026-03-01T00:00:00Z&acceptedTo=2026-02-01T00:00:00Z',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/acceptedFrom must be before acceptedTo/);
    expect((await get('/api/terms/acceptances/export?acceptedFrom=March')).status).toBe(400);
    expect((await get('/api/terms/acceptances/export?limit=3')).status).toBe(400);
  });

  it('lists the users who have not accepted the current version, paged', async () => {
    const page = await get('/api/terms/pending');
    expect(page.status).toBe(200);
    expect(page.body.version).toBe('v1');
    expect(page.body.items.map((u: { userId: string }) => u.userId)).toEqual([
      admin.userId,
      pendingPlayer.userId,
    ]);
    expect(page.body.items[1]).toEqual({
      userId: pendingPlayer.userId,
      email: pendingPlayer.email,
      displayName: 'Linus',
      registeredAt: expect.any(String),
    });
    const first = await get('/api/terms/pending?limit=1');
    expect(first.body.items).toEqual([page.body.items[0]]);
    const second = await get(`/api/terms/pending?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ version: 'v1', items: [page.body.items[1]], nextCursor: null });
    expect((await get('/api/terms/pending?version=v9')).body.code).toBe('TERMS.UNKNOWN_VERSION');
    expect((await get('/api/terms/pending?cursor=bm9wZQ')).status).toBe(400);
  });

  it('exports the filtered acceptances as CSV, with formula-like text kept as text', async () => {
    const { response, rows } = await csvOf('?acceptedFrom=2026-02-01T00:00:00Z');
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="terms-acceptances-all.csv"');
    const listed = await allAcceptances('&acceptedFrom=2026-02-01T00:00:00Z');
    expect(rows).toEqual([
      ['User ID', 'Display name', 'Email', 'Version', 'Accepted at', 'Recorded at', 'Event position'],
      ...listed.map((item) => [
        item.userId,
        item.displayName!.startsWith('=') ? `'${item.displayName}` : item.displayName,
        item.email,
        item.version,
        item.acceptedAt,
        item.recordedAt,
        item.eventPosition,
      ]),
    ]);
    expect(rows[2]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('answers 401 without a token and 403 to a player, on every audit endpoint', async () => {
    for (const path of ['/api/terms/acceptances', '/api/terms/acceptances/export', '/api/terms/pending']) {
      expect((await testApp.http().get(path)).status).toBe(401);
      expect((await get(path, players[0]!.token)).status).toBe(403);
    }
  });

  it('is reproduced exactly by rebuilding both read models from position 0', async () => {
    const before = {
      listing: await allAcceptances(),
      pending: (await get('/api/terms/pending')).body,
      csv: (await csvOf()).response.text,
    };
    const runner = await settled();
    expect(await runner.rebuild('terms_acceptances')).toBeGreaterThan(0);
    expect(await runner.rebuild('user_directory')).toBeGreaterThan(0);
    expect(await allAcceptances()).toEqual(before.listing);
    expect((await get('/api/terms/pending')).body).toEqual(before.pending);
    expect((await csvOf()).response.text).toBe(before.csv);
  });
});
