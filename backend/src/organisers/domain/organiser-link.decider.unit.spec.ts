import { given } from '../../event-sourcing/testing/given-when-then';
import { organiserLinkStatus } from './organiser-link-status';
import { OrganiserLinkDomainEvent, organiserLinkDecider } from './organiser-link.decider';

const linkId = 'l-1';
const eventId = 'e-1';
const expiresAt = '2026-12-01T10:00:00.000Z';
const send = (event: 'live' | 'trashed' = 'live') => ({
  type: 'SendOrganiserLink' as const,
  linkId,
  eventId,
  email: 'chair@example.org',
  expiresAt,
  event,
});
const sent: OrganiserLinkDomainEvent = {
  type: 'OrganiserLinkSent',
  data: { linkId, eventId, email: 'chair@example.org', expiresAt },
};
const revoked: OrganiserLinkDomainEvent = { type: 'OrganiserLinkRevoked', data: { linkId, eventId } };

describe('an organiser link', () => {
  it('is sent for a live event only', () => {
    given(organiserLinkDecider, []).when(send()).then([sent]);
    given(organiserLinkDecider, []).when(send('trashed')).thenFails('conflict');
  });

  it('is revoked once; revoking again writes nothing', () => {
    given(organiserLinkDecider, [sent])
      .when({ type: 'RevokeOrganiserLink', linkId, issuedElsewhere: null })
      .then([revoked]);
    given(organiserLinkDecider, [sent, revoked])
      .when({ type: 'RevokeOrganiserLink', linkId, issuedElsewhere: null })
      .thenNothingHappens();
  });

  it("revokes an approval mail's link by the event made from its submission, and refuses an unknown one", () => {
    given(organiserLinkDecider, [])
      .when({ type: 'RevokeOrganiserLink', linkId, issuedElsewhere: { eventId } })
      .then([revoked]);
    given(organiserLinkDecider, [])
      .when({ type: 'RevokeOrganiserLink', linkId, issuedElsewhere: null })
      .thenFails('not-found', 'Organiser link not found');
  });

  it('signs in until the instant it expires, and never once revoked', () => {
    expect(organiserLinkStatus({ revoked: false, expiresAt }, new Date('2026-12-01T09:59:59.999Z'))).toBe('active');
    expect(organiserLinkStatus({ revoked: false, expiresAt }, new Date(expiresAt))).toBe('expired');
    expect(organiserLinkStatus({ revoked: true, expiresAt }, new Date('2026-11-01T00:00:00.000Z'))).toBe('revoked');
  });
});
