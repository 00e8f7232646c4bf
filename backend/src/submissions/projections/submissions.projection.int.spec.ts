import type { EventSubmission, SubmissionFields } from '@dental/contracts';
import { ProjectionHarness } from '../../testing/projection-harness';
import { SUBMISSIONS_COLLECTION, SubmissionsProjection } from './submissions.projection';

const submissionId = 's-1';
const fields: SubmissionFields = {
  title: 'Prairie Provinces Dental Hygiene Seminar',
  description: 'A one-day seminar for dental hygienists.',
  eventType: 'seminar',
  date: 'March 20, 2027',
  location: 'Riverbend Conference Centre',
  city: 'Winnipeg',
  expectedAttendees: '150-200',
  additionalInfo: '<script>alert(1)</script> stays text',
  organizationName: 'Prairie Hygiene Education Network',
  contactEmail: 'hello@prairiehygiene.example.com',
  contactPhone: '+1 555 010 7432',
  image: null,
  registrationUrl: 'https://prairiehygiene.example.com/register',
};
const submittedAt = '2026-11-01T09:00:00.000Z';
const reviewedAt = '2026-11-02T15:30:00.000Z';
const received = { type: 'SubmissionReceived', data: { submissionId, ...fields }, occurredAt: submittedAt };

const pending: EventSubmission = {
  id: submissionId,
  ...fields,
  status: 'pending',
  submittedAt,
  reviewedAt: null,
  reviewedBy: null,
  reviewedByAccount: null,
  reviewNotes: null,
  eventCreated: false,
  createdEventId: null,
  // Submitted before the form asked where: absent in the log, null in the read model.
  country: null,
  region: null,
  timezone: null,
  format: null,
  audiences: [],
  topics: [],
  ceProvider: null,
  estimatedCeCredits: null,
};

async function harnessWith(...domainEvents: Parameters<ProjectionHarness['given']>) {
  const harness = new ProjectionHarness(new SubmissionsProjection());
  await harness.given(...domainEvents);
  return harness;
}

async function expectRedeliveryChangesNothing(harness: ProjectionHarness) {
  const before = await harness.all(SUBMISSIONS_COLLECTION);
  await harness.redeliver();
  expect(await harness.all(SUBMISSIONS_COLLECTION)).toEqual(before);
}

describe('submissions projection', () => {
  it('SubmissionReceived: a pending submission stamped with its submission time, text stored as given', async () => {
    const harness = await harnessWith(received);
    expect(await harness.document(SUBMISSIONS_COLLECTION, submissionId)).toEqual(pending);
    await expectRedeliveryChangesNothing(harness);
  });

  it('SubmissionApproved: status, review time from the domain event, reviewer and notes', async () => {
    const harness = await harnessWith(received, {
      type: 'SubmissionApproved',
      data: { submissionId, reviewedBy: 'Admin', reviewNotes: 'Waiting for the speaker list.' },
      occurredAt: reviewedAt,
    });
    expect(await harness.document(SUBMISSIONS_COLLECTION, submissionId)).toEqual({
      ...pending,
      status: 'approved',
      reviewedAt,
      reviewedBy: 'Admin',
      reviewedByAccount: { id: null, email: 'admin@example.com' },
      reviewNotes: 'Waiting for the speaker list.',
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SubmissionRejected: status, review time, reviewer, null notes', async () => {
    const harness = await harnessWith(received, {
      type: 'SubmissionRejected',
      data: { submissionId, reviewedBy: 'Admin', reviewNotes: null },
      occurredAt: reviewedAt,
    });
    expect(await harness.document(SUBMISSIONS_COLLECTION, submissionId)).toEqual({
      ...pending,
      status: 'rejected',
      reviewedAt,
      reviewedBy: 'Admin',
      reviewedByAccount: { id: null, email: 'admin@example.com' },
      reviewNotes: null,
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SubmissionTurnedIntoEvent: eventCreated and the created event id, review fields kept', async () => {
    const harness = await harnessWith(
      received,
      {
        type: 'SubmissionApproved',
        data: { submissionId, reviewedBy: 'Admin', reviewNotes: null },
        occurredAt: reviewedAt,
      },
      {
        type: 'SubmissionTurnedIntoEvent',
        data: { submissionId, eventId: 'e-9' },
        occurredAt: '2026-11-03T08:00:00.000Z',
      },
    );
    expect(await harness.document(SUBMISSIONS_COLLECTION, submissionId)).toEqual({
      ...pending,
      status: 'approved',
      reviewedAt,
      reviewedBy: 'Admin',
      reviewedByAccount: { id: null, email: 'admin@example.com' },
      eventCreated: true,
      createdEventId: 'e-9',
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('redelivering an older domain event after a newer one changes nothing', async () => {
    const projection = new SubmissionsProjection();
    const harness = new ProjectionHarness(projection);
    await harness.given(received, {
      type: 'SubmissionRejected',
      data: { submissionId, reviewedBy: 'Admin', reviewNotes: null },
      occurredAt: reviewedAt,
    });
    const before = await harness.all(SUBMISSIONS_COLLECTION);
    await projection.apply(
      {
        position: 1,
        type: 'SubmissionReceived',
        data: received.data,
        metadata: { actor: 'public', occurredAt: submittedAt },
      },
      harness.store,
    );
    expect(await harness.all(SUBMISSIONS_COLLECTION)).toEqual(before);
  });

  it('ignores review and live-event domain events for a submission it never received', async () => {
    const harness = await harnessWith(
      { type: 'SubmissionApproved', data: { submissionId: 'ghost', reviewedBy: 'Admin', reviewNotes: null } },
      { type: 'SubmissionTurnedIntoEvent', data: { submissionId: 'ghost', eventId: 'e-1' } },
    );
    expect(await harness.all(SUBMISSIONS_COLLECTION)).toEqual([]);
  });
});
