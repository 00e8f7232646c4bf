import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

/** One answer as the app sent it: status, headers in the order sent (without date and connection), body bytes as sent. */
export interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** base64 of the body exactly as it came over the wire (brotli when the app compressed it). */
  body: string;
}

/**
 * The yardstick for the public read path: a bare node:http server answering each URL with the
 * bytes and headers the app sent for it (recorded once by the benchmark), found in a Map by URL.
 * Usage: node raw-server.js <port> <answers.json>, where the file maps each URL to a RecordedAnswer.
 * Over IPC, 'stop' closes it and exits.
 */
if (require.main === module) {
  const [port, answersFile] = process.argv.slice(2);
  const recorded = JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, RecordedAnswer>;
  const answers = new Map(
    Object.entries(recorded).map(([url, answer]) => [
      url,
      { status: answer.status, headers: answer.headers.flat(), body: Buffer.from(answer.body, 'base64') },
    ]),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404, { 'content-length': 0 });
      response.end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
  // 'stop' exits cleanly, so that `node --cpu-prof` writes its profile.
  process.on(
    'message',
    (message) => message === 'stop' && server.close(() => process.exit(0)) && server.closeAllConnections(),
  );
}
