import type { FetchOptions } from '../agenda-extraction';
import { ALLOW_LOOPBACK_FOR_TESTS } from '../agenda-extraction/address-policy';
import { CommandBus } from '@nestjs/cqrs';
import { PUBLIC_ACTOR, type EventListing, type EventSearchAnswer, type LiveEventCreated } from '@dental/contracts';
import { ForEvent } from '../../events/commands';
import { TestApp } from '../../testing/test-app';
import { agendaSpeakerIdFor, liveEventIdFor } from '../domain/live-event-id';
import { AGENDA_EXTRACTION_OPTIONS, NO_REGISTRATION_URL } from '../live-event/agenda-extractor';
import {
  AGENDA_PAGE,
  NO_AGENDA_PAGE,
  eventStoreOf,
  review,
  serveFixturePages,
  submit,
  wholeLog,
} from '../testing/submission-test-kit';

const ALREADY_CREATED = { message: 'A live event was already created from this submission.' };
const ONLY_APPROVED = { message: 'Only approved submissions can become live events.' };

describe('POST /api/event-submissions/:id/create-event', () => {
  let app: TestApp;
  let cookie: string;
  let pages: Awaited<ReturnType<typeof serveFixturePages>>;

  beforeAll(async () => {
    pages = await serveFixturePages({
      '/agenda': [200, AGENDA_PAGE],
      '/no-agenda': [200, NO_AGENDA_PAGE],
      '/gone': [404, 'gone'],
    });
    app = await TestApp.start();
    cookie = await app.login();
    // Only tests reach fixture pages on 127.0.0.1: they replace the extraction options provider's value.
    Object.assign(app.app.get<symbol, FetchOptions>(AGENDA_EXTRACTION_OPTIONS), {
      allowLoopback: ALLOW_LOOPBACK_FOR_TESTS,
    });
  });
  afterAll(async () => {
    await app.stop();
    await pages.close();
  });

  const createEvent = (id: string, withCookie: string | null = cookie) =>
    app.request<LiveEventCreated>(
      'POST',
      `/api/event-submissions/${id}/create-event`,
      withCookie ? { cookie: withCookie } : {},
    );
  const approvedSubmission = async (overrides: Record<string, unknown> = {}) => {
    const id = await submit(app, overrides);
    await review(app, cookie, id, 'approved');
    return id;
  };
  const speakersAddedTo = async (eventId: string) =>
    (await wholeLog(app)).filter(
      (domainEvent) =>
        domainEvent.type === 'SpeakerAdded' && (domainEvent.data as { eventId: string }).eventId === eventId,
    );

  describe('who may', () => {
    it('is refused for a pending submission', async () => {
      const id = await submit(app);
      expect(await createEvent(id)).toMatchObject({ status: 409, body: ONLY_APPROVED });
    });
    it('is refused for a rejected submission', async () => {
      const id = await submit(app);
      await review(app, cookie, id, 'rejected');
      expect(await createEvent(id)).toMatchObject({ status: 409, body: ONLY_APPROVED });
    });
    it('answers 404 for an unknown submission', async () => {
      expect(await createEvent('no-such-submission')).toMatchObject({
        status: 404,
        body: { message: 'Submission not found' },
      });
    });
    it('is admin only', async () => {
      const id = await approvedSubmission();
      expect((await createEvent(id, null)).status).toBe(401);
      expect(await eventStoreOf(app).readStream(`event-${liveEventIdFor(id)}`)).toEqual([]);
    });
  });

  describe('creating the live event', () => {
    it('copies the submission into a visible event, links it, and reads the agenda and speakers from the registration page', async () => {
      const id = await approvedSubmission({
        title: 'Lowcountry Implant Restoration Workshop',
        image: 'https://media.example.org/lowcountry.jpg',
        registrationUrl: pages.url('/agenda'),
      });
      const response = await createEvent(id);
      expect(response.status).toBe(201);
      const eventId = liveEventIdFor(id);
      expect(response.body).toEqual({
        eventId,
        agenda: { source: 'json-ld', sessions: 4, speakersAdded: 3, reason: null },
      });

      const event = await app.request<EventListing>('GET', `/api/events/${eventId}`);
      expect(event.status).toBe(200);
      expect(event.body).toMatchObject({
        id: eventId,
        title: 'Lowcountry Implant Restoration Workshop',
        description: 'A two-day, hands-on workshop for general dentists who restore implants.',
        date: 'September 10-11, 2027',
        location: 'Harborside Dental Education Center, 120 Marsh View Road',
        city: 'Charleston',
        image: 'https://media.example.org/lowcountry.jpg',
        registrationUrl: pages.url('/agenda'),
        isHidden: false,
      });
      const titles = (event.body.agenda as Array<{ sessions: Array<{ title: string }> }>).flatMap((day) =>
        day.sessions.map((session) => session.title),
      );
      expect(titles).toEqual([
        'Impressions and Scanning for Implants',
        'Coffee Break',
        'Screw- versus Cement-Retained Crowns',
        'Managing Prosthetic Complications',
      ]);
      expect((await app.request<EventListing[]>('GET', '/api/events')).body.map((listed) => listed.id)).toContain(
        eventId,
      );

      const [created] = await eventStoreOf(app).readStream(`event-${eventId}`);
      expect(created.data).toMatchObject({ sourceSubmissionId: id, isHidden: false });

      const speakers = (await speakersAddedTo(eventId)).map((domainEvent) => domainEvent.data);
      expect(speakers).toEqual([
        expect.objectContaining({
          speakerId: agendaSpeakerIdFor(eventId, 'Dr. Ana Ruiz'),
          name: 'Dr. Ana Ruiz',
          lectureTitle: 'Impressions and Scanning for Implants',
          profession: 'To be announced',
          specialty: 'To be announced',
          email: '',
        }),
        expect.objectContaining({ name: 'Dr. Ben Cole', lectureTitle: 'Screw- versus Cement-Retained Crowns' }),
        expect.objectContaining({ name: 'Dr. Chloe Park', lectureTitle: 'Managing Prosthetic Complications' }),
      ]);

      const submission = await app.request('GET', `/api/event-submissions/${id}`, { cookie });
      expect(submission.body).toMatchObject({ status: 'approved', eventCreated: true, createdEventId: eventId });
    });

    it("works out the country, state and zone of a 'Houston, TX' city, and the event is found by region=TX", async () => {
      const id = await approvedSubmission({
        title: 'Gulf Coast Hands-On Implant Course',
        city: 'Houston, TX',
        location: 'George R. Brown Convention Center, 1001 Avenida De Las Americas',
      });
      const submission = await app.request('GET', `/api/event-submissions/${id}`, { cookie });
      expect(submission.body).toMatchObject({ country: 'US', region: 'TX', timezone: 'America/Chicago' });

      expect((await createEvent(id)).status).toBe(201);
      const eventId = liveEventIdFor(id);
      const event = await app.request<EventListing>('GET', `/api/events/${eventId}`);
      expect(event.body).toMatchObject({
        city: 'Houston, TX',
        country: 'US',
        region: 'TX',
        timezone: 'America/Chicago',
      });
      const found = await app.request<EventSearchAnswer>('GET', '/api/events/search?region=TX&pageSize=100');
      expect(found.body.items.map((item) => item.id)).toContain(eventId);
      const elsewhere = await app.request<EventSearchAnswer>('GET', '/api/events/search?region=LA&pageSize=100');
      expect(elsewhere.body.items.map((item) => item.id)).not.toContain(eventId);
    });

    it('keeps the place the organiser chose over what the city says', async () => {
      const id = await approvedSubmission({
        title: 'Sun City Endodontic Seminar',
        city: 'El Paso',
        country: 'US',
        region: 'TX',
        timezone: 'America/Denver',
      });
      expect((await createEvent(id)).status).toBe(201);
      const event = await app.request<EventListing>('GET', `/api/events/${liveEventIdFor(id)}`);
      expect(event.body).toMatchObject({ city: 'El Paso', country: 'US', region: 'TX', timezone: 'America/Denver' });
    });

    it("keeps the provider's board approvals on the submission and carries them to the live event", async () => {
      const ceProvider = {
        name: 'Tidewater Dental Society',
        boardApprovals: [
          { country: 'US', region: 'VA', number: 'VA-0117', mandates: ['opioids'] },
          { country: 'CA', region: 'ON', number: 'ON-9', mandates: [] },
        ],
      };
      const id = await approvedSubmission({
        title: 'Tidewater Opioid Prescribing Day',
        registrationUrl: '',
        ceProvider,
      });
      const submission = await app.request('GET', `/api/event-submissions/${id}`, { cookie });
      expect(submission.body).toMatchObject({ ceProvider });
      expect((await createEvent(id)).status).toBe(201);
      const event = await app.request<EventListing>('GET', `/api/events/${liveEventIdFor(id)}`);
      expect(event.body.ceProvider).toEqual(ceProvider);
    });

    it('creates the event hidden, as a draft, when asked with {isHidden: true}: the public does not see it, an admin does', async () => {
      const id = await approvedSubmission({ title: 'Piedmont Endodontics Draft Day', registrationUrl: '' });
      const response = await app.request('POST', `/api/event-submissions/${id}/create-event`, {
        cookie,
        body: { isHidden: true },
      });
      expect(response.status).toBe(201);
      const eventId = liveEventIdFor(id);
      expect(response.body).toMatchObject({ eventId });
      const [created] = await eventStoreOf(app).readStream(`event-${eventId}`);
      expect(created.data).toMatchObject({ sourceSubmissionId: id, isHidden: true });
      expect((await app.request('GET', `/api/events/${eventId}`)).status).toBe(404);
      expect((await app.request('GET', `/api/events/${eventId}`, { cookie })).body).toMatchObject({
        id: eventId,
        title: 'Piedmont Endodontics Draft Day',
        isHidden: true,
      });
      expect((await app.request('GET', `/api/event-submissions/${id}`, { cookie })).body).toMatchObject({
        eventCreated: true,
        createdEventId: eventId,
      });
    });

    it('answers 400 with a message for a body it does not understand, and creates nothing', async () => {
      const id = await approvedSubmission({ registrationUrl: '' });
      const wrongType = await app.request('POST', `/api/event-submissions/${id}/create-event`, {
        cookie,
        body: { isHidden: 'yes' },
      });
      expect(wrongType).toMatchObject({ status: 400, body: { message: 'isHidden must be true or false' } });
      const unknownField = await app.request('POST', `/api/event-submissions/${id}/create-event`, {
        cookie,
        body: { hidden: true },
      });
      expect(unknownField).toMatchObject({ status: 400, body: { message: 'Unknown field(s): hidden' } });
      expect(await eventStoreOf(app).readStream(`event-${liveEventIdFor(id)}`)).toEqual([]);
    });

    it('answers 409 the second time and changes nothing', async () => {
      const id = await approvedSubmission();
      expect((await createEvent(id)).status).toBe(201);
      const before = await wholeLog(app);
      expect(await createEvent(id)).toMatchObject({ status: 409, body: ALREADY_CREATED });
      expect(await wholeLog(app)).toEqual(before);
    });

    it.each([
      ['no registration URL', '', 'none', NO_REGISTRATION_URL],
      ['a page without an agenda', '/no-agenda', 'none', 'No agenda found on the registration page.'],
      ['a page answering 404', '/gone', 'none', 'The registration page answered with HTTP status 404.'],
    ])('with %s: creates the event with a null agenda and says why', async (_case, path, source, reason) => {
      const id = await approvedSubmission({ registrationUrl: path ? pages.url(path) : '' });
      const response = await createEvent(id);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        eventId: liveEventIdFor(id),
        agenda: { source, sessions: 0, speakersAdded: 0, reason },
      });
      expect((await app.request<EventListing>('GET', `/api/events/${response.body.eventId}`)).body.agenda).toBeNull();
    });

    it('never fetches a local address without the test-only allowance: the event is still created', async () => {
      const production = await TestApp.start();
      try {
        const admin = await production.login();
        const before = pages.hits();
        const id = await submit(production, { registrationUrl: pages.url('/agenda') });
        await review(production, admin, id, 'approved');
        const response = await production.request<LiveEventCreated>(
          'POST',
          `/api/event-submissions/${id}/create-event`,
          {
            cookie: admin,
          },
        );
        expect(response.status).toBe(201);
        expect(response.body.agenda).toEqual({
          source: 'none',
          sessions: 0,
          speakersAdded: 0,
          reason: 'The registration URL points to a private or local network address.',
        });
        expect(pages.hits()).toBe(before);
      } finally {
        await production.stop();
      }
    });
  });

  describe('exactly once under concurrency', () => {
    it.each([2, 10])(
      '%i concurrent calls: one 201, the others 409, one event, one link, speakers once',
      async (callers) => {
        const id = await approvedSubmission({ registrationUrl: pages.url('/agenda') });
        const eventId = liveEventIdFor(id);
        const answers = await Promise.all(Array.from({ length: callers }, () => createEvent(id)));

        expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(callers - 1).fill(409)]);
        expect(answers.find((answer) => answer.status === 201)!.body).toEqual({
          eventId,
          agenda: { source: 'json-ld', sessions: 4, speakersAdded: 3, reason: null },
        });
        for (const refused of answers.filter((answer) => answer.status === 409))
          expect(refused.body).toEqual(ALREADY_CREATED);

        const log = await wholeLog(app);
        expect(
          log.filter(
            (domainEvent) =>
              domainEvent.type === 'EventCreated' &&
              (domainEvent.data as { sourceSubmissionId?: string }).sourceSubmissionId === id,
          ),
        ).toHaveLength(1);
        expect((await eventStoreOf(app).readStream(`submission-${id}`)).map((domainEvent) => domainEvent.type)).toEqual(
          ['SubmissionReceived', 'SubmissionApproved', 'SubmissionTurnedIntoEvent'],
        );
        expect(await speakersAddedTo(eventId)).toHaveLength(3);
        expect((await app.request('GET', `/api/event-submissions/${id}`, { cookie })).body).toMatchObject({
          eventCreated: true,
          createdEventId: eventId,
        });
        // Afterwards everyone is told the same.
        expect(await createEvent(id)).toMatchObject({ status: 409, body: ALREADY_CREATED });
      },
    );
  });

  describe('an attempt that stopped after creating the event', () => {
    /** What a crash between the two steps leaves: the event (with its agenda), no link on the submission. */
    async function leftOverEvent(id: string) {
      const eventId = liveEventIdFor(id);
      const agenda = [
        {
          date: '2027-09-10',
          sessions: [
            { title: 'Implant Occlusion', speakers: ['Dr. Dana Wu'] },
            { title: 'Lunch', type: 'break' },
          ],
        },
      ];
      const fields = {
        title: 'Left over',
        description: 'Created before a crash.',
        date: '2027-09-10',
        location: 'Hall',
        city: 'Charleston',
        image: '',
        registrationUrl: null,
        agenda,
      };
      await app
        .get(CommandBus)
        .execute(
          new ForEvent(
            { type: 'CreateEvent', fields, eventId, sourceSubmissionId: id },
            { actor: 'admin@example.com', occurredAt: app.clock.now(), correlationId: 'crash', causationId: 'crash' },
          ),
        );
      return eventId;
    }

    it('is finished by a retry at once: the event is linked (not created again) and its agenda speakers added', async () => {
      const id = await approvedSubmission();
      const eventId = await leftOverEvent(id);

      const response = await createEvent(id);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        eventId,
        agenda: { source: 'earlier-attempt', sessions: 2, speakersAdded: 1, reason: null },
      });
      expect(await eventStoreOf(app).readStream(`event-${eventId}`)).toHaveLength(1);
      expect(
        (await speakersAddedTo(eventId)).map((domainEvent) => (domainEvent.data as { name: string }).name),
      ).toEqual(['Dr. Dana Wu']);
      expect((await app.request('GET', `/api/event-submissions/${id}`, { cookie })).body).toMatchObject({
        eventCreated: true,
        createdEventId: eventId,
      });
      expect(await createEvent(id)).toMatchObject({ status: 409, body: ALREADY_CREATED });
    });
  });

  describe('a crash at any point, then a retry', () => {
    /**
     * The store fails every append after the first `survives` of the next request, as a process
     * that dies there would leave it: creating the event, adding its 3 agenda speakers and linking
     * the submission take 5 appends.
     */
    function crashAfter(survives: number): () => void {
      const store = eventStoreOf(app);
      const append = store.append.bind(store);
      let appends = 0;
      store.append = async (...args) => {
        appends += 1;
        if (appends > survives) throw new Error(`crash after ${survives} appends`);
        return append(...args);
      };
      return () => {
        store.append = append;
      };
    }

    it.each([0, 1, 2, 3, 4])(
      'after %i appends: the retry answers 201 and leaves one event, its 3 speakers and the link',
      async (survives) => {
        const id = await approvedSubmission({ registrationUrl: pages.url('/agenda') });
        const eventId = liveEventIdFor(id);
        const recover = crashAfter(survives);
        try {
          expect((await createEvent(id)).status).toBe(500);
        } finally {
          recover();
        }
        expect((await eventStoreOf(app).readStream(`submission-${id}`)).map((domainEvent) => domainEvent.type)).toEqual(
          ['SubmissionReceived', 'SubmissionApproved'],
        );

        const retry = await createEvent(id);
        expect(retry.status).toBe(201);
        expect(retry.body).toEqual(
          survives === 0
            ? { eventId, agenda: { source: 'json-ld', sessions: 4, speakersAdded: 3, reason: null } }
            : {
                eventId,
                agenda: { source: 'earlier-attempt', sessions: 4, speakersAdded: 3 - (survives - 1), reason: null },
              },
        );
        const log = await wholeLog(app);
        expect(
          log.filter(
            (domainEvent) =>
              domainEvent.type === 'EventCreated' &&
              (domainEvent.data as { sourceSubmissionId?: string }).sourceSubmissionId === id,
          ),
        ).toHaveLength(1);
        expect(await speakersAddedTo(eventId)).toHaveLength(3);
        expect((await eventStoreOf(app).readStream(`submission-${id}`)).map((domainEvent) => domainEvent.type)).toEqual(
          ['SubmissionReceived', 'SubmissionApproved', 'SubmissionTurnedIntoEvent'],
        );
        expect((await app.request('GET', `/api/event-submissions/${id}`, { cookie })).body).toMatchObject({
          eventCreated: true,
          createdEventId: eventId,
        });
        expect(await createEvent(id)).toMatchObject({ status: 409, body: ALREADY_CREATED });
      },
    );
  });

  it('records the public as the submitter and the admin as creator', async () => {
    const id = await approvedSubmission();
    await createEvent(id);
    const stream = await eventStoreOf(app).readStream(`submission-${id}`);
    expect(stream.map((domainEvent) => domainEvent.metadata.actor)).toEqual([
      PUBLIC_ACTOR,
      'admin@example.com',
      'admin@example.com',
    ]);
  });
});
