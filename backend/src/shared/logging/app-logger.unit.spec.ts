import { createLogger, readableLine } from './app-logger';

describe('log lines', () => {
  it('writes JSON lines with an ISO time, a level name and the fields, and hides passwords and cookies', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info', logFormat: 'json' },
      { write: (line: string) => void lines.push(line) },
    );
    logger.info(
      { reqId: 'a-1', password: 'hunter2 hunter2', headers: { cookie: 'dental_session=x', authorization: 'Bearer y' } },
      'request',
    );
    logger.debug('not at info');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'a-1',
      password: '[hidden]',
      headers: { cookie: '[hidden]', authorization: '[hidden]' },
    });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('keeps only fatal entries with LOG_LEVEL=quiet', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'quiet', logFormat: 'json' },
      { write: (line: string) => void lines.push(line) },
    );
    logger.error('an error');
    logger.warn('a warning');
    expect(lines).toEqual([]);
  });

  it('reads as one line per entry in a terminal', () => {
    expect(
      readableLine({
        level: 'warn',
        time: '2026-11-24T01:02:03.456Z',
        pid: 1,
        msg: 'request refused',
        reqId: 'a-2',
        method: 'POST',
        route: '/api/auth/login',
        status: 401,
        ms: 1.5,
        security: true,
      }),
    ).toBe(
      '01:02:03.456 WARN  request refused  reqId=a-2 method=POST route=/api/auth/login status=401 ms=1.5 security=true\n',
    );
    expect(readableLine({ level: 'info', time: '2026-11-24T01:02:03.456Z', context: 'Server', msg: 'Listening' })).toBe(
      '01:02:03.456 INFO  [Server] Listening\n',
    );
  });
});
