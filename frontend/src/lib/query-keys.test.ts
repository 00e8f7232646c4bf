import { isAdminOnlyKey, queryKeys } from './query-keys';

describe('isAdminOnlyKey: what the admin area drops at logout', () => {
  it('holds every key of an admin read', () => {
    for (const key of [
      queryKeys.events.adminList(),
      queryKeys.events.adminDetail('e1'),
      queryKeys.events.followers('e1'),
      queryKeys.events.asOf('2026-03-01'),
      queryKeys.events.trash(),
      queryKeys.speakers.adminList(),
      queryKeys.speakers.adminDetail('s1'),
      queryKeys.speakers.trash(),
      queryKeys.sponsors.adminList(),
      queryKeys.sponsors.trash(),
      queryKeys.submissions.adminList(),
      queryKeys.accounts.list(),
      queryKeys.audit.list({ kind: 'event' }),
      queryKeys.audit.facets(),
      queryKeys.analytics.report(),
      queryKeys.dashboard(),
      queryKeys.outbox(),
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
