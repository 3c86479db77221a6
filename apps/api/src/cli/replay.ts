import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { REPLAY_USAGE, runReplay } from './replay-cli.js';

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.error(REPLAY_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  // Reads only: the api's own runner keeps following the log.
  const config = loadConfig({ ...process.env, PROJECTIONS_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  try {
    return await runReplay(
      app,
      args,
      (line) => console.log(line),
      (line) => console.error(line),
    );
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
