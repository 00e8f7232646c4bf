import type { EventListing, Speaker, Sponsor } from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { TrashPurgeJob } from './trash-purge.job';

/** What happens to an event's speakers and sponsors when the purge job purges the event. */
describe.each([
  ['one process, read models in memory', false],
  // What a cluster's primary runs the purge over: it reads only the fields it needs from the file.
  ["a cluster's primary, every read model kept on file", true],
])('purging an event takes its speakers and sponsor assignments with it (%s)', (_process, primary) => {
  let app: TestApp;
  let admin: string;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'purge-'));
    app = await TestApp.start(primary ? { env: { READ_MODELS: 'file' }, servesNoRequests: true, dataDir } : {});
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A process that answers the audit history: this one, or, since a primary keeps no audit index
   * (decision 0103), one that serves, started on its DATA_DIR once it has stopped.
   */
  const serving = async () => {
    if (!primary) return;
    await app.stop();
    app = await TestApp.start({ env: { READ_MODELS: 'file' }, dataDir, clock: app.clock });
    admin = await app.login();
  };

  const createEvent = async (title: string) =>
    (await app.request<EventListing>('POST', '/api/events', { body: eventForm({ title }), cookie: admin })).body;
  const addSpeaker = async (eventId: string, name: string) => {
    const response = await app.request<Speaker>('POST', '/api/speakers', {
      body: {
        eventId,
        name,
        profession: 'Periodontist (DDS)',
        specialty: 'Periodontics',
        lectureTitle: 'Soft tissue around implants',
        email: 'speaker@example.com',
      },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const addSponsor = async (name: string, eventId: string, isGlobalSponsor = false) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: { name, description: 'Dental supplies', logo: 'AB', tier: 'gold', eventId, isGlobalSponsor },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const streamTypes = async (stream: string) =>
    (await app.get(EventStore).readStream(stream)).map((domainEvent) => domainEvent.type);

  it('purges the speakers (trashed or not) and takes the sponsors off the event, in the same run', async () => {
    const purgedEvent = await createEvent('Retired Symposium');
    const otherEvent = await createEvent('Next Symposium');
    const listed = await addSpeaker(purgedEvent.id, 'Ada Listed');
    const trashed = await addSpeaker(purgedEvent.id, 'Tom Trashed');
    const elsewhere = await addSpeaker(otherEvent.id, 'Eve Elsewhere');
    const assigned = await addSponsor('Assigned Co', purgedEvent.id);
    const global = await addSponsor('Global Co', purgedEvent.id, true);
    const otherSponsor = await addSponsor('Other Co', otherEvent.id);
    expect(
      (
        await app.request('POST', `/api/speakers/${trashed.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/events/${purgedEvent.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);

    const purgeJob = app.get(TrashPurgeJob);
    app.clock.advanceDays(13);
    expect(await purgeJob.run()).toBe(0);
    app.clock.advanceDays(1);
    // The event, then in the next pass its two speakers and two sponsor assignments.
    expect(await purgeJob.run()).toBe(5);
    admin = await app.login(); // sessions last 12 hours; the clock just moved 14 days

    const speakers = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body.map(
      (speaker) => speaker.id,
    );
    expect(speakers).toEqual([elsewhere.id]);
    expect((await app.request('GET', `/api/speakers/${listed.id}`, { cookie: admin })).status).toBe(404);
    expect((await app.request<unknown[]>('GET', '/api/speakers/trash', { cookie: admin })).body).toEqual([]);
    expect(await streamTypes(`speaker-${listed.id}`)).toEqual(['SpeakerAdded', 'SpeakerPurged']);
    expect(await streamTypes(`speaker-${trashed.id}`)).toEqual(['SpeakerAdded', 'SpeakerTrashed', 'SpeakerPurged']);
    expect(await streamTypes(`speaker-${elsewhere.id}`)).toEqual(['SpeakerAdded']);
    const [speakerPurged] = (await app.get(EventStore).readStream(`speaker-${listed.id}`)).slice(-1);
    expect(speakerPurged).toMatchObject({
      data: { speakerId: listed.id, eventId: purgedEvent.id },
      metadata: { actor: 'system' },
    });
    const sponsors = new Map(
      (await app.request<Sponsor[]>('GET', '/api/sponsors', { cookie: admin })).body.map((sponsor) => [
        sponsor.id,
        sponsor,
      ]),
    );
    expect(sponsors.get(assigned.id)).toMatchObject({ eventId: null, isGlobalSponsor: false });
    expect(sponsors.get(global.id)).toMatchObject({ eventId: null, isGlobalSponsor: true });
    expect(sponsors.get(otherSponsor.id)).toMatchObject({ eventId: otherEvent.id });
    const [released] = (await app.get(EventStore).readStream(`sponsor-${assigned.id}`)).slice(-1);
    expect(released).toMatchObject({
      type: 'SponsorRemovedFromEvent',
      data: { sponsorId: assigned.id, eventId: purgedEvent.id },
      metadata: { actor: 'system' },
    });

    // Nothing is left to do, and a replay builds the same read models.
    expect(await purgeJob.run()).toBe(0);
    const { live, replayed } = await replayAndCompare(app, ['speakers', 'sponsors']);
    expect(replayed).toEqual(live);

    await serving();
    const audit = await app.request<{ rows: Array<{ type: string; summary: string }> }>(
      'GET',
      `/api/audit?kind=speaker&entityId=${listed.id}`,
      { cookie: admin },
    );
    expect(audit.body.rows[0]).toMatchObject({
      type: 'SpeakerPurged',
      summary: 'The system purged the speaker “Ada Listed” with “Retired Symposium”',
    });
  });

  it('leaves the speakers and sponsors of a trashed, not yet purged event alone', async () => {
    const event = await createEvent('Paused Symposium');
    const speaker = await addSpeaker(event.id, 'Ada Waiting');
    const sponsor = await addSponsor('Waiting Co', event.id);
    await app.request('POST', `/api/events/${event.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    app.clock.advanceDays(10);
    expect(await app.get(TrashPurgeJob).run()).toBe(0);
    admin = await app.login();
    expect(await streamTypes(`speaker-${speaker.id}`)).toEqual(['SpeakerAdded']);
    expect(await streamTypes(`sponsor-${sponsor.id}`)).toEqual(['SponsorAdded', 'SponsorAssignedToEvent']);
    expect((await app.request('POST', `/api/events/${event.id}/restore`, { cookie: admin })).status).toBe(200);
    expect(
      (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${event.id}`)).body.map((listed) => listed.id),
    ).toEqual([speaker.id]);
  });
});
