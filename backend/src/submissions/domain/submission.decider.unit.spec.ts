import type { SubmissionFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { liveEventIdFor } from './live-event-id';
import { SubmissionDomainEvent, submissionDecider } from './submission.decider';

const submissionId = 's-1';
const fields: SubmissionFields = {
  title: 'Lowcountry Implant Restoration Workshop',
  description: 'Two days of hands-on implant restoration.',
  eventType: 'workshop',
  date: 'September 10-11, 2027',
  location: 'Harborside Dental Education Center',
  city: 'Charleston',
  expectedAttendees: '40-60',
  additionalInfo: null,
  organizationName: 'Lowcountry Implant Study Club',
  contactEmail: 'programs@lowcountry.example.org',
  contactPhone: '(555) 014-8821',
  image: null,
  registrationUrl: 'https://lowcountry.example.org/register',
};
const received: SubmissionDomainEvent = { type: 'SubmissionReceived', data: { submissionId, ...fields } };
const approved: SubmissionDomainEvent = {
  type: 'SubmissionApproved',
  data: { submissionId, reviewedBy: 'Admin', reviewNotes: null },
};
const rejected: SubmissionDomainEvent = {
  type: 'SubmissionRejected',
  data: { submissionId, reviewedBy: 'Admin', reviewNotes: 'Sales pitch' },
};
const turned = (eventId: string): SubmissionDomainEvent => ({
  type: 'SubmissionTurnedIntoEvent',
  data: { submissionId, eventId },
});

describe('submission decider', () => {
  describe('receive', () => {
    it('records a new submission as pending', () => {
      given(submissionDecider, []).when({ type: 'ReceiveSubmission', submissionId, fields }).then([received]);
      expect(given(submissionDecider, [received]).state).toEqual({
        status: 'pending',
        submissionId,
        fields,
        eventId: null,
      });
    });
    it('refuses an id that already exists', () =>
      given(submissionDecider, [received])
        .when({ type: 'ReceiveSubmission', submissionId, fields })
        .thenFails('conflict'));
  });

  describe('review: approve and reject only while pending', () => {
    it('approves a pending submission, stamping the reviewer as the literal Admin', () =>
      given(submissionDecider, [received])
        .when({ type: 'ReviewSubmission', submissionId, decision: 'approved', reviewNotes: 'Looks good' })
        .then([
          { type: 'SubmissionApproved', data: { submissionId, reviewedBy: 'Admin', reviewNotes: 'Looks good' } },
        ]));
    it('rejects a pending submission', () =>
      given(submissionDecider, [received])
        .when({ type: 'ReviewSubmission', submissionId, decision: 'rejected', reviewNotes: 'Sales pitch' })
        .then([rejected]));
    it.each([[''], ['   \n\t'], [null], [undefined]])('records notes %j as null', (reviewNotes) =>
      given(submissionDecider, [received])
        .when({ type: 'ReviewSubmission', submissionId, decision: 'approved', reviewNotes })
        .then([approved]),
    );
    it('keeps non-blank notes exactly as typed', () =>
      given(submissionDecider, [received])
        .when({ type: 'ReviewSubmission', submissionId, decision: 'rejected', reviewNotes: '  <b>not html</b>  ' })
        .then([
          {
            type: 'SubmissionRejected',
            data: { submissionId, reviewedBy: 'Admin', reviewNotes: '  <b>not html</b>  ' },
          },
        ]));
    it.each([
      ['approved', 'approved', approved],
      ['approved', 'rejected', approved],
      ['rejected', 'approved', rejected],
      ['rejected', 'rejected', rejected],
    ] as const)('refuses to review a submission already %s (asked: %s)', (status, decision, reviewed) =>
      given(submissionDecider, [received, reviewed])
        .when({ type: 'ReviewSubmission', submissionId, decision, reviewNotes: null })
        .thenFails(
          'conflict',
          `This submission was already ${status}. Only pending submissions can be approved or rejected.`,
        ),
    );
    it('refuses to review an unknown submission', () =>
      given(submissionDecider, [])
        .when({ type: 'ReviewSubmission', submissionId, decision: 'approved', reviewNotes: null })
        .thenFails('not-found', 'Submission not found'));
  });

  describe('live event: only from an approved submission, exactly once', () => {
    const eventId = liveEventIdFor(submissionId);
    it('records the live event of an approved submission', () =>
      given(submissionDecider, [received, approved])
        .when({ type: 'RecordLiveEvent', submissionId, eventId })
        .then([turned(eventId)]));
    it('remembers the event id', () =>
      expect(given(submissionDecider, [received, approved, turned(eventId)]).state).toMatchObject({
        status: 'approved',
        eventId,
      }));
    it.each([
      ['pending', [received]],
      ['rejected', [received, rejected]],
    ] as const)('refuses a %s submission', (_status, history) =>
      given(submissionDecider, [...history])
        .when({ type: 'RecordLiveEvent', submissionId, eventId })
        .thenFails('conflict', 'Only approved submissions can become live events.'),
    );
    it('refuses a second live event', () =>
      given(submissionDecider, [received, approved, turned(eventId)])
        .when({ type: 'RecordLiveEvent', submissionId, eventId })
        .thenFails('conflict', 'A live event was already created from this submission.'));
    it('refuses an unknown submission', () =>
      given(submissionDecider, [])
        .when({ type: 'RecordLiveEvent', submissionId, eventId })
        .thenFails('not-found', 'Submission not found'));
  });

  describe('live event id', () => {
    it('is the same for the same submission and differs between submissions', () => {
      expect(liveEventIdFor('s-1')).toBe(liveEventIdFor('s-1'));
      expect(liveEventIdFor('s-1')).not.toBe(liveEventIdFor('s-2'));
    });
    it('is a version 5 UUID', () =>
      expect(liveEventIdFor('s-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));
  });
});
