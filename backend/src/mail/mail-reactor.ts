import { Inject, Injectable, Logger } from '@nestjs/common';
import { entityStateAfter, type EntityState } from '@dental/contracts';
import { accountToken, serverSecret } from '../accounts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { EventStore, StoredDomainEvent, Subscription } from '../event-sourcing/event-store/event-store.port';
import { subscribeToAllInBatches } from '../event-sourcing/event-store/subscribe-in-batches';
import { eventHistory, eventStream, followerChangesOf, type FollowerChange } from '../events';
import { Clock } from '../shared/clock';
import { approvalLinkId, changeRequestStream, organiserLinkToken } from '../organisers';
import { NewOutboxMessage, OutboxStore } from '../shared/shared-state/outbox-store.port';
import { SiteSettingsQueries } from '../site-settings';
import { submissionStream } from '../submissions';
import { EventFollowers, FollowerToMail } from './event-followers.port';
import { FOLLOWER_DIGEST, changesOfDigest, digestKey, digestsToJoin, type DigestSpan } from './follower-digest';
import { MailDispatcher } from './mail-dispatcher';
import { Composed, Sender, SubmissionFacts, templates } from './mail-templates';
import { siteOrigin } from './site-origin';

export const MAIL_CHECKPOINT = 'mail-reactor';
/** After the subscription stopped (the store was busy or unreachable), it starts again from the checkpoint. */
export const RESTART_AFTER_MS = 5000;

/** The domain events that mail someone (or, purged, erase an event's followers); every other one only moves the checkpoint. */
const MAILED = new Set([
  'SubmissionReceived',
  'SubmissionApproved',
  'SubmissionRejected',
  'EventCreated',
  'EventShown',
  'EventUpdated',
  'EventStatusChanged',
  'AccountInvited',
  'PasswordResetRequested',
  'EventPurged',
  'OrganiserLinkSent',
  'ChangeRequestApproved',
  'ChangeRequestRejected',
]);

/** A stored domain event's data, read field by field (each field is checked or turned into text where it is used). */
type Data = Record<string, unknown>;

/** Admin accounts form one stream (contracts: accounts domain events). */
const ACCOUNTS_STREAM = 'accounts';

interface AccountFacts {
  email: string;
  role: string;
  status: 'invited' | 'active' | 'disabled';
}

/**
 * A follower's digest as a batch of domain events leaves it: the one it opened (`own`), and the
 * digest waiting in the outbox it joins, if one was waiting when the batch first told them of a
 * change. The outbox decides which is stored: the waiting one, if it still waits, else its own.
 */
interface DigestDraft {
  eventId: string;
  follower: FollowerToMail;
  changes: FollowerChange[];
  own: DigestSpan;
  joins: DigestSpan | null;
  sender: Sender;
  origin: string;
}

/** What the log says about an event up to one domain event. */
interface EventFacts {
  title: string;
  sourceSubmissionId: string | null;
  isHidden: boolean;
  trashed: boolean;
  /** Whether it was public at any moment before the domain event being handled. */
  wasPublic: boolean;
}

/**
 * Turns domain events into messages in the outbox. It follows the log from its own checkpoint (kept
 * with the outbox, moved in the same step as the messages are stored, once per batch of domain
 * events: a new one alone, up to CATCH_UP_BATCH at once while catching up), in one process per
 * deployment only: the cluster's primary, or the single process. Nothing is mailed inside an HTTP
 * request; the dispatcher sends what is queued.
 *
 * Everything a message needs is read from the log (the submission's and the event's own streams),
 * not from read models that may be ahead of the domain event being handled, so a restart that
 * reads a domain event again composes the same message under the same key and the outbox keeps one.
 * The site settings and the recipients (admins, followers) are read as they are when it is sent.
 */
