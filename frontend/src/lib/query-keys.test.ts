import { API_PATHS } from '@dental/contracts';
import { isAdminOnlyKey, queryKeys } from './query-keys';

type KeyFactory = readonly unknown[] | ((...args: string[]) => readonly unknown[]) | { [name: string]: KeyFactory };

/** Every key the factory makes, each function called with sample arguments. */
function everyKey(factory: KeyFactory): Array<readonly unknown[]> {
  if (Array.isArray(factory)) return [factory];
  if (typeof factory === 'function') return [factory('sample')];
  return Object.values(factory as Record<string, KeyFactory>).flatMap(everyKey);
}

describe('queryKeys', () => {
  const routePaths = new Set<unknown>(Object.values(API_PATHS).map((route) => route.path));

  it.each(everyKey(queryKeys as unknown as KeyFactory).map((key) => [JSON.stringify(key), key]))(
    '%s starts with the path of a route',
    (_name, key) => expect(routePaths.has(key[0])).toBe(true),
  );

  it('puts what depends on a read under its key, so that refreshing the one refreshes the other', () => {
    expect(queryKeys.events.followers('e1').slice(0, 3)).toEqual(queryKeys.events.adminDetail('e1'));
    expect(queryKeys.events.adminPage({ page: '2' }).slice(0, 3)).toEqual(queryKeys.events.adminPages());
    expect(queryKeys.events.adminPages().slice(0, 1)).toEqual(queryKeys.events.all);
    expect(queryKeys.speakers.profile('s1').slice(0, 3)).toEqual(queryKeys.speakers.detail('s1'));
    expect(queryKeys.sponsors.site().slice(0, 1)).toEqual(queryKeys.sponsors.all);
  });
});

describe('isAdminOnlyKey: what the admin area drops at logout', () => {
  it('holds every key of an admin read', () => {
    for (const key of [
      queryKeys.events.adminPage({ q: 'perio', page: '2' }),
      queryKeys.events.menu({ q: 'boston', first: '51' }),
      queryKeys.speakers.adminPage({ q: 'okafor', page: '2' }),
      queryKeys.speakers.adminOfEvent('e1'),
      queryKeys.events.adminDetail('e1'),
      queryKeys.events.followers('e1'),
      queryKeys.events.asOf({ asOf: '2026-03-01' }),
      queryKeys.events.trash(),
      queryKeys.speakers.adminDetail('s1'),
      queryKeys.speakers.trash(),
      queryKeys.sponsors.adminList(),
      queryKeys.events.sponsorTitles(),
      queryKeys.sponsors.trash(),
      queryKeys.submissions.adminList(),
      queryKeys.accounts.list(),
      queryKeys.audit.list({ kind: 'event' }),
      queryKeys.audit.facets(),
      queryKeys.analytics.report(),
      queryKeys.dashboard(),
      queryKeys.outbox(),
      queryKeys.ceRuleSets.adminList(),
      queryKeys.ceRuleSets.adminDetail('r1'),
    ])
      expect([key, isAdminOnlyKey(key)]).toEqual([key, true]);
  });

  it('keeps what the public pages read, and the session itself', () => {
    for (const key of [
      queryKeys.events.detail('e1'),
      queryKeys.events.featured(),
      queryKeys.events.search({ q: 'implants' }),
      queryKeys.speakers.list('e1'),
      queryKeys.speakers.profile('s1'),
      queryKeys.sponsors.site(),
      queryKeys.sponsorTiers.detail('e1'),
      queryKeys.siteSettings,
      queryKeys.auth.me,
    ])
      expect([key, isAdminOnlyKey(key)]).toEqual([key, false]);
  });
});
