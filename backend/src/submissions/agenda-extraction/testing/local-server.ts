import http, { IncomingMessage, ServerResponse } from 'node:http';
import net, { AddressInfo, Socket } from 'node:net';
import type { HostResolver } from '../target-policy';

/** An HTTP server on 127.0.0.1 only: the tests never send traffic anywhere else. */
export interface LocalServer {
  origin: string;
  port: number;
  /** Connections the server accepted. */
  connections(): number;
  /** Host headers of the requests it received, in order. */
  hostHeaders(): string[];
  close(): Promise<void>;
}

export async function startLocalServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const hosts: string[] = [];
  let accepted = 0;
  const server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    handle(req, res);
  });
  server.on('connection', (socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    connections: () => accepted,
    hostHeaders: () => [...hosts],
    close: () =>
      new Promise<void>((resolve) => {
        // Slow-server tests leave sockets hanging; end them so close() returns.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 with nothing listening. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Watches every outgoing TCP connection attempt in this process, so a test can prove that a
 * refused URL was refused before any socket was opened, and where allowed ones really went.
 */
export function watchConnections(): { attempts(): number; remoteAddresses(): string[]; restore(): void } {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply() on each socket below
  const original = net.Socket.prototype.connect;
  const remotes: string[] = [];
  const spy = jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: Socket,
    ...args: unknown[]
  ) {
    this.once('connect', () => remotes.push(this.remoteAddress ?? 'unknown'));
    return (original as (...a: unknown[]) => Socket).apply(this, args);
  });
  return {
    attempts: () => spy.mock.calls.length,
    remoteAddresses: () => [...remotes],
    restore: () => spy.mockRestore(),
  };
}

/** A resolver answering from a table and recording each question; unknown names fail like NXDOMAIN. */
export function fakeDns(answers: Record<string, string[] | (() => string[])>): {
  resolve: HostResolver;
  questions: string[];
} {
  const questions: string[] = [];
  const resolve: HostResolver = (hostname) => {
    questions.push(hostname);
    const answer = answers[hostname];
    if (!answer)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(typeof answer === 'function' ? answer() : answer);
  };
  return { resolve, questions };
}
