import { openTestDatabase, testDatabaseKinds } from '../../../testing/test-database.js';
import { createAuth } from './better-auth.js';

describe.each(testDatabaseKinds())('better-auth’s tables on %s', (kind) => {
  it('are exactly what the installed better-auth expects (our migration is a copy of its schema)', async () => {
    const database = await openTestDatabase(kind);
    try {
      // Each auth instance checks once and remembers a clean verdict, so each check gets a new one.
      const checkSchema = async () => {
        const auth = createAuth({
          pool: database.pool,
          secret: 'schema-check-secret-schema-check-secret',
          baseURL: 'http://localhost:3000',
          onAccountCreated: async () => undefined,
        });
        return (await auth.$context).checkSchema!();
      };
      await expect(checkSchema()).resolves.toBeUndefined();
      // And the check does bite: a missing column is reported.
      await database.pool.query(`ALTER TABLE "user" DROP COLUMN image`);
      await expect(checkSchema()).rejects.toThrow(/image/);
    } finally {
      await database.close();
    }
  });
});
