import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

/**
 * The server's one logger (pino, which Fastify ships). In production (NODE_ENV=production or
 * LOG_FORMAT=json) every entry is a JSON line for a log collector, written through an
 * asynchronous buffered destination so a request never waits on stdout; in a terminal the same
 * entries are one readable line each. LOG_LEVEL=quiet keeps only fatal entries (tests).
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): Logger {
  const level = config.logLevel === 'quiet' ? 'fatal' : config.logLevel;
  const stream = destination ?? (config.logFormat === 'json' ? asyncStdout() : readableStdout());
  return pino(
    {
      level,
      base: { pid: process.pid },
      // Never write what authenticates someone, wherever it shows up in a logged object.
      // (Named paths, not wildcards: a wildcard makes every entry's every key be looked at.)
      redact: {
        paths: [
          'password',
          'body.password',
          'headers.cookie',
          'headers.authorization',
          'req.headers.cookie',
          'req.headers.authorization',
        ],
        censor: '[hidden]',
      },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stream,
  );
}

/**
 * stdout through sonic-boom without waiting for each write: lines are gathered into writes of
 * about 8 KiB (one system call for some fifty request lines instead of one each), flushed at least
 * every quarter second so a quiet server's lines still appear at once, and on the way out.
 */
function asyncStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  setInterval(() => destination.flush(), 250).unref();
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing left to do with a closed stdout.
    }
  };
  process.once('beforeExit', flush);
  process.once('exit', flush);
  return destination;
}

/** Writes out what the destination still holds (the app closing: a stop signal ends the process without 'exit' handlers). */
export function flushLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Nothing left to do with a closed stdout.
  }
}

const LEVEL_MARK: Record<string, string> = {
  trace: 'TRACE',
  debug: 'DEBUG',
  info: 'INFO ',
  warn: 'WARN ',
  error: 'ERROR',
  fatal: 'FATAL',
};
const OMITTED = new Set(['level', 'time', 'pid', 'msg', 'context', 'err']);

/** One line per entry for a person at a terminal: time, level, where from, the message, then the fields. */
export function readableLine(entry: Record<string, unknown>): string {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = LEVEL_MARK[String(entry.level)] ?? String(entry.level);
  const context = entry.context ? `[${asText(entry.context)}] ` : '';
  const fields = Object.entries(entry)
    .filter(([name]) => !OMITTED.has(name))
    .map(([name, value]) => `${name}=${asText(value)}`)
    .join(' ');
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const trace = error ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${time} ${level} ${context}${asText(entry.msg ?? '')}${fields ? `  ${fields}` : ''}${trace}\n`;
}

/** A string as it is, anything else as JSON (a context or message that is not text stays readable). */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function readableStdout(): DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        process.stdout.write(line);
        return;
      }
      process.stdout.write(readableLine(entry));
    },
  };
}

/** Nest's own start-up lines (every module and route) drown what an operator needs to read. */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Nest's Logger calls, written by the same pino logger (so they are JSON lines in production too). */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context && FRAMEWORK_CONTEXTS.has(context)) return;
    this.logger.info({ context }, text(message));
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack?, context?) or (message, context?).
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = rest.length === 2 && typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error(stack ? { context, err: { message: text(message), stack } } : { context }, text(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, text(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, text(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, text(message));
  }

  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, text(message));
  }
}

function text(message: unknown): string {
  return typeof message === 'string' ? message : message instanceof Error ? message.message : JSON.stringify(message);
}
