import type { ApiErrorBody, EventListing, EventSearchAnswer, Speaker } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';
import { replayAndCompare } from '../../testing/replay-equals-live';
import {
  freshClientAddress,
  requestFrom,
  review,
  submissionForm,
  submit,
  wholeLog,
} from '../../submissions/testing/submission-test-kit';

/** Continuing-education data through the API: what an admin sends, what the public reads back. */

const lecture = (time: string, title: string, ceCredits: number) => ({
  time,
  title,
  ceCredits,
  creditType: 'lecture',
  topics: ['690'],
});
const handsOn = (title: string) => ({
  title,
  ceCredits: 3,
  creditType: 'participation',
  topics: ['690'],
  objectives: [`Place ${title.toLowerCase()} predictably`],
});

/** Two 1.5-credit lectures, a break, and a group of three concurrent 3-credit hands-on workshops. */
const agenda = [
  {
    date: '2027-03-11',
    sessions: [
      lecture('8:30 AM', 'Guided Implant Surgery', 1.5),
      { time: '10:00 AM', title: 'Coffee Break', type: 'break' },
      lecture('10:30 AM', 'Soft Tissue Around Implants', 1.5),
      {
        time: '1:00 PM',
        title: 'Afternoon Hands-On Workshops',
        sessions: [handsOn('Sinus Lifts'), handsOn('Provisionals'), handsOn('Suturing')],
      },
    ],
  },
];

const ce = {
  format: 'hybrid',
  audiences: ['dentist', 'hygienist'],
  topics: ['690', '490'],
  ceProvider: {
    name: 'Lone Star Dental Education Institute',
    adaCerpProviderId: '5823',
    agdPaceProviderId: '219876',
    approvalStatement:
      'Lone Star Dental Education Institute is an ADA CERP Recognized Provider.\nApproval does not imply acceptance by a state board.',
    approvalPeriod: '1/1/2025 to 12/31/2028',
  },
  fees: [
    { label: 'Dentist', amount: 895, currency: 'USD' },
    { label: 'Hygienist', amount: 395.5, currency: 'USD' },
  ],
  timezone: 'America/Chicago',
  commercialSupport: 'Educational grant from Example Implant Systems.',
};

