import type { DomainEventMetadata } from '@dental/contracts';
import { DomainError } from '../../shared/domain/domain-errors';
import { SpeakerCommandHandler, type SpeakerBusCommand } from '../../speakers/commands/speaker-commands';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../../speakers/domain/featured-speakers.decider';
import { speakerStream } from '../../speakers/domain/speaker.decider';
import type { ExpectedRevision, NewDomainEvent } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ProjectionEngine } from '../projections/projection-engine';
import { InMemoryReadStore } from '../read-store/in-memory-read-store';
import { CommandMetadata } from './command-metadata';
import { CommandRunner } from './command-runner';

/** A log in memory where another request's write can be made to land just before one of ours. */
class InterleavingStore extends SqliteEventStore {
  private readonly before = new Map<string, () => Promise<unknown>>();

  /** Runs `write` once, just before the next append to `stream`. */
  beforeNextAppendTo(stream: string, write: () => Promise<unknown>): void {
    this.before.set(stream, write);
  }

  override async append(stream: string, domainEvents: NewDomainEvent[], expectedRevision: ExpectedRevision) {
    const write = this.before.get(stream);
    this.before.delete(stream);
    if (write) await write();
    return super.append(stream, domainEvents, expectedRevision);
  }
}

const speakerId = 's-1';
const eventId = 'e-1';
const at = new Date('2026-11-01T10:00:00.000Z');
const metadata: CommandMetadata = { actor: 'admin@example.com', occurredAt: at, correlationId: 'c', causationId: 'c' };
const recorded: DomainEventMetadata = { ...metadata, occurredAt: at.toISOString() };

describe('featuring on a roster stream (speakers on their event roster)', () => {
  let store: InterleavingStore;
  let runner: CommandRunner;
  let speakers: SpeakerCommandHandler;
  /** The speaker handler runs the roster protocol (featureOnRoster, trashOffRoster) for these. */
  const send = (command: SpeakerBusCommand) => speakers.handle(command, metadata);
  const feature = (id: string) => send({ type: 'FeatureSpeaker', speakerId: id });
  const unfeature = (id: string) => send({ type: 'UnfeatureSpeaker', speakerId: id });
  const trash = (id: string) => send({ type: 'TrashSpeaker', speakerId: id });

  const write = (stream: string, type: string, data: object) =>
    store.append(stream, [{ id: `${type}-${Math.random()}`, type, data, metadata: recorded }], 'any');
  const trashedByAnotherAdmin = () => write(speakerStream(speakerId), 'SpeakerTrashed', { speakerId });
  const featuredByAnotherAdmin = () =>
    write(featuredSpeakersStream(eventId), 'SpeakerFeatured', { speakerId, eventId });
  const featured = async () => (await runner.load(featuredSpeakersStream(eventId), featuredSpeakersDecider)).featured;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? { kind: error.kind, message: error.message } : error),
    );

  beforeEach(async () => {
    store = new InterleavingStore(':memory:');
    runner = new CommandRunner(store, new ProjectionEngine(store, new InMemoryReadStore()));
    speakers = new SpeakerCommandHandler(runner);
    await write(speakerStream(speakerId), 'SpeakerAdded', {
      speakerId,
      eventId,
      name: 'Ana Ruiz',
      profession: 'Periodontist',
      specialty: 'Periodontics',
      lectureTitle: 'Grafting',
      email: 'ana@example.com',
      image: '',
      socialLinks: {},
      profileUrl: null,
      abstract: '',
      objectives: [],
    });
  });
  afterEach(() => store.close());

  it('features a live item and says what it appended', async () => {
    const outcome = await feature(speakerId);
    expect(outcome.appended.map((domainEvent) => domainEvent.type)).toEqual(['SpeakerFeatured']);
    expect(outcome.position).toBe(await store.headPosition());
    expect(await featured()).toEqual([speakerId]);
  });

  it('takes the feature back and refuses it when the item was trashed between the check and the roster append', async () => {
    store.beforeNextAppendTo(featuredSpeakersStream(eventId), trashedByAnotherAdmin);
    expect(await refusal(feature(speakerId))).toEqual({
      kind: 'conflict',
      message: 'This speaker is in the trash. Restore it first.',
    });
    expect(await featured()).toEqual([]);
  });

  it('unfeatures again after the trash when a feature landed between its first unfeature and the trash', async () => {
    await feature(speakerId);
    store.beforeNextAppendTo(speakerStream(speakerId), featuredByAnotherAdmin);
    const outcome = await trash(speakerId);
    expect(outcome.appended.map((domainEvent) => domainEvent.type)).toEqual([
      'SpeakerUnfeatured',
      'SpeakerTrashed',
      'SpeakerUnfeatured',
    ]);
    expect(await featured()).toEqual([]);
  });

  it('refuses an unknown item before writing anything, to feature, unfeature or trash', async () => {
    const head = await store.headPosition();
    for (const attempt of [feature('nobody'), unfeature('nobody'), trash('nobody')])
      expect(await refusal(attempt)).toEqual({ kind: 'not-found', message: 'Speaker not found' });
    expect(await store.headPosition()).toBe(head);
  });

  it('unfeatures an item in the trash, and writes nothing when it is not featured', async () => {
    await feature(speakerId);
    await trashedByAnotherAdmin();
    expect((await unfeature(speakerId)).appended.map((domainEvent) => domainEvent.type)).toEqual(['SpeakerUnfeatured']);
    expect(await unfeature(speakerId)).toEqual({ position: null, appended: [] });
  });
});
