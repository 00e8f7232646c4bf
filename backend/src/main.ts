import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const logger = new Logger('Server');
  logger.log(`Dental education events on http://localhost:${config.port}`);
  if (!config.frontendDist) logger.warn('No built frontend found (run `npm run build`): serving the API only.');
}

main().catch((error: unknown) => {
  // A wrong setting is one line naming the variable, and exit code 2 (a usage error, not a crash).
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
