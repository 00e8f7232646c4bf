import { definitionOf, typeWords } from '../../shared/entity-state';

/**
 * Every domain event type as a short sentence for the audit history's filter and rows, so an admin
 * reads 'Sponsor removed from global list' instead of `SponsorNoLongerGlobal`. One table for the
 * server and, through the audit API, the browser; a unit test fails when a type of the catalogue
 * has no sentence here, so a new domain event is worded when it is added.
 */
export const DOMAIN_EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  EventCreated: 'Event listed',
  EventUpdated: 'Event edited',
  EventHidden: 'Event hidden from the public',
  EventShown: 'Event made public again',
  EventFeatured: 'Event featured',
  EventUnfeatured: 'Event unfeatured',
  EventSocialMediaHidden: "Speakers' social icons hidden on an event",
  EventSocialMediaShown: "Speakers' social icons shown on an event",
  EventAbstractsHidden: "Speakers' abstracts hidden on an event",
  EventAbstractsShown: "Speakers' abstracts shown on an event",
  EventTrashed: 'Event moved to the trash',
  EventRestored: 'Event restored from the trash',
  EventPurged: 'Event purged after 14 days in the trash',
  SponsorTierRenamed: 'Sponsor tier renamed for an event',
  SponsorTierNameReset: 'Sponsor tier name reset to its default',

  SiteSettingsUpdated: 'Site settings changed',

  OwnerAccountEstablished: 'First owner account set up',
  AccountInvited: 'Account invited',
  InvitationAccepted: 'Invitation accepted',
  AccountRoleChanged: "Account's role changed",
  AccountDisabled: 'Account disabled',
  PasswordChanged: 'Password changed',
  PasswordResetRequested: 'Password reset requested',
  PasswordResetCompleted: 'Password reset',

  SpeakerAdded: 'Speaker added',
  SpeakerUpdated: 'Speaker edited',
  SpeakerSocialLinksHidden: "Speaker's social icons hidden",
  SpeakerSocialLinksShown: "Speaker's social icons shown",
  SpeakerAbstractHidden: "Speaker's abstract hidden",
  SpeakerAbstractShown: "Speaker's abstract shown",
  SpeakerFeatured: 'Speaker featured',
  SpeakerUnfeatured: 'Speaker unfeatured',
  SpeakerTrashed: 'Speaker moved to the trash',
  SpeakerRestored: 'Speaker restored from the trash',
  SpeakerPurged: 'Speaker purged',
  SpeakerMovedToEvent: 'Speaker moved to another event',

  SponsorAdded: 'Sponsor added',
  SponsorUpdated: 'Sponsor edited',
  SponsorAssignedToEvent: 'Sponsor assigned to an event',
  SponsorRemovedFromEvent: 'Sponsor removed from an event',
  SponsorMadeGlobal: 'Sponsor made a global site sponsor',
  SponsorNoLongerGlobal: 'Sponsor removed from global list',
  SponsorRemoved: 'Sponsor deleted',
  SponsorTrashed: 'Sponsor moved to the trash',
  SponsorRestored: 'Sponsor restored from the trash',
  SponsorPurged: 'Sponsor purged after 14 days in the trash',

  SubmissionReceived: 'Event submitted for review',
  SubmissionApproved: 'Submission approved',
  SubmissionRejected: 'Submission rejected',
  SubmissionTurnedIntoEvent: 'Live event created from a submission',
};

/**
 * A type's sentence. A type missing from the table (only possible in a log written by a newer
 * version) is worded from its name, 'SponsorWentPlatinum' → 'Sponsor went platinum'.
 */
export function domainEventTypeLabel(type: string): string {
  const known = DOMAIN_EVENT_TYPE_LABELS[type];
  if (known) return known;
  const kind = definitionOf(type)?.entity.kind;
  const rest = kind ? typeWords(type, kind) : [];
  const all = kind && rest.length > 0 ? [kind === 'settings' ? 'Site settings' : kind, ...rest] : [type];
  const sentence = all
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
