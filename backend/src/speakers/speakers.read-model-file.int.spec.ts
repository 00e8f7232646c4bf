import type { AdminSpeakersAnswer, Speaker, SpeakerProfile } from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { speakerSummary } from '../shared/speaker-summary';
import { TestApp } from '../testing/test-app';
import { SpeakersQueries } from './speakers.queries';

/**
 * The speaker records kept in the read-model file (decision 0112): the lists and indexes of every
 * speaker hold them without their long texts, and what gives a speaker whole reads it from the
 * file, so a change of those texts reaches every answer.
 */
describe('speaker records kept in the read-model file', () => {
  const directory = mkdtempSync(join(tmpdir(), 'speakers-on-file-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('every view holds them without their long texts, and each answer gives them whole, as changed', async () => {
    const dataDir = mkdtempSync(join(directory, 'site-'));
    const first = await TestApp.start({ demoData: true, dataDir, env: { READ_MODELS: 'file' } });
    await first.stop();
    const app = await TestApp.start({ dataDir, env: { READ_MODELS: 'file' } });
    try {
      const admin = await app.login();
      const [speaker] = (await app.request<Speaker[]>('GET', '/api/speakers')).body;
      const changed = { abstract: 'An abstract written after the restart.', objectives: ['Name one new thing'] };
      const patched = await app.request('PATCH', `/api/speakers/${speaker.id}`, { body: changed, cookie: admin });
      expect(patched.status).toBe(200);

      const whole = (await app.get(ReadStore).list<Speaker>(SPEAKERS_COLLECTION)).map((document) => document.value);
      const summaries = await app.get(SpeakersQueries).summaries();
      expect(whole.length).toBeGreaterThan(5);
      expect(new Map(summaries.map((summary) => [summary.id, summary]))).toEqual(
        new Map(whole.map((record) => [record.id, speakerSummary(record)])),
      );
      const views = await app.get(SpeakersQueries).publicSpeakers();
      const held = [...views.shown.values()];
      expect(held.length).toBeGreaterThan(5);
      expect(held.filter((record) => 'abstract' in record || 'objectives' in record)).toEqual([]);

      // Each answer that gives the speaker gives the texts as they now are.
      const given = (found: Speaker | undefined) => found && { abstract: found.abstract, objectives: found.objectives };
      const listed = (await app.request<Speaker[]>('GET', '/api/speakers')).body;
      expect(given(listed.find(({ id }) => id === speaker.id))).toEqual(changed);
      const ofEvent = (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${speaker.eventId}`)).body;
      expect(given(ofEvent.find(({ id }) => id === speaker.id))).toEqual(changed);
      const searched = (
        await app.request<{ items: Speaker[] }>('GET', `/api/speakers/search?eventId=${speaker.eventId}`)
      ).body.items;
      expect(given(searched.find(({ id }) => id === speaker.id))).toEqual(changed);
      const profile = (await app.request<SpeakerProfile>('GET', `/api/speakers/${speaker.id}/profile`)).body;
      expect(given(profile.speaker)).toEqual(changed);
      expect(given(profile.appearances.find((appearance) => appearance.speaker.id === speaker.id)?.speaker)).toEqual(
        changed,
      );
      const screen = (await app.request<AdminSpeakersAnswer>('GET', '/api/admin/speakers', { cookie: admin })).body;
      const onScreen = screen.items.flatMap((group) => group.speakers).find(({ id }) => id === speaker.id);
      expect(given(onScreen)).toEqual(changed);
    } finally {
      await app.stop();
    }
  });
});
