import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite keeps its files in one directory, and two processes writing it would corrupt it. The first process
 * to open the directory leaves its pid there; a second one is refused with a message that says who holds it.
 */
export class DataDirLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DataDirLock {
    const file = join(dataDir, 'quiz.pid');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(file, 'utf8'));
        if (holder && holder !== process.pid && isAlive(holder)) {
          throw new Error(
            `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first ` +
              `(only one process may open embedded data), or point DATABASE_URL at a PostgreSQL server.`,
            { cause: error },
          );
        }
        rmSync(file, { force: true }); // left behind by a process that died
      }
    }
    throw new Error(`Could not lock ${file}`);
  }

  release(): void {
    rmSync(this.file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
