import type { ApiErrorBody, AuditPage, EventListing, Speaker } from '@dental/contracts';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

const speakerForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rafael Montoya',
  profession: 'Oral Surgeon',
  specialty: 'Implant Dentistry',
  lectureTitle: 'Sinus Augmentation Without the Guesswork',
  email: 'rafael.montoya@example.com',
  image: '/attached_assets/speakers/rafael-montoya.svg',
  socialLinks: { instagram: 'https://www.instagram.com/rafa.demo' },
  ...overrides,
});

describe('undo of speaker changes', () => {
  let app: TestApp;
  let admin: string;
  let eventId: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
    eventId = (await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin })).body.id;
  });
  afterEach(async () => {
    await app.stop();
  });

  const addSpeaker = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Speaker>('POST', '/api/speakers', {
      body: { ...speakerForm(overrides), eventId },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = async (id: string, body: unknown) =>
    expect((await app.request('PATCH', `/api/speakers/${id}`, { body, cookie: admin })).status).toBe(200);
  const latest = async (type: string) =>
    (await app.request<AuditPage>('GET', `/api/audit?kind=speaker&type=${type}`, { cookie: admin })).body.rows[0];
  const undo = (position: number) =>
    app.request<ApiErrorBody>('POST', `/api/audit/${position}/undo`, { cookie: admin });
  const speaker = async (id: string) =>
    (await app.request<Speaker>('GET', `/api/speakers/${id}`, { cookie: admin })).body;

  it('reverts a field edit', async () => {
    const added = await addSpeaker();
    await patch(added.id, { profession: 'Periodontist' });
    const row = await latest('SpeakerUpdated');
    expect(row.changes).toEqual(
      expect.arrayContaining([{ field: 'profession', before: 'Oral Surgeon', after: 'Periodontist' }]),
    );
    expect((await undo(row.position)).status).toBe(200);
    expect((await speaker(added.id)).profession).toBe('Oral Surgeon');
  });

  it.each([
    ['socialVisible', false, 'SpeakerSocialLinksHidden'],
    ['hideAbstract', true, 'SpeakerAbstractHidden'],
    ['isFeatured', true, 'SpeakerFeatured'],
  ] as const)('reverts %s → %s', async (flag, value, type) => {
    const added = await addSpeaker();
    await patch(added.id, { [flag]: value });
    const row = await latest(type);
    expect((await undo(row.position)).status).toBe(200);
    expect((await speaker(added.id))[flag]).toBe(!value);
  });

  it('reverts a trash by restoring, and refuses when the flag changed again', async () => {
    const added = await addSpeaker();
    await patch(added.id, { hideAbstract: true });
    const hidden = await latest('SpeakerAbstractHidden');
    await patch(added.id, { hideAbstract: false });
    const conflict = await undo(hidden.position);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(
      'The abstract setting was changed again after this change; undo the later change first.',
    );

    await app.request('POST', `/api/speakers/${added.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const trashed = await latest('SpeakerTrashed');
    expect((await undo(trashed.position)).status).toBe(200);
    expect((await speaker(added.id)).trashedAt).toBeNull();
  });
});
