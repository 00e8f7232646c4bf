import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Agenda, EventFields, LiveEventAgendaSource, LiveEventCreated } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ForEvent } from '../../events';
import { eventStream, type EventDomainEvent } from '../../events';
import { DomainError, conflict } from '../../shared/domain/domain-errors';
import { ForSpeaker } from '../../speakers';
import { agendaSpeakerIdFor, liveEventIdFor } from '../domain/live-event-id';
import {
  LIVE_EVENT_ALREADY_CREATED,
  SubmissionState,
  submissionDecider,
  submissionStream,
} from '../domain/submission.decider';
import { AgendaSpeaker, TO_BE_ANNOUNCED, agendaSessions, speakersOfAgenda } from '../live-event/agenda-speakers';
import { AgendaExtractor } from '../live-event/agenda-extractor';

export const EARLIER_ATTEMPT_NO_AGENDA = 'The earlier attempt that created this event found no agenda.';

/**
 * Turns an approved submission into a live event (visible, or hidden as a draft when asked), exactly once: the event's id is
 * derived from the submission's, so concurrent attempts all target one event stream and its
 * optimistic concurrency lets one of them create it; that one adds the agenda's speakers and
 * then records the link on the submission. The others are told the event already exists.
 * The agenda comes from the registration page; failing to read one never blocks the event.
 * Its outcome is every domain event written (the event, its speakers, the link); `liveEvent` is
 * the answer for the reviewer.
 */
export interface CreateLiveEvent {
  type: 'CreateLiveEvent';
  submissionId: string;
  /** false: no registration page is fetched (demo data). */
  extractAgenda?: boolean;
  /** true: the event starts hidden, a draft for the admin to check first. */
  isHidden?: boolean;
}

export type LiveEventOutcome = CommandOutcome & { liveEvent: LiveEventCreated };
type ApprovedSubmission = Exclude<SubmissionState, { status: 'absent' }>;
interface EventCreation {
  sourceSubmissionId: string | null;
  agenda: Agenda | null;
}

