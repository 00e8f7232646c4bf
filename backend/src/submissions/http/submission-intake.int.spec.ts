import { MANDATES, type ApiErrorBody, type EventSubmission, type EventSubmissionCreated } from '@dental/contracts';
import { TestApp } from '../../testing/test-app';
import { freshClientAddress, requestFrom, submissionForm, wholeLog } from '../testing/submission-test-kit';

describe('POST /api/event-submissions (public form)', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await TestApp.start();
    cookie = await app.login();
  });
  afterAll(() => app.stop());

  /** The answer is the new submission's id, or `post<ApiErrorBody>` where a refusal is read. */
  const post = <TAnswer = EventSubmissionCreated>(body: unknown, ip = freshClientAddress()) =>
    requestFrom<TAnswer>(app, ip, 'POST', '/api/event-submissions', { body });

  describe('validation: every rule and message of spec section 5', () => {
    it.each(
      [
        ['title', '', 'Event title is required'],
        ['title', '   ', 'Event title is required'],
        ['title', 'x'.repeat(201), 'Title must be under 200 characters'],
        ['date', '', 'Event date is required'],
        ['location', '', 'Location is required'],
        ['location', 'x'.repeat(301), 'Location must be under 300 characters'],
        ['city', '', 'City is required'],
        ['city', 'x'.repeat(101), 'City must be under 100 characters'],
        ['description', '', 'Description must be at least 10 characters'],
        ['description', 'Too short', 'Description must be at least 10 characters'],
        ['description', 'x'.repeat(2001), 'Description must be under 2000 characters'],
        ['image', 'not a url', 'Please provide a valid image URL'],
        ['image', 'javascript:alert(1)', 'Please provide a valid image URL'],
        ['registrationUrl', 'ftp://example.org/register', 'Please provide a valid registration URL'],
        ['registrationUrl', 'register here', 'Please provide a valid registration URL'],
        ['organizationName', '', 'Organization name is required'],
        ['organizationName', 'x'.repeat(201), 'Organization name must be under 200 characters'],
        ['contactEmail', '', 'Please provide a valid email address'],
        ['contactEmail', 'not-an-email', 'Please provide a valid email address'],
        ['contactPhone', '', 'Contact phone is required'],
        ['contactPhone', '1'.repeat(21), 'Phone must be under 20 characters'],
        ['expectedAttendees', '', 'Expected attendee count is required'],
        ['expectedAttendees', 'x'.repeat(101), 'Expected attendee count must be under 100 characters'],
        ['date', 'x'.repeat(101), 'Event date must be under 100 characters'],
        ['additionalInfo', 'x'.repeat(1001), 'Additional information must be under 1000 characters'],
      ].map(([field, value, message]) => [
        field,
        value.length > 30 ? `${value.length} characters` : JSON.stringify(value),
        message,
        value,
      ]),
    )('%s %s → 400 "%s"', async (field, _label, message, value) => {
      const response = await post<ApiErrorBody>(submissionForm({ [field]: value }));
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: field, message }]);
      expect(response.body.message).toBe(message);
    });

    it('lists every required field with its own message when the form is empty', async () => {
      const response = await post<ApiErrorBody>({});
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'Event title is required' },
          { path: 'date', message: 'Event date is required' },
          { path: 'location', message: 'Location is required' },
          { path: 'city', message: 'City is required' },
          { path: 'description', message: 'Description must be at least 10 characters' },
          { path: 'organizationName', message: 'Organization name is required' },
          { path: 'contactEmail', message: 'Please provide a valid email address' },
          { path: 'contactPhone', message: 'Contact phone is required' },
          { path: 'expectedAttendees', message: 'Expected attendee count is required' },
        ]),
      );
      expect(response.body.issues).toHaveLength(9);
    });

    it('accepts the limits exactly and each event type; eventType defaults to conference', async () => {
      const atLimits = submissionForm({
        title: 'x'.repeat(200),
        location: 'x'.repeat(300),
        city: 'x'.repeat(100),
        description: 'x'.repeat(2000),
        organizationName: 'x'.repeat(200),
        contactPhone: '1'.repeat(20),
        additionalInfo: 'x'.repeat(1000),
        date: 'x'.repeat(100),
        expectedAttendees: 'x'.repeat(100),
      });
      expect((await post(atLimits)).status).toBe(201);
      expect((await post(submissionForm({ description: 'x'.repeat(10) }))).status).toBe(201);
      for (const eventType of ['conference', 'workshop', 'symposium', 'seminar', 'course', 'other']) {
        expect((await post(submissionForm({ eventType }))).status).toBe(201);
      }
      const { eventType: _omitted, ...withoutType } = submissionForm();
      const created = await post(withoutType);
      const stored = await app.request<EventSubmission>('GET', `/api/event-submissions/${created.body.id}`, { cookie });
      expect(stored.body.eventType).toBe('conference');
    });

    it('takes a whole number for the expected attendee count as its text, and refuses other values with words that fit', async () => {
      const created = await post(submissionForm({ expectedAttendees: 150 }));
      expect(created.status).toBe(201);
      const stored = await app.request<EventSubmission>('GET', `/api/event-submissions/${created.body.id}`, { cookie });
      expect(stored.body.expectedAttendees).toBe('150');
      const refused = await post<ApiErrorBody>(submissionForm({ expectedAttendees: 1.5 }));
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([
        { path: 'expectedAttendees', message: 'Expected attendee count must be text or a whole number' },
      ]);
    });

    it.each([
      [{ region: 'ZZ' }, 'region', 'region must be a US state or Canadian province code, such as "TX" or "ON"'],
      [{ country: 'MX' }, 'country', 'country must be "US" or "CA"'],
      [{ country: 'CA', region: 'TX' }, 'region', 'region "TX" is not in Canada'],
      [{ timezone: 'Texas/Houston' }, 'timezone', 'timezone must be an IANA time zone, such as "America/Chicago"'],
    ])('refuses a place it cannot keep: %j', async (place, path, message) => {
      const response = await post<ApiErrorBody>(submissionForm(place));
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path, message }]);
    });

    it("refuses a board approval the schema does not accept, naming the approval's field, and records nothing", async () => {
      const before = (await wholeLog(app)).length;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [
          { country: 'US', region: 'ON', number: 'X1', mandates: [] },
          'ceProvider.boardApprovals.0.region',
          'ceProvider.boardApprovals: region "ON" is not a US state code',
        ],
        [
          { country: 'US', region: 'VA', number: ' ', mandates: [] },
          'ceProvider.boardApprovals.0.number',
          "ceProvider.boardApprovals: number is the board's number for the provider",
        ],
        [
          { country: 'US', region: 'VA', number: 'VA-1', mandates: ['astrology'] },
          'ceProvider.boardApprovals.0.mandates.0',
          `Unknown mandate: mandates are ${MANDATES.join(', ')}`,
        ],
      ];
      for (const [approval, path, message] of cases) {
        const response = await post<ApiErrorBody>(
          submissionForm({ ceProvider: { name: 'Tidewater Dental Society', boardApprovals: [approval] } }),
        );
        expect(response.status).toBe(400);
        expect(response.body.issues).toEqual([{ path, message }]);
      }
      expect(await wholeLog(app)).toHaveLength(before);
    });

    it('refuses an unknown event type', async () => {
      const response = await post<ApiErrorBody>(submissionForm({ eventType: 'party' }));
      expect(response.status).toBe(400);
      expect(response.body.issues?.map((issue) => issue.path)).toEqual(['eventType']);
    });
  });

  describe('a valid submission', () => {
    it('answers 201 {id} and is stored as SubmissionReceived with actor public, pending, text exactly as given', async () => {
      app.clock.set('2026-11-21T12:00:00.000Z');
      const form = submissionForm({
        title: 'Implants <b>&</b> "Restoration" 101',
        additionalInfo: '<img src=x onerror=alert(1)> bring your own loupes',
        image: 'https://media.example.org/banner.jpg',
        registrationUrl: 'https://lowcountry.example.org/register',
      });
      const response = await post(form);
      expect(response.status).toBe(201);
      expect(Object.keys(response.body)).toEqual(['id']);

      const log = await wholeLog(app);
      const received = log.find((domainEvent) => domainEvent.stream === `submission-${response.body.id}`)!;
      expect(received.type).toBe('SubmissionReceived');
      expect(received.metadata.actor).toBe('public');
      expect(received.data).not.toHaveProperty('website');

      const stored = await app.request<EventSubmission>('GET', `/api/event-submissions/${response.body.id}`, {
        cookie,
      });
      expect(stored.body).toEqual({
        id: response.body.id,
        title: 'Implants <b>&</b> "Restoration" 101',
        description: form.description,
        eventType: 'workshop',
        date: form.date,
        location: form.location,
        city: form.city,
        expectedAttendees: form.expectedAttendees,
        additionalInfo: '<img src=x onerror=alert(1)> bring your own loupes',
        organizationName: form.organizationName,
        contactEmail: form.contactEmail,
        contactPhone: form.contactPhone,
        image: 'https://media.example.org/banner.jpg',
        registrationUrl: 'https://lowcountry.example.org/register',
        status: 'pending',
        submittedAt: '2026-11-21T12:00:00.000Z',
        reviewedAt: null,
        reviewedBy: null,
        reviewedByAccount: null,
        reviewNotes: null,
        eventCreated: false,
        createdEventId: null,
        // 'Charleston' alone names no state: several cities share the name.
        country: null,
        region: null,
        timezone: null,
        format: null,
        audiences: [],
        topics: [],
        ceProvider: null,
        estimatedCeCredits: null,
      });
    });

    it('stores empty optional fields as null', async () => {
      const response = await post(submissionForm({ image: '', registrationUrl: '', additionalInfo: '' }));
      const stored = await app.request<EventSubmission>('GET', `/api/event-submissions/${response.body.id}`, {
        cookie,
      });
      expect(stored.body).toMatchObject({ image: null, registrationUrl: null, additionalInfo: null });
    });
  });

  describe('honeypot', () => {
    it.each([['http://spam.example'], [' '], [42]])(
      'website = %j: 201 with a plausible id, nothing stored',
      async (website) => {
        const before = await wholeLog(app);
        const response = await post(submissionForm({ website }));
        expect(response.status).toBe(201);
        expect(response.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(await wholeLog(app)).toEqual(before);
        expect(
          (await app.request<EventSubmission>('GET', `/api/event-submissions/${response.body.id}`, { cookie })).status,
        ).toBe(404);
      },
    );

    it('drops a bot even when the rest of its form is invalid, so it learns nothing', async () => {
      const before = await wholeLog(app);
      const response = await post({ website: 'http://spam.example', title: '' });
      expect(response.status).toBe(201);
      expect(await wholeLog(app)).toEqual(before);
    });
  });

  describe('per-network rate limit', () => {
    it('accepts 5 submissions an hour from one address, then answers 429 with a clear message', async () => {
      const ip = freshClientAddress();
      for (let i = 0; i < 5; i += 1) expect((await post(submissionForm(), ip)).status).toBe(201);
      const before = await wholeLog(app);
      const refused = await post(submissionForm(), ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many submissions from your network. Please try again in 60 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await wholeLog(app)).toEqual(before);
      // Another network is not affected.
      expect((await post(submissionForm())).status).toBe(201);
    });

    it('does not count invalid forms, but counts honeypot hits like real ones', async () => {
      const ip = freshClientAddress();
      for (let i = 0; i < 8; i += 1) expect((await post(submissionForm({ title: '' }), ip)).status).toBe(400);
      for (let i = 0; i < 5; i += 1) expect((await post(submissionForm({ website: 'bot' }), ip)).status).toBe(201);
      expect((await post(submissionForm({ website: 'bot' }), ip)).status).toBe(429);
      expect((await post(submissionForm(), ip)).status).toBe(429);
    });
  });

  describe('GET /api/event-submissions (admin only)', () => {
    it('refuses anonymous readers: it holds personal contact data', async () => {
      expect((await app.request('GET', '/api/event-submissions')).status).toBe(401);
      expect((await app.request('GET', '/api/event-submissions/anything')).status).toBe(401);
    });

    it('lists newest first and filters by status', async () => {
      const fresh = await TestApp.start();
      try {
        const admin = await fresh.login();
        const ids: string[] = [];
        for (const day of ['2026-11-01', '2026-11-03', '2026-11-02']) {
          fresh.clock.set(`${day}T09:00:00.000Z`);
          ids.push(
            (
              await requestFrom<EventSubmissionCreated>(fresh, freshClientAddress(), 'POST', '/api/event-submissions', {
                body: submissionForm({ title: day }),
              })
            ).body.id,
          );
        }
        await fresh.request('PATCH', `/api/event-submissions/${ids[0]}`, {
          cookie: admin,
          body: { status: 'approved' },
        });
        await fresh.request('PATCH', `/api/event-submissions/${ids[1]}`, {
          cookie: admin,
          body: { status: 'rejected' },
        });

        const all = await fresh.request<EventSubmission[]>('GET', '/api/event-submissions', { cookie: admin });
        expect(all.body.map((submission) => submission.title)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
        const titlesWith = async (status: string) =>
          (
            await fresh.request<EventSubmission[]>('GET', `/api/event-submissions?status=${status}`, { cookie: admin })
          ).body.map((submission) => submission.title);
        expect(await titlesWith('pending')).toEqual(['2026-11-02']);
        expect(await titlesWith('approved')).toEqual(['2026-11-01']);
        expect(await titlesWith('rejected')).toEqual(['2026-11-03']);

        const wrong = await fresh.request<ApiErrorBody>('GET', '/api/event-submissions?status=archived', {
          cookie: admin,
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body.issues).toEqual([
          { path: 'status', message: 'Status must be one of pending, approved, rejected' },
        ]);
      } finally {
        await fresh.stop();
      }
    });

    it('answers 404 for an unknown submission', async () => {
      const response = await app.request('GET', '/api/event-submissions/nope', { cookie });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Submission not found' });
    });
  });
});
