import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigurationError, loadConfig } from './config/app-config.js';
import { createApp } from './bootstrap.js';
import { drainConnections, keepAliveGraceMs, openConnections } from './infra/lifecycle/drain-connections.js';
import { ShutdownSignal } from './infra/lifecycle/shutdown-signal.js';
import { activeResources, stopOnSignals } from './infra/lifecycle/stop-on-signals.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const server = app.getHttpServer();
  stopOnSignals(app, {
    timeoutMs: config.shutdownTimeoutMs,
    logger: new Logger('Shutdown'),
    beforeClose: async () => {
      app.get(ShutdownSignal).begin();
      await drainConnections(server, keepAliveGraceMs(config.shutdownTimeoutMs));
    },
    stillOpen: async () => [`http connections (${await openConnections(server)})`, ...activeResources()],
  });
  const where = config.mode === 'embedded' ? `embedded mode, data in ${config.dataDir}` : 'server mode';
  new Logger('Quiz').log(`Listening on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
