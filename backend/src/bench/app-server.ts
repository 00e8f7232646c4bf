// First, before any collection, as in main.ts: see kept-tick-object.ts.
import '../process/kept-tick-object';
import 'reflect-metadata';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { prepareToServe, warmSearchIndexes } from '../process/serving';
import { PublicReadPath } from '../site/public-read-path';

/**
 * The app as main.ts starts it (createApp, prepareToServe, listen, warmSearchIndexes), run by the benchmark as a child process
 * so that it can also be asked, over the IPC channel, for the public cache's statistics ('stats')
 * and be stopped cleanly ('stop', which lets `node --cpu-prof` write its profile on exit).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await prepareToServe(app);
  await app.listen({ port: config.port, host: config.host });
  warmSearchIndexes(app);
  const readPath = app.get(PublicReadPath);
  process.on('message', (message) => {
    if (message === 'stats') process.send?.({ stats: readPath.cache.stats() });
    if (message === 'stop') void app.close().finally(() => process.exit(0));
  });
  process.send?.('ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
