import type { SpeakerFacts } from './analytics.projections';
import { SpeakerTallies, addPart, emptyTally, speakerPart } from './speaker-tallies';

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

describe('speaker tallies kept one speaker at a time', () => {
  it('equal tallies of every speaker counted again, after each of a random sequence of changes', () => {
    let state = 2026;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 16) % n;
    };
    const events = ['e1', 'e2', 'e3', 'e4'];
    const images = ['real', 'placeholder', 'none'] as const;
    const speakers = new Map<string, SpeakerFacts>();
    const kept = new SpeakerTallies();
    for (let step = 0; step < 500; step += 1) {
      const ids = [...speakers.keys()];
      const id = below(4) === 0 || ids.length === 0 ? `s${step}` : ids[below(ids.length)];
      if (below(8) === 0) {
        speakers.delete(id);
        kept.put(id, undefined);
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
        kept.put(id, changed);
      }
      const fresh = new SpeakerTallies();
      for (const [own, value] of speakers) fresh.put(own, value);
      const listed = events.filter(() => below(3) !== 0);
      expect(kept.sum(listed)).toEqual(fresh.sum(listed));
      expect(kept.sum(events)).toEqual(fresh.sum(events));
    }
    expect(kept.sum(events).tally.speakers).toBeGreaterThan(0);
  });

  it('moves a speaker from one event to another', () => {
    const tallies = new SpeakerTallies();
    tallies.put('s1', facts({ eventId: 'e1' }));
    tallies.put('s2', facts({ eventId: 'e1', isFeatured: true }));
    tallies.put('s2', facts({ eventId: 'e2', isFeatured: true }));
    expect(tallies.sum(['e1'])).toEqual({
      tally: expect.objectContaining({ speakers: 1, featured: 0 }),
      eventsWithSpeakers: 1,
    });
    expect(tallies.sum(['e2'])).toEqual({
      tally: expect.objectContaining({ speakers: 1, featured: 1 }),
      eventsWithSpeakers: 1,
    });
    tallies.put('s1', undefined);
    expect(tallies.sum(['e1', 'e2']).eventsWithSpeakers).toBe(1);
  });
});