describe('continuing education through the API', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ date: 'March 11-12, 2027', city: 'Dallas, TX', agenda, ...ce, ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  it('works the credits out from the agenda: concurrent workshops count once', async () => {
    const created = await create();
    expect(created.ceCredits).toEqual({ max: 6, lecture: 3, participation: 3 });
    expect(created).toMatchObject({
      ...ce,
      startDate: '2027-03-11',
      endDate: '2027-03-12',
      country: 'US',
      region: 'TX',
    });
  });

  it("updates the total at once when one session's credits change (read-your-writes), and the public reads it", async () => {
    const created = await create();
    const edited = structuredClone(agenda);
    edited[0].sessions[0] = lecture('8:30 AM', 'Guided Implant Surgery', 2.5);
    const response = await app.request<EventListing>('PATCH', `/api/events/${created.id}`, {
      body: { agenda: edited },
      cookie: admin,
    });
    expect(response.status).toBe(200);
    expect(response.body.ceCredits).toEqual({ max: 7, lecture: 4, participation: 3 });

    const publicEvent = await app.request<EventListing>('GET', `/api/events/${created.id}`);
    expect(publicEvent.body.ceCredits).toEqual({ max: 7, lecture: 4, participation: 3 });
    expect(publicEvent.body.ceProvider?.approvalStatement).toBe(ce.ceProvider.approvalStatement);
    const search = await app.request<EventSearchAnswer>('GET', '/api/events/search?q=great%20lakes');
    expect(search.body.items[0]).toMatchObject({
      id: created.id,
      format: 'hybrid',
      ceCredits: { max: 7, lecture: 4, participation: 3 },
    });
  });

  it('records a CE edit as one domain event holding only what changed', async () => {
    const created = await create();
    await app.request('PATCH', `/api/events/${created.id}`, {
      body: { format: 'virtual', audiences: ['dentist', 'hygienist'] },
      cookie: admin,
    });
    const updates = (await wholeLog(app)).filter((domainEvent) => domainEvent.type === 'EventUpdated');
    expect(updates.map((domainEvent) => domainEvent.data)).toEqual([
      { eventId: created.id, changes: { format: 'virtual' } },
    ]);
  });

  it.each([
    ['an unknown subject code', { topics: ['999'] }, 'topics.0', 'Unknown AGD subject code "999"'],
    [
      '0.3 credits on a session',
      { agenda: [{ time: '9:00 AM', title: 'Talk', ceCredits: 0.3 }] },
      'agenda.0.ceCredits',
      'ceCredits must be in steps of 0.25 hours (such as 1, 1.25, 1.5)',
    ],
    [
      'more than 24 credits on a session',
      { agenda: [{ time: '9:00 AM', title: 'Talk', ceCredits: 25 }] },
      'agenda.0.ceCredits',
      'ceCredits must be a number of hours from 0 to 24',
    ],
    [
      'an unknown credit type',
      { agenda: [{ time: '9:00 AM', title: 'Talk', ceCredits: 1, creditType: 'online' }] },
      'agenda.0.creditType',
      'creditType must be "lecture" or "participation"',
    ],
    [
      'a negative fee',
      { fees: [{ label: 'Dentist', amount: -5, currency: 'USD' }] },
      'fees.0.amount',
      'Fee amount cannot be negative',
    ],
    [
      'a fee in euros',
      { fees: [{ label: 'Dentist', amount: 5, currency: 'EUR' }] },
      'fees.0.currency',
      'Fee currency must be "USD" or "CAD"',
    ],
    [
      'an unknown audience',
      { audiences: ['patient'] },
      'audiences.0',
      'Unknown audience: audiences are "dentist", "hygienist", "assistant", "lab_technician", "office_staff", "student"',
    ],
    ['an unknown format', { format: 'onsite' }, 'format', 'format must be one of "in_person", "virtual", "hybrid"'],
    [
      'a provider without a name',
      { ceProvider: { approvalStatement: 'Approved.' } },
      'ceProvider.name',
      'ceProvider.name is required',
    ],
    [
      'a time zone that does not exist',
      { timezone: 'America/Gotham' },
      'timezone',
      'timezone must be an IANA time zone, such as "America/Chicago"',
    ],
    [
      'an unknown state',
      { region: 'ZZ' },
      'region',
      'region must be a US state or Canadian province code, such as "TX" or "ON"',
    ],
    ['a region outside the country', { country: 'CA', region: 'TX' }, 'region', 'region "TX" is not in Canada'],
    [
      'days that disagree with a readable date text',
      { startDate: '2027-03-10' },
      'startDate',
      'startDate is read from the date text "March 11-12, 2027" (2027-03-11); change the date text to change it',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, body, path, message) => {
    const created = await create();
    const before = (await wholeLog(app)).length;
    const response = await app.request<ApiErrorBody>('PATCH', `/api/events/${created.id}`, { body, cookie: admin });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.issues).toEqual(expect.arrayContaining([{ path, message }]));
    expect((await wholeLog(app)).length).toBe(before);
  });

  it('refuses bad CE values on create too, writing nothing', async () => {
    const before = (await wholeLog(app)).length;
    const response = await app.request<ApiErrorBody>('POST', '/api/events', {
      body: eventForm({ topics: ['690', 'implants'] }),
      cookie: admin,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'topics.1', message: 'Unknown AGD subject code "implants"' }]);
    expect((await wholeLog(app)).length).toBe(before);
  });

  it('an event without CE data reads as in person with nothing stated', async () => {
    const response = await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin });
    expect(response.body).toMatchObject({
      format: 'in_person',
      audiences: [],
      topics: [],
      ceProvider: null,
      fees: [],
      timezone: null,
      commercialSupport: null,
      estimatedCeCredits: null,
      ceCredits: null,
      startDate: '2026-12-14',
      endDate: '2026-12-14',
    });
  });

  it('keeps speaker credentials and disclosures, and shows them to the public', async () => {
    const event = await create();
    const added = await app.request<Speaker>('POST', '/api/speakers', {
      cookie: admin,
      body: {
        eventId: event.id,
        name: 'Dr. Lena Okafor',
        profession: 'Periodontist',
        specialty: 'Soft tissue',
        lectureTitle: 'Flaps',
        email: 'lena@example.org',
        credentials: 'DDS, MS',
        disclosure: '',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ credentials: 'DDS, MS', disclosure: '' });
    const edited = await app.request<Speaker>('PATCH', `/api/speakers/${added.body.id}`, {
      cookie: admin,
      body: { disclosure: 'Consultant for Example Implant Systems.' },
    });
    expect(edited.body.disclosure).toBe('Consultant for Example Implant Systems.');
    const publicSpeakers = await app.request<Speaker[]>('GET', `/api/speakers?eventId=${event.id}`);
    expect(publicSpeakers.body[0]).toMatchObject({
      credentials: 'DDS, MS',
      disclosure: 'Consultant for Example Implant Systems.',
    });
  });

  it('a submission with CE fields, approved and turned into a live event, keeps them', async () => {
    const submissionCe = {
      format: 'virtual',
      audiences: ['hygienist', 'assistant'],
      topics: ['490'],
      ceProvider: { name: 'Prairie Hygiene Education Network', approvalStatement: 'Approved PACE Program Provider.' },
      estimatedCeCredits: 12.5,
    };
    const id = await submit(app, submissionCe);
    const stored = await app.request('GET', `/api/event-submissions/${id}`, { cookie: admin });
    expect(stored.body).toMatchObject(submissionCe);
    await review(app, admin, id, 'approved');
    const live = await app.request<{ eventId: string }>('POST', `/api/event-submissions/${id}/create-event`, {
      cookie: admin,
    });
    expect(live.status).toBe(201);
    const event = await app.request<EventListing>('GET', `/api/events/${live.body.eventId}`);
    expect(event.body).toMatchObject({
      ...submissionCe,
      ceCredits: null,
      startDate: '2027-09-10',
      endDate: '2027-09-11',
    });
  });

  it('refuses a submission with a bad CE value, naming the field', async () => {
    const response = await requestFrom<ApiErrorBody>(app, freshClientAddress(), 'POST', '/api/event-submissions', {
      body: submissionForm({ estimatedCeCredits: 3.1 }),
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'estimatedCeCredits', message: 'estimatedCeCredits must be in steps of 0.25 hours' },
    ]);
  });

  it('undoes a CE edit: back to the value before it, or to the defaults when it was the first', async () => {
    const response = await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin });
    const id = response.body.id;
    const lastUpdate = async () =>
      (await wholeLog(app)).filter((domainEvent) => domainEvent.type === 'EventUpdated').at(-1)!.position;
    await app.request('PATCH', `/api/events/${id}`, {
      body: {
        format: 'hybrid',
        audiences: ['hygienist'],
        topics: ['690'],
        fees: [{ label: 'Dentist', amount: 100, currency: 'USD' }],
      },
      cookie: admin,
    });
    expect((await app.request('POST', `/api/audit/${await lastUpdate()}/undo`, { cookie: admin })).status).toBe(200);
    expect((await app.request<EventListing>('GET', `/api/events/${id}`)).body).toMatchObject({
      format: 'in_person',
      audiences: [],
      topics: [],
      fees: [],
    });

    await app.request('PATCH', `/api/events/${id}`, {
      body: { commercialSupport: 'Grant from Example Co.' },
      cookie: admin,
    });
    await app.request('PATCH', `/api/events/${id}`, {
      body: { commercialSupport: 'Grants from Example Co. and Sample Labs.' },
      cookie: admin,
    });
    expect((await app.request('POST', `/api/audit/${await lastUpdate()}/undo`, { cookie: admin })).status).toBe(200);
    expect((await app.request<EventListing>('GET', `/api/events/${id}`)).body.commercialSupport).toBe(
      'Grant from Example Co.',
    );
  });

  it('replay equals live for the events, speakers and submissions read models after CE edits', async () => {
    const created = await create();
    await app.request('PATCH', `/api/events/${created.id}`, {
      body: { format: 'virtual', agenda: [{ time: '9:00 AM', title: 'Talk', ceCredits: 2, creditType: 'lecture' }] },
      cookie: admin,
    });
    await app.request('PATCH', `/api/events/${created.id}`, {
      body: { date: 'Spring 2027', startDate: '2027-04-10', endDate: '2027-04-11' },
      cookie: admin,
    });
    await app.request('POST', '/api/speakers', {
      cookie: admin,
      body: {
        eventId: created.id,
        name: 'Dr. Tom Whitfield',
        profession: 'Prosthodontist',
        specialty: 'Implants',
        lectureTitle: 'Provisionals',
        email: 'tom@example.org',
        credentials: 'DMD',
        disclosure: 'No relevant financial relationships to disclose.',
      },
    });
    await submit(app, { format: 'hybrid', topics: ['780'] });
    const { live, replayed } = await replayAndCompare(app, ['events', 'speakers', 'submissions']);
    expect((live.events as Array<{ value: EventListing }>)[0].value).toMatchObject({
      format: 'virtual',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
      ceCredits: { max: 2 },
    });
    expect(replayed).toEqual(live);
  });
});
