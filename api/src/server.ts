// Starts the api: config from the environment, listen on HOST:PORT, and on SIGTERM/SIGINT
// stop accepting, finish in-flight requests, then exit (forced after 10 s).
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
