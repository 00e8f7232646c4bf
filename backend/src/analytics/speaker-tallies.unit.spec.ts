import type { SpeakerFacts } from './analytics.projections';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';
import { ANALYTICS_SPEAKERS_COLLECTION } from './analytics.projections';
import { EventTallies, addPart, emptyTally, speakerPart, type SpeakerTally } from './speaker-tallies';
import { ANALYTICS_SPEAKER_TALLIES_COLLECTION, SpeakerTalliesProjection } from './speaker-tallies.projection';

const facts = (overrides: Partial<SpeakerFacts> = {}): SpeakerFacts => ({
  eventId: 'e1',
  hasName: true,
  hasProfession: true,
  hasSpecialty: false,
  hasLectureTitle: true,
  hasEmail: false,
  image: 'real',
  socialLinkCount: 0,
  isFeatured: false,
  inTrash: false,
  purged: false,
  ...overrides,
});

describe("a speaker's part of their event's tally", () => {
  it('counts the speaker, whether complete, with social media and featured, and the profile fields filled', () => {
    const tally = emptyTally();
    addPart(tally, speakerPart(facts({ socialLinkCount: 2, isFeatured: true }))!, 1);
    // Name, profession, lecture title and a real picture: four of the six fields.
    expect(tally).toEqual({ speakers: 1, complete: 1, filledFields: 4, withSocialMedia: 1, featured: 1 });
    addPart(tally, speakerPart(facts({ image: 'placeholder', hasProfession: false, hasEmail: true }))!, 1);
    expect(tally).toEqual({ speakers: 2, complete: 1, filledFields: 7, withSocialMedia: 1, featured: 1 });
  });

  it('is a photo of any kind with a profession for Profile Completeness, a real picture for the content score', () => {
    const placeholder = emptyTally();
    addPart(placeholder, speakerPart(facts({ image: 'placeholder' }))!, 1);
    expect(placeholder).toMatchObject({ complete: 1, filledFields: 3 });
    const none = emptyTally();
    addPart(none, speakerPart(facts({ image: 'none' }))!, 1);
    expect(none).toMatchObject({ complete: 0, filledFields: 3 });
  });

  it('is nothing for a speaker in the trash, purged or without an event', () => {
    expect(speakerPart(facts({ inTrash: true }))).toBeNull();
    expect(speakerPart(facts({ purged: true }))).toBeNull();
    expect(speakerPart(facts({ eventId: null }))).toBeNull();
  });
});

describe('analytics-speaker-tallies', () => {
  /** The speakers' facts and the tallies derived from them, changed as the projection engine changes them. */
  const site = () => {
    const store = new InMemoryReadStore();
    const projection = new SpeakerTalliesProjection();
    let position = 0;
    return {
      store,
      /** One domain event's change of a speaker's facts (undefined: the document is gone). */
      change: async (id: string, value: SpeakerFacts | undefined) => {
        position += 1;
        await projection.beforeChange([{ collection: ANALYTICS_SPEAKERS_COLLECTION, id }], store);
        if (value) await store.put(ANALYTICS_SPEAKERS_COLLECTION, { id, position, value });
        else await store.remove(ANALYTICS_SPEAKERS_COLLECTION, id, position);
      },
      /** What the engine does after a domain event, or after a page of them in a catch-up. */
      derive: () => projection.deriveTouched(store, position),
      tallies: async () =>
        Object.fromEntries(
          (await store.list<SpeakerTally>(ANALYTICS_SPEAKER_TALLIES_COLLECTION)).map(({ id, value }) => [id, value]),
        ),
    };
  };

  /** Every speaker's part added up again, as a rebuild derives the tallies. */
  const countedAgain = async (speakers: ReadonlyMap<string, SpeakerFacts>) => {
    const store = new InMemoryReadStore();
    for (const [id, value] of speakers) await store.put(ANALYTICS_SPEAKERS_COLLECTION, { id, position: 1, value });
    await new SpeakerTalliesProjection().deriveAll(store, 1);
    const byHand: Record<string, SpeakerTally> = {};
    for (const value of speakers.values()) {
      const part = speakerPart(value);
      if (part !== null && value.eventId) addPart((byHand[value.eventId] ??= emptyTally()), part, 1);
    }
    const derived = Object.fromEntries(
      (await store.list<SpeakerTally>(ANALYTICS_SPEAKER_TALLIES_COLLECTION)).map(({ id, value }) => [id, value]),
    );
    expect(derived).toEqual(byHand);
    return derived;
  };

  it('equal tallies of every speaker counted again, after a random sequence of changes derived one or several at a time', async () => {
    let state = 2026;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 16) % n;
    };
    const events = ['e1', 'e2', 'e3', 'e4'];
    const images = ['real', 'placeholder', 'none'] as const;
    const speakers = new Map<string, SpeakerFacts>();
    const { change, derive, tallies } = site();
    let compared = 0;
    for (let step = 0; step < 500; step += 1) {
      const ids = [...speakers.keys()];
      const id = below(4) === 0 || ids.length === 0 ? `s${step}` : ids[below(ids.length)];
      if (below(8) === 0) {
        speakers.delete(id);
        await change(id, undefined);
      } else {
        const changed = facts({
          eventId: below(10) === 0 ? null : events[below(events.length)],
          hasProfession: below(2) === 0,
          hasEmail: below(2) === 0,
          image: images[below(images.length)],
          socialLinkCount: below(3),
          isFeatured: below(4) === 0,
          inTrash: below(6) === 0,
          purged: below(12) === 0,
        });
        speakers.set(id, changed);
        await change(id, changed);
      }
      // Live, each domain event is derived on its own; a catch-up derives a page of them at once.
      if (below(3) !== 0) {
        await derive();
        expect({ step, tallies: await tallies() }).toEqual({ step, tallies: await countedAgain(speakers) });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(250);
    expect(Object.keys(await tallies()).length).toBeGreaterThan(0);
  });

  it('moves a speaker from one event to another, and has no document for an event with no speaker counted', async () => {
    const { change, derive, tallies } = site();
    await change('s1', facts({ eventId: 'e1' }));
    await change('s2', facts({ eventId: 'e1', isFeatured: true }));
    await derive();
    await change('s2', facts({ eventId: 'e2', isFeatured: true }));
    await derive();
    expect(await tallies()).toEqual({
      e1: expect.objectContaining({ speakers: 1, featured: 0 }),
      e2: expect.objectContaining({ speakers: 1, featured: 1 }),
    });
    await change('s1', facts({ eventId: 'e1', inTrash: true }));
    await derive();
    expect(Object.keys(await tallies())).toEqual(['e2']);
  });
});

describe('the tallies the report adds up', () => {
  it('sums the tallies of the events asked for, and counts those with a speaker', () => {
    const tallies = new EventTallies();
    const one = { ...emptyTally(), speakers: 2, complete: 1, filledFields: 9, withSocialMedia: 1, featured: 1 };
    tallies.put('e1', one);
    tallies.put('e2', { ...emptyTally(), speakers: 1, filledFields: 4 });
    tallies.put('e3', { ...emptyTally(), speakers: 5 });
    tallies.put('e3', undefined);
    expect(tallies.sum(['e1', 'e2', 'e3', 'e4'])).toEqual({
      tally: { speakers: 3, complete: 1, filledFields: 13, withSocialMedia: 1, featured: 1 },
      eventsWithSpeakers: 2,
    });
    expect(tallies.sum(['e2'])).toEqual({
      tally: { ...emptyTally(), speakers: 1, filledFields: 4 },
      eventsWithSpeakers: 1,
    });
  });
});
