import { areaOfPath, isReadOnlyForm, mayChange, mayOpen, readOnlyNotice, roleOf } from './roles';

describe('what each role is offered', () => {
  it('reads the role from the session; a server naming none has its one admin, an owner', () => {
    expect(roleOf(null)).toBeNull();
    expect(roleOf({ role: 'editor' })).toBe('editor');
    expect(roleOf({})).toBe('owner');
    // A name the browser does not know gets the least, not the most.
    expect(roleOf({ role: 'superuser' })).toBe('reviewer');
  });

  it('opens accounts, sent mail and followers to owners only', () => {
    for (const area of ['accounts', 'sent-mail', 'followers'] as const) {
      expect(mayOpen('owner', area)).toBe(true);
      expect(mayOpen('editor', area)).toBe(false);
      expect(mayOpen('reviewer', area)).toBe(false);
    }
    expect(mayOpen('reviewer', 'events')).toBe(true);
    expect(mayOpen('editor', 'settings')).toBe(true);
  });

  it('lets editors change content but not review submissions or change settings, and reviewers only review submissions', () => {
    expect(
      ['events', 'speakers', 'sponsors', 'content', 'change-requests', 'trash', 'audit'].every((area) =>
        mayChange('editor', area as never),
      ),
    ).toBe(true);
    expect(mayChange('editor', 'settings')).toBe(false);
    expect(mayChange('editor', 'submissions')).toBe(false);
    expect(mayChange('reviewer', 'submissions')).toBe(true);
    expect(mayChange('reviewer', 'events')).toBe(false);
    // Organisers' change requests edit the event, so they are decided by those who edit events.
    expect(mayChange('reviewer', 'change-requests')).toBe(false);
    expect(mayChange('owner', 'settings')).toBe(true);
  });

  it('finds the area of an admin path', () => {
    expect(areaOfPath('/admin')).toBeNull();
    expect(areaOfPath('/admin/password')).toBeNull();
    expect(areaOfPath('/admin/events/7/edit')).toBe('events');
    expect(areaOfPath('/admin/speakers/edit/3')).toBe('speakers');
    expect(areaOfPath('/admin/Sent-Mail')).toBe('sent-mail');
    expect(areaOfPath('/admin/change-requests')).toBe('change-requests');
  });

  it('disables the edit forms of a role that may not change them, never the lists', () => {
    expect(isReadOnlyForm('reviewer', '/admin/events/42/edit')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/events/edit/42')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/events/new')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/speakers/edit/7/')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/content')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/events')).toBe(false);
    expect(isReadOnlyForm('reviewer', '/admin/audit')).toBe(false);
    expect(isReadOnlyForm('reviewer', '/admin/submissions')).toBe(false);
    expect(isReadOnlyForm('editor', '/admin/settings')).toBe(true);
    expect(isReadOnlyForm('editor', '/admin/events/42/edit')).toBe(false);
    expect(isReadOnlyForm('owner', '/admin/settings')).toBe(false);
  });

  it('says a screen is read-only only where the role cannot change it', () => {
    expect(readOnlyNotice('reviewer', 'events')).toBe(
      'You are signed in as a reviewer: you can review submissions; this screen is read-only for you.',
    );
    expect(readOnlyNotice('reviewer', 'submissions')).toBeNull();
    expect(readOnlyNotice('reviewer', 'change-requests')).toMatch(/^You are signed in as a reviewer:/);
    expect(readOnlyNotice('editor', 'settings')).toMatch(/^You are signed in as an editor:/);
    expect(readOnlyNotice('editor', 'events')).toBeNull();
    expect(readOnlyNotice('reviewer', 'analytics')).toBeNull();
    expect(readOnlyNotice('owner', 'settings')).toBeNull();
  });

  it('lets owners and editors change renewal rule sets, and shows reviewers their list and forms read-only', () => {
    expect(areaOfPath('/admin/ce-requirements')).toBe('renewal-requirements');
    expect(areaOfPath('/admin/ce-requirements/tx-dentists/edit')).toBe('renewal-requirements');
    expect(mayOpen('reviewer', 'renewal-requirements')).toBe(true);
    expect(mayChange('owner', 'renewal-requirements')).toBe(true);
    expect(mayChange('editor', 'renewal-requirements')).toBe(true);
    expect(mayChange('reviewer', 'renewal-requirements')).toBe(false);
    expect(isReadOnlyForm('reviewer', '/admin/ce-requirements/new')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/ce-requirements/tx-dentists/edit')).toBe(true);
    expect(isReadOnlyForm('reviewer', '/admin/ce-requirements')).toBe(false);
    expect(isReadOnlyForm('editor', '/admin/ce-requirements/new')).toBe(false);
    expect(readOnlyNotice('reviewer', 'renewal-requirements')).toMatch(/^You are signed in as a reviewer:/);
    expect(readOnlyNotice('editor', 'renewal-requirements')).toBeNull();
  });
});