@Injectable()
export class LiveEventCreation {
  private readonly logger = new Logger('LiveEvents');

  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly extractor: AgendaExtractor,
  ) {}

  /** The attempt running in this process for each submission, which the next one waits for. */
  private readonly attempts = new Map<string, Promise<LiveEventOutcome>>();

  /**
   * Attempts for one submission run one after another in this process (decision 0027): a
   * double-click gets one 201 and one 409, and an attempt that finds the event unlinked knows
   * no attempt of this process is still at work on it, so it finishes the work at once.
   */
  async create(command: CreateLiveEvent, metadata: CommandMetadata): Promise<LiveEventOutcome> {
    const previous = this.attempts.get(command.submissionId);
    const attempt = (previous ?? Promise.resolve()).catch(() => undefined).then(() => this.attempt(command, metadata));
    this.attempts.set(command.submissionId, attempt);
    try {
      return await attempt;
    } finally {
      if (this.attempts.get(command.submissionId) === attempt) this.attempts.delete(command.submissionId);
    }
  }

  private async attempt(
    { submissionId, extractAgenda, isHidden }: CreateLiveEvent,
    metadata: CommandMetadata,
  ): Promise<LiveEventOutcome> {
    const submission = await this.runner.load(submissionStream(submissionId), submissionDecider);
    const eventId = liveEventIdFor(submissionId);
    // A dry run of the final step refuses, before any work, an unknown (404), unapproved or already linked (409) submission.
    submissionDecider.decide({ type: 'RecordLiveEvent', submissionId, eventId }, submission);
    const approved = submission as ApprovedSubmission;

    const earlier = await this.loadEventCreation(eventId);
    if (earlier) return this.finishEarlierAttempt(approved, eventId, earlier, metadata);

    const extraction =
      extractAgenda === false
        ? {
            agenda: [],
            speakerNames: [],
            source: 'none' as const,
            reason: 'The agenda was not read from the registration page.',
          }
        : await this.extractor.extract(approved.fields.registrationUrl);
    const agenda: Agenda | null = extraction.agenda.length > 0 ? extraction.agenda : null;

    let created: CommandOutcome;
    try {
      created = await this.commands.execute(
        new ForEvent(
          {
            type: 'CreateEvent',
            fields: liveEventFields(approved, agenda),
            eventId,
            sourceSubmissionId: submissionId,
            isHidden: isHidden ?? false,
          },
          metadata,
        ),
      );
    } catch (error) {
      // The event stream already exists: a concurrent attempt created it first.
      if (error instanceof DomainError && error.kind === 'conflict') throw conflict(LIVE_EVENT_ALREADY_CREATED);
      throw error;
    }
    const speakers = await this.addSpeakers(eventId, speakersOfAgenda(agenda, extraction.speakerNames), metadata);
    const linked = await this.runner.run(
      submissionStream(submissionId),
      submissionDecider,
      { type: 'RecordLiveEvent', submissionId, eventId },
      metadata,
    );
    return {
      ...combineOutcomes(created, speakers.outcome, linked),
      liveEvent: {
        eventId,
        agenda: {
          source: extraction.source,
          sessions: agendaSessions(agenda).length,
          speakersAdded: speakers.added,
          reason: extraction.reason,
        },
      },
    };
  }

  /**
   * The event exists but the submission is not linked to it: an attempt stopped after creating
   * it (a crash, a restart, a failed write), or one in another process is still at work. Either
   * way its work is finished now. Every step is idempotent: speaker ids are derived from the
   * event and the name, so adding the agenda's speakers again adds only the missing ones, and the
   * submission's decider records the link once; if another process links it first, this attempt
   * gets the same 409 as any later one.
   */
  private async finishEarlierAttempt(
    submission: ApprovedSubmission,
    eventId: string,
    earlier: EventCreation,
    metadata: CommandMetadata,
  ): Promise<LiveEventOutcome> {
    if (earlier.sourceSubmissionId !== submission.submissionId)
      throw conflict('Another event already uses the id reserved for this submission.');

    const speakers = await this.addSpeakers(eventId, speakersOfAgenda(earlier.agenda), metadata);
    const linked = await this.runner.run(
      submissionStream(submission.submissionId),
      submissionDecider,
      { type: 'RecordLiveEvent', submissionId: submission.submissionId, eventId },
      metadata,
    );
    const sessions = agendaSessions(earlier.agenda).length;
    const source: LiveEventAgendaSource = 'earlier-attempt';
    return {
      ...combineOutcomes(speakers.outcome, linked),
      liveEvent: {
        eventId,
        agenda: {
          source,
          sessions,
          speakersAdded: speakers.added,
          reason: sessions > 0 ? null : EARLIER_ATTEMPT_NO_AGENDA,
        },
      },
    };
  }

  /** How the event stream began, or null when there is no such event. Read from the log, never a read model. */
  private async loadEventCreation(eventId: string): Promise<EventCreation | null> {
    return this.runner.load<EventCreation | null, EventDomainEvent>(eventStream(eventId), {
      initialState: () => null,
      evolve: (state, domainEvent) =>
        domainEvent.type === 'EventCreated'
          ? { sourceSubmissionId: domainEvent.data.sourceSubmissionId ?? null, agenda: domainEvent.data.agenda }
          : state,
    });
  }

  /**
   * One speaker record per person the agenda names. Only the name and lecture title are known; the
   * rest says 'To be announced' and the e-mail stays empty (no address is invented; the public
   * card shows none, and the edit form asks the admin for a real one). A speaker that cannot be
   * added is logged and skipped: it never undoes the event.
   */
  private async addSpeakers(
    eventId: string,
    speakers: AgendaSpeaker[],
    metadata: CommandMetadata,
  ): Promise<{ added: number; outcome: CommandOutcome }> {
    const outcomes: CommandOutcome[] = [];
    for (const speaker of speakers) {
      const fields = {
        name: speaker.name,
        profession: TO_BE_ANNOUNCED,
        specialty: TO_BE_ANNOUNCED,
        lectureTitle: speaker.lectureTitle,
        email: '',
      };
      try {
        outcomes.push(
          await this.commands.execute(
            new ForSpeaker(
              { type: 'AddSpeaker', fields, eventId, speakerId: agendaSpeakerIdFor(eventId, speaker.name) },
              metadata,
            ),
          ),
        );
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'conflict') continue; // added by an earlier attempt
        this.logger.warn(
          `Could not add agenda speaker to event ${eventId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { added: outcomes.length, outcome: combineOutcomes(...outcomes) };
  }
}

/** The event's fields, copied from the submission; no image becomes '' (the card shows the default). */
function liveEventFields(submission: ApprovedSubmission, agenda: Agenda | null): EventFields {
  const { fields } = submission;
  return {
    title: fields.title,
    description: fields.description,
    date: fields.date,
    location: fields.location,
    city: fields.city,
    image: fields.image ?? '',
    registrationUrl: fields.registrationUrl,
    agenda,
    // Where it is held carries over; what is null the event's decider works out again from its texts.
    ...(fields.country ? { country: fields.country } : {}),
    ...(fields.region ? { region: fields.region } : {}),
    ...(fields.timezone ? { timezone: fields.timezone } : {}),
    // What the organiser said about continuing education carries over, under the same names.
    ...(fields.format ? { format: fields.format } : {}),
    ...(fields.audiences ? { audiences: fields.audiences } : {}),
    ...(fields.topics ? { topics: fields.topics } : {}),
    ...(fields.ceProvider ? { ceProvider: fields.ceProvider } : {}),
    ...(fields.estimatedCeCredits != null ? { estimatedCeCredits: fields.estimatedCeCredits } : {}),
  };
}