@Injectable()
export class MailReactor {
  private readonly logger = new Logger('Mail');
  private readonly secret: string;
  private subscription: Subscription | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventStore: EventStore,
    private readonly outbox: OutboxStore,
    private readonly followers: EventFollowers,
    private readonly siteSettings: SiteSettingsQueries,
    private readonly dispatcher: MailDispatcher,
    private readonly clock: Clock,
  ) {
    this.secret = serverSecret(config);
  }

  /**
   * Follows the log from the checkpoint. The very first start begins at the log's head: what
   * happened before mail existed (or the demo data just loaded) is not mailed to anyone.
   */
  async start(): Promise<void> {
    this.stopped = false;
    let from = await this.outbox.checkpoint(MAIL_CHECKPOINT);
    if (from === null) {
      from = await this.eventStore.headPosition();
      await this.outbox.enqueue([], { name: MAIL_CHECKPOINT, position: from });
    }
    // A subscription that fails (its handler threw: the outbox could not be written) is closed for
    // good, since an adapter may keep it alive and two would handle every domain event twice, and a
    // new one starts from the checkpoint after a pause.
    const attempt: { subscription: Subscription | null; failed: boolean } = { subscription: null, failed: false };
    // In batches: catching up after an import (or a long stop) commits once per batch, not once per
    // domain event, and lets the server answer between batches.
    const subscription = subscribeToAllInBatches(
      this.eventStore,
      from,
      (batch) => this.handle(batch),
      (error) => {
        attempt.failed = true;
        this.logger.error(
          `Stopped following the log: ${String(error)}; starting again in ${RESTART_AFTER_MS / 1000} s`,
        );
        if (attempt.subscription) void attempt.subscription.close();
        if (this.subscription === attempt.subscription) this.subscription = null;
        this.restartLater();
      },
    );
    attempt.subscription = subscription;
    if (attempt.failed) void subscription.close();
    else this.subscription = subscription;
    this.dispatcher.start();
  }

  /** Starts again after a pause, and again after each start that fails (the store still unreachable). */
  private restartLater(): void {
    if (this.stopped) return;
    this.restartTimer = setTimeout(() => {
      this.start().catch((error: unknown) => {
        this.logger.error(`Mail could not start following the log: ${String(error)}`);
        this.restartLater();
      });
    }, RESTART_AFTER_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    await this.subscription?.close();
    this.subscription = null;
    await this.dispatcher.stop();
  }

  /** Stores the messages of a batch of domain events and moves the checkpoint past its last, in one step. */
  private async handle(batch: readonly StoredDomainEvent[]): Promise<void> {
    const messages: NewOutboxMessage[] = [];
    // A follower's digest is composed once the batch is read: every change of it the batch holds joins it.
    const digests = new Map<string, DigestDraft>();
    for (const domainEvent of batch) {
      if (!MAILED.has(domainEvent.type)) continue;
      try {
        messages.push(...(await this.messagesFor(domainEvent, digests)));
      } catch (error) {
        // A message that cannot be composed is a bug: logged with what failed, and the log goes on.
        this.logger.error(
          `No mail for ${domainEvent.type} at ${domainEvent.position}: ${error instanceof Error ? error.stack : String(error)}`,
        );
      }
    }
    for (const draft of digests.values()) {
      try {
        messages.push(await this.digestMessage(draft));
      } catch (error) {
        this.logger.error(`No digest for ${draft.eventId}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    // A failing store throws: the subscription stops and starts again from the checkpoint.
    const position = batch[batch.length - 1].position;
    const added = await this.outbox.enqueue(messages, { name: MAIL_CHECKPOINT, position });
    if (added > 0) this.dispatcher.wake();
  }

  private async messagesFor(
    domainEvent: StoredDomainEvent,
    digests: Map<string, DigestDraft>,
  ): Promise<NewOutboxMessage[]> {
    const data = domainEvent.data as Data;
    const origin = siteOrigin(this.config);
    const out: Array<{ to: string; template: string; composed: Composed }> = [];
    const sender = await this.sender();
    switch (domainEvent.type) {
      case 'SubmissionReceived': {
        const facts = submissionFacts(data);
        for (const admin of await this.adminRecipients(domainEvent.position))
          out.push({
            to: admin,
            template: 'admin-submission-received',
            composed: templates.adminSubmissionReceived(sender, facts, `${origin}/admin/submissions`),
          });
        out.push({
          to: facts.contactEmail,
          template: 'organiser-received',
          composed: templates.organiserReceived(sender, facts),
        });
        break;
      }
      case 'SubmissionApproved':
      case 'SubmissionRejected': {
        const facts = await this.submission(String(data.submissionId));
        if (!facts) break;
        const notes = typeof data.reviewNotes === 'string' ? data.reviewNotes : null;
        const approved = domainEvent.type === 'SubmissionApproved';
        out.push({
          to: facts.contactEmail,
          template: approved ? 'organiser-approved' : 'organiser-rejected',
          composed: approved
            ? templates.organiserApproved(
                sender,
                facts,
                notes,
                this.organiserUrl(approvalLinkId(String(data.submissionId))),
              )
            : templates.organiserRejected(sender, facts, notes),
        });
        break;
      }
      case 'EventCreated':
      case 'EventShown': {
        // Published: the first moment an event made from a submission is public.
        const eventId = String(data.eventId);
        const event = await this.event(eventId, domainEvent.position);
        if (!event || event.sourceSubmissionId === null || event.wasPublic || event.isHidden || event.trashed) break;
        const facts = await this.submission(event.sourceSubmissionId);
        if (!facts) break;
        out.push({
          to: facts.contactEmail,
          template: 'organiser-published',
          composed: templates.organiserPublished(sender, event.title, `${origin}/events/${eventId}`),
        });
        break;
      }
      case 'EventUpdated':
      case 'EventStatusChanged':
        return this.followerNotices(domainEvent, String(data.eventId), sender, origin, digests);
      case 'EventPurged': {
        // The event is gone for good: its followers' addresses have nothing left to serve and are erased.
        await this.followers.eraseOf(String(data.eventId));
        break;
      }
      case 'OrganiserLinkSent': {
        const event = await this.event(String(data.eventId), domainEvent.position);
        if (!event) break;
        out.push({
          to: String(data.email),
          template: 'organiser-link',
          composed: templates.organiserLink(
            sender,
            event.title,
            this.organiserUrl(String(data.linkId)),
            String(data.expiresAt),
          ),
        });
        break;
      }
      case 'ChangeRequestApproved':
      case 'ChangeRequestRejected': {
        // The organiser hears either way, at the address the request came from.
        const submitted = (await this.eventStore.readStream(changeRequestStream(String(data.changeRequestId)))).find(
          (stored) => stored.type === 'ChangeRequestSubmitted',
        );
        const event = await this.event(String(data.eventId), domainEvent.position);
        if (!submitted || !event) break;
        const approved = domainEvent.type === 'ChangeRequestApproved';
        out.push({
          to: String((submitted.data as Data).organiserEmail),
          template: approved ? 'change-request-approved' : 'change-request-rejected',
          composed: templates.changeRequestReviewed(
            sender,
            event.title,
            approved,
            typeof data.reviewNotes === 'string' ? data.reviewNotes : null,
            `${origin}/organiser`,
          ),
        });
        break;
      }
      case 'AccountInvited': {
        const link = `${origin}/admin/invitation/${accountToken(this.secret, String(data.invitationId))}`;
        out.push({
          to: String(data.email),
          template: 'invitation',
          composed: templates.invitation(sender, String(data.role), link, String(data.expiresAt)),
        });
        break;
      }
      case 'PasswordResetRequested': {
        const email = (await this.accounts(domainEvent.position)).get(String(data.accountId))?.email;
        if (!email) {
          this.logger.warn(`No address for the password reset of account ${String(data.accountId)}`);
          break;
        }
        const link = `${origin}/admin/reset-password/${accountToken(this.secret, String(data.resetId))}`;
        out.push({
          to: email,
          template: 'password-reset',
          composed: templates.passwordReset(sender, link, String(data.expiresAt)),
        });
        break;
      }
    }
    const createdAt = this.clock.now().toISOString();
    return out.map(({ to, template, composed }) => ({
      key: `${domainEvent.id}|${to.toLowerCase()}|${template}`,
      template,
      to,
      createdAt,
      ...composed,
    }));
  }

  /**
   * What an event's confirmed followers hear of a change (decisions 0070, 0073): a cancellation or
   * postponement at once, anything else in a digest, one message per event per window naming every
   * change of it. The first change opens a window of FOLLOWER_DIGEST_SECONDS; a change handled
   * while that follower's digest still waits in the outbox joins it, and one handled after it went
   * out opens the next window, so no change is left out. Which digest a change joins is up to the
   * outbox, in the step that stores it (`joins`): the dispatcher may take a digest meanwhile.
   */
  private async followerNotices(
    domainEvent: StoredDomainEvent,
    eventId: string,
    sender: Sender,
    origin: string,
    digests: Map<string, DigestDraft>,
  ): Promise<NewOutboxMessage[]> {
    const changes = followerChangesOf(await eventHistory(this.eventStore, eventId));
    const ofThisOne = changes.filter((change) => change.position === domainEvent.position);
    if (ofThisOne.length === 0) return [];
    // Double opt-in: an address nobody confirmed is never mailed again.
    const followers = await this.followers.confirmedOf(eventId);
    if (followers.length === 0) return [];
    const eventUrl = `${origin}/events/${eventId}`;
    const createdAt = this.clock.now().toISOString();
    const messages: NewOutboxMessage[] = [];
    const urgent = ofThisOne.find((change) => change.urgent && change.kind === 'status');
    if (urgent && (urgent.status === 'cancelled' || urgent.status === 'postponed')) {
      const event = await this.event(eventId, domainEvent.position);
      const note = (domainEvent.data as Data).statusNote;
      for (const follower of followers) {
        const composed = templates.followerUrgentNotice(
          sender,
          event?.title ?? '',
          urgent.status,
          typeof note === 'string' ? note : null,
          eventUrl,
          `${origin}/follow/unsubscribe/${follower.unsubscribeToken}`,
        );
        const template = 'follower-urgent';
        const key = `${domainEvent.id}|${follower.email.toLowerCase()}|${template}`;
        messages.push({ key, template, to: follower.email, createdAt, ...composed });
      }
    }
    if (ofThisOne.every((change) => change.urgent)) return messages;
    const position = domainEvent.position;
    for (const follower of followers) {
      const thread = `${eventId}|${follower.email.toLowerCase()}`;
      const draft = digests.get(thread);
      if (draft) {
        // Told of an earlier change in this batch already: this one joins the same digest.
        draft.changes = changes;
        draft.own.through = position;
        if (draft.joins) draft.joins.through = position;
        continue;
      }
      const candidates = digestsToJoin(eventId, changes, position, follower.email);
      const waiting = new Set(
        await this.outbox.waiting(
          candidates.map((candidate) => candidate.key),
          Date.now(),
        ),
      );
      const joined = candidates.find((candidate) => waiting.has(candidate.key));
      digests.set(thread, {
        eventId,
        follower,
        changes,
        own: { opening: position, through: position },
        joins: joined ? { opening: joined.opening, through: position } : null,
        sender,
        origin,
      });
    }
    return messages;
  }

  /**
   * A follower's digest once a batch is read: the one it opened, waiting until its window closes
   * (kept by the log's clock, waited for by this machine's), and the texts the waiting one it
   * joins takes instead, naming every change since that one's window opened.
   */
  private async digestMessage(draft: DigestDraft): Promise<NewOutboxMessage> {
    const { eventId, follower, changes, own, joins, sender, origin } = draft;
    const event = await this.event(eventId, own.through);
    const compose = (span: DigestSpan) =>
      templates.followerDigest(
        sender,
        event?.title ?? '',
        changesOfDigest(changes, span).map((change) => change.text),
        `${origin}/events/${eventId}`,
        `${origin}/follow/unsubscribe/${follower.unsubscribeToken}`,
      );
    const opening = changes.find((change) => change.position === own.opening);
    const closesAt = Date.parse(opening?.at ?? '') + this.config.followerDigestSeconds * 1000;
    const sendAt = Date.now() + Math.max(0, (Number.isNaN(closesAt) ? 0 : closesAt) - this.clock.now().getTime());
    return {
      key: digestKey(eventId, own.opening, follower.email),
      template: FOLLOWER_DIGEST,
      to: follower.email,
      createdAt: this.clock.now().toISOString(),
      sendAt,
      ...compose(own),
      ...(joins && { joins: { key: digestKey(eventId, joins.opening, follower.email), ...compose(joins) } }),
    };
  }

  /** An organiser link's address: the token is made from the link's id, as the sign-in reads it. */
  private organiserUrl(linkId: string): string {
    return `${siteOrigin(this.config)}/organiser/${organiserLinkToken(this.secret, linkId)}`;
  }

  private async sender(): Promise<Sender> {
    const settings = await this.siteSettings.current();
    return { siteName: settings.siteName, contactEmail: settings.contactEmail, contactPhone: settings.contactPhone };
  }

  /**
   * Who hears of new submissions: the active owners and reviewers as the log had them then; while no
   * owner account is recorded, the ADMIN_EMAIL owner.
   */
  private async adminRecipients(position: number): Promise<string[]> {
    const active = [...(await this.accounts(position)).values()].filter((account) => account.status === 'active');
    const recipients = active
      .filter((account) => account.role === 'owner' || account.role === 'reviewer')
      .map((account) => account.email);
    const ownerRecorded = active.some((account) => account.role === 'owner');
    return ownerRecorded || !this.config.adminEmail ? recipients : [this.config.adminEmail, ...recipients];
  }

  /** The accounts (stream `accounts`) once `position` was applied. */
  private async accounts(position: number): Promise<Map<string, AccountFacts>> {
    const accounts = new Map<string, AccountFacts>();
    for (const stored of await this.eventStore.readStream(ACCOUNTS_STREAM)) {
      if (stored.position > position) break;
      const data = stored.data as Data;
      const id = String(data.accountId);
      const account = accounts.get(id);
      if (stored.type === 'OwnerAccountEstablished')
        accounts.set(id, { email: String(data.email), role: 'owner', status: 'active' });
      else if (stored.type === 'AccountInvited')
        accounts.set(id, {
          email: String(data.email),
          role: String(data.role),
          status: account?.status === 'active' ? 'active' : 'invited',
        });
      else if (!account) continue;
      else if (stored.type === 'InvitationAccepted') account.status = 'active';
      else if (stored.type === 'AccountRoleChanged') account.role = String(data.role);
      else if (stored.type === 'AccountDisabled') account.status = 'disabled';
    }
    return accounts;
  }

  private async submission(submissionId: string): Promise<SubmissionFacts | null> {
    const received = (await this.eventStore.readStream(submissionStream(submissionId))).find(
      (stored) => stored.type === 'SubmissionReceived',
    );
    return received ? submissionFacts(received.data as Data) : null;
  }

  /**
   * The event as the log had it once `position` was applied (and whether it was ever public
   * before); null before it was created. Its title, source and flags are folded by the catalogue's
   * reading of each domain event, as the audit history folds them.
   */
  private async event(eventId: string, position: number): Promise<EventFacts | null> {
    let listing: EntityState | null = null;
    let wasPublic = false;
    for (const stored of await this.eventStore.readStream(eventStream(eventId))) {
      if (stored.position > position) break;
      listing = entityStateAfter(listing ?? {}, stored);
      if (stored.position < position && listing.isHidden !== true && listing.inTrash !== true) wasPublic = true;
    }
    if (listing === null) return null;
    return {
      title: String(listing.title),
      sourceSubmissionId: typeof listing.sourceSubmissionId === 'string' ? listing.sourceSubmissionId : null,
      isHidden: listing.isHidden === true,
      trashed: listing.inTrash === true,
      wasPublic,
    };
  }
}

function submissionFacts(data: Data): SubmissionFacts {
  return {
    title: String(data.title),
    organizationName: String(data.organizationName),
    date: String(data.date),
    city: String(data.city),
    contactEmail: String(data.contactEmail),
  };
}
