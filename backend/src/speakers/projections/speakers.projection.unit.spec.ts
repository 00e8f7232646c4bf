import type { Speaker } from '@dental/contracts';
import { ProjectionHarness } from '../../testing/projection-harness';
import { SPEAKERS_COLLECTION } from '../../shared/read-model-collections';
import { SpeakersProjection } from './speakers.projection';

const speakerId = 's-1';
const eventId = 'e-1';
const added = {
  type: 'SpeakerAdded',
  data: {
    speakerId,
    eventId,
    name: 'Lena Okafor',
    profession: 'Oral Surgeon (DDS)',
    specialty: 'Oral Surgery',
    lectureTitle: 'Suturing and Flap Design',
    email: 'lena.okafor@example.org',
    image: '/attached_assets/speakers/lena-okafor.svg',
    socialLinks: { instagram: 'https://www.instagram.com/lena.demo', twitter: '#' },
    profileUrl: 'https://speakersphere.example.com/profiles/lena-okafor',
    abstract: 'Primary closure and tension-free flaps.',
    objectives: ['Design incisions', 'Achieve closure'],
  },
  occurredAt: '2026-10-01T09:00:00.000Z',
};
const LATER = '2026-11-02T10:00:00.000Z';

async function projectionAfter(...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string }>) {
  const harness = new ProjectionHarness(new SpeakersProjection());
  await harness.given(added, ...domainEvents);
  return harness;
}

/** Applies the last domain event a second time and expects the document not to move. */
async function expectRedeliveryChangesNothing(harness: ProjectionHarness) {
  const before = await harness.all(SPEAKERS_COLLECTION);
  await harness.redeliver();
  expect(await harness.all(SPEAKERS_COLLECTION)).toEqual(before);
}

describe('speakers projection', () => {
  it('SpeakerAdded adds a visible, unfeatured speaker document; one added before credentials, disclosures and links existed has none', async () => {
    const harness = await projectionAfter();
    const { speakerId: _id, ...fields } = added.data;
    expect(await harness.document<Speaker>(SPEAKERS_COLLECTION, speakerId)).toEqual({
      id: speakerId,
      ...fields,
      credentials: '',
      disclosure: '',
      samePersonAs: null,
      socialVisible: true,
      hideAbstract: false,
      isFeatured: false,
      trashedAt: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it.each([
    [
      'SpeakerUpdated',
      {
        speakerId,
        changes: { credentials: 'DDS, MS', disclosure: 'No relevant financial relationships to disclose.' },
      },
      { credentials: 'DDS, MS', disclosure: 'No relevant financial relationships to disclose.' },
    ],
    [
      'SpeakerUpdated',
      { speakerId, changes: { name: 'Dr. Lena Okafor', objectives: ['Only one'] } },
      { name: 'Dr. Lena Okafor', objectives: ['Only one'] },
    ],
    ['SpeakerUpdated', { speakerId, changes: { samePersonAs: 's-2' } }, { samePersonAs: 's-2' }],
    ['SpeakerSocialLinksHidden', { speakerId }, { socialVisible: false }],
    ['SpeakerAbstractHidden', { speakerId }, { hideAbstract: true }],
    ['SpeakerFeatured', { speakerId, eventId }, { isFeatured: true }],
    ['SpeakerTrashed', { speakerId }, { trashedAt: LATER }],
  ])('%s updates the document, and its redelivery changes nothing', async (type, data, expected) => {
    const harness = await projectionAfter({ type, data, occurredAt: LATER });
    expect(await harness.document(SPEAKERS_COLLECTION, speakerId)).toMatchObject({ ...expected, updatedAt: LATER });
    await expectRedeliveryChangesNothing(harness);
  });

  it.each([
    ['SpeakerSocialLinksShown', 'SpeakerSocialLinksHidden', { socialVisible: true }],
    ['SpeakerAbstractShown', 'SpeakerAbstractHidden', { hideAbstract: false }],
    ['SpeakerUnfeatured', 'SpeakerFeatured', { isFeatured: false }],
    ['SpeakerRestored', 'SpeakerTrashed', { trashedAt: null }],
  ])('%s undoes %s, and its redelivery changes nothing', async (type, before, expected) => {
    const harness = await projectionAfter(
      { type: before, data: { speakerId, eventId } },
      { type, data: { speakerId, eventId }, occurredAt: LATER },
    );
    expect(await harness.document(SPEAKERS_COLLECTION, speakerId)).toMatchObject({ ...expected, updatedAt: LATER });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SpeakerPurged drops the document, and its redelivery changes nothing', async () => {
    const harness = await projectionAfter(
      { type: 'SpeakerTrashed', data: { speakerId } },
      { type: 'SpeakerPurged', data: { speakerId } },
    );
    expect(await harness.all(SPEAKERS_COLLECTION)).toEqual([]);
    await expectRedeliveryChangesNothing(harness);
  });

  it('a redelivered older domain event does not undo a newer one', async () => {
    const harness = new ProjectionHarness(new SpeakersProjection());
    await harness.given(added, { type: 'SpeakerSocialLinksHidden', data: { speakerId } });
    const hidden = (await harness.store.list(SPEAKERS_COLLECTION))[0];
    await harness.given({ type: 'SpeakerSocialLinksShown', data: { speakerId } });
    await new SpeakersProjection().apply({ ...hiddenAsStored(hidden.position) }, harness.store);
    expect(await harness.document(SPEAKERS_COLLECTION, speakerId)).toMatchObject({ socialVisible: true });
  });

  it('ignores domain events about a speaker it never saw added', async () => {
    const harness = new ProjectionHarness(new SpeakersProjection());
    await harness.given({ type: 'SpeakerFeatured', data: { speakerId: 'unknown', eventId } });
    expect(await harness.all(SPEAKERS_COLLECTION)).toEqual([]);
  });
});

function hiddenAsStored(position: number) {
  return {
    id: 'redelivered',
    stream: `speaker-${speakerId}`,
    revision: 1,
    position,
    type: 'SpeakerSocialLinksHidden',
    data: { speakerId },
    metadata: { actor: 'admin@example.com', occurredAt: LATER, correlationId: 'c', causationId: 'c' },
  };
}
