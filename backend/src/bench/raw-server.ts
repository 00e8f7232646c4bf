import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

/**
 * The yardstick for the public read path: a bare node:http server answering every request with
 * the same bytes the app sends for GET /api/events. Usage: node raw-server.js <port> <body-file>
 */
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
