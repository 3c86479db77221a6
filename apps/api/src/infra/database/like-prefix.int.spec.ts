import fc from 'fast-check';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { propertyParameters } from '../../testing/property-runs.js';
import { likePrefix } from './like-prefix.js';

/** Letters in both cases, LIKE's wildcards and escape, and what sits near them. */
const typed = fc.string({ unit: fc.constantFrom(...'aAbB%_\\.-* '.split('')), maxLength: 6 });

describe.each(testDatabaseKinds())('likePrefix on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('matches exactly the texts that start with what was typed, in any case, wildcards taken literally', async () => {
    await fc.assert(
      fc.asyncProperty(
        typed,
        typed,
        typed,
        fc.constantFrom('other', 'same', 'upper'),
        async (prefix, suffix, other, how) => {
          // Half the texts do start with the prefix (as typed, or in capitals); the others are anything.
          const text =
            how === 'other' ? other : how === 'same' ? prefix + suffix : (prefix + suffix).toUpperCase();
          const [row]: { matched: boolean }[] = await db.dataSource.query(
            `SELECT lower($1) LIKE $2 AS matched`,
            [text, likePrefix(prefix)],
          );
          expect(row!.matched).toBe(text.toLowerCase().startsWith(prefix.toLowerCase()));
        },
      ),
      propertyParameters(),
    );
  });
});
