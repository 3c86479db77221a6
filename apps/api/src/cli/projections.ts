import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { formatLogPosition } from '../infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { describeRebuildProgress, rebuildProgressLog } from '../infra/projections/rebuild-progress-log.js';
import { PROJECTION_RUNNER } from '../infra/tokens.js';

const USAGE = `Usage:
  npm run projections -- status          each projection's position, events processed, lag and version
  npm run projections -- rebuild NAME    empty NAME's tables and replay the whole log into them
  npm run projections -- upgrade         rebuild every projection built at another version than the code's`;

/** Operator commands for the read models, against the same database the api uses. */
async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild' && command !== 'upgrade') {
    console.error(USAGE);
    return 2;
  }
  // This process reads and rebuilds on demand; the api's own runner keeps following the log.
  const config = loadConfig({ ...process.env, PROJECTIONS_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  try {
    const runner = app.get<ProjectionRunner>(PROJECTION_RUNNER);
    if (command === 'status') {
      await printStatus(runner);
      return 0;
    }
    if (command === 'upgrade') {
      // What the api does at start (ADR 0110), for an operator who would rather see it through first.
      const rebuilt = await runner.rebuildOutdated(rebuildProgressLog((line) => console.log(line)));
      console.log(
        rebuilt.length > 0 ? `Rebuilt ${rebuilt.join(', ')}.` : 'Every projection is built at its version.',
      );
      return 0;
    }
    if (!name) {
      console.error(`rebuild needs a projection name: ${runner.projections.map((p) => p.name).join(', ')}`);
      return 2;
    }
    await rebuild(runner, name);
    return 0;
  } finally {
    await app.close();
  }
}

async function printStatus(runner: ProjectionRunner): Promise<void> {
  const table = new Table({
    head: ['projection', 'position', 'events processed', 'lag (events)', 'version (built/code)', 'updated'],
  });
  for (const status of await runner.status()) {
    table.push([
      status.name,
      formatLogPosition(status.position),
      String(status.eventsProcessed),
      String(status.lag),
      `${status.builtVersion ?? '-'}/${status.version}${status.rebuilding ? ' rebuilding' : ''}`,
      status.updatedAt ? status.updatedAt.toISOString() : 'never',
    ]);
  }
  console.log(table.toString());
}

async function rebuild(runner: ProjectionRunner, name: string): Promise<void> {
  const projection = runner.get(name);
  const bar = new SingleBar({
    format: `rebuilding ${name} [{bar}] {percentage}% | {value}/{total} events | {eta_formatted} left`,
    hideCursor: true,
  });
  bar.start(1, 0);
  const started = performance.now();
  const replayed = await runner.rebuild(projection.name, (progress) => {
    if (progress.phase === 'waiting') console.log(describeRebuildProgress(progress));
    bar.setTotal(Math.max(progress.total, 1));
    bar.update(progress.applied);
  });
  bar.update(replayed);
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Rebuilt ${name} from position 0: ${replayed} events in ${seconds.toFixed(2)} s.`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Operators get the sentence; the stack only when they ask for it.
    console.error(error instanceof Error && !process.env.DEBUG ? error.message : error);
    process.exit(1);
  },
);
