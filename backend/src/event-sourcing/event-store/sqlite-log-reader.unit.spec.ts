import { parsePage, parseReplayPage } from './sqlite-log-reader';

const metadata = {
  actor: 'admin@example.com',
  occurredAt: '2026-01-01T00:00:00.000Z',
  correlationId: 'c',
  causationId: 'c',
};

describe('parsePage', () => {
  it('turns the page JSON SQLite builds into domain events', () => {
    const json = JSON.stringify([[7, 'id-7', 'event-a', 0, 'EventCreated', { eventId: 'a' }, metadata]]);
    expect(parsePage(json)).toEqual([
      {
        id: 'id-7',
        stream: 'event-a',
        revision: 0,
        position: 7,
        type: 'EventCreated',
        data: { eventId: 'a' },
        metadata,
      },
    ]);
  });

  it('puts rows back in position order when SQLite concatenated them in another order', () => {
    const json = JSON.stringify(
      [9, 7, 8].map((position) => [position, `id-${position}`, 's', position - 7, 'T', {}, metadata]),
    );
    expect(parsePage(json).map((domainEvent) => domainEvent.position)).toEqual([7, 8, 9]);
  });
});

describe('parseReplayPage', () => {
  it('turns a replay page into domain events as projections see them', () => {
    const json = JSON.stringify([
      [7, 'EventCreated', { eventId: 'a' }, 'admin@example.com', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(parseReplayPage(json)).toEqual([
      {
        position: 7,
        type: 'EventCreated',
        data: { eventId: 'a' },
        metadata: { actor: 'admin@example.com', occurredAt: '2026-01-01T00:00:00.000Z' },
      },
    ]);
  });

  it('puts rows back in position order', () => {
    const json = JSON.stringify([8, 9, 7].map((position) => [position, 'T', {}, 'a', '2026-01-01T00:00:00.000Z']));
    expect(parseReplayPage(json).map((domainEvent) => domainEvent.position)).toEqual([7, 8, 9]);
  });
});
