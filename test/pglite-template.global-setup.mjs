// Jest global set-up: one freshly initialised PGlite cluster, saved as a tarball that every suite's new
// embedded database starts from (see freshClusterTemplate in apps/api/src/infra/database/pglite-pool.ts).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export default async function createPgliteTemplate() {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its entry point sits in dist/, one level below it.
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const template = join(tmpdir(), `quiz-pglite-template-${version}.tar`);
  if (!existsSync(template)) {
    const db = await PGlite.create();
    const tarball = await db.dumpDataDir('none');
    await db.close();
    // Written aside and renamed: parallel runs never read half a file.
    const partial = `${template}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, template);
  }
  process.env.PGLITE_TEMPLATE = template;
}
