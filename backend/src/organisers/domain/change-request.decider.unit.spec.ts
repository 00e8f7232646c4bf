import { given } from '../../event-sourcing/testing/given-when-then';
import { ChangeRequestDomainEvent, changeRequestDecider, changeRequestStream } from './change-request.decider';

const changeRequestId = 'cr-1';
const eventId = 'e-1';
const submitted: ChangeRequestDomainEvent = {
  type: 'ChangeRequestSubmitted',
  data: { changeRequestId, eventId, organiserEmail: 'chair@example.org', changes: { title: 'Summit 2027' } },
};
const submit = (event: 'live' | 'trashed' | 'missing' = 'live') => ({
  type: 'SubmitChangeRequest' as const,
  changeRequestId,
  eventId,
  organiserEmail: 'chair@example.org',
  changes: { title: 'Summit 2027' },
  event,
});
const approve = { type: 'ApproveChangeRequest' as const, changeRequestId, reviewNotes: null };
const reject = { type: 'RejectChangeRequest' as const, changeRequestId, reviewNotes: 'Not yet announced' };

describe('a change request', () => {
  it('lives on a stream of its own', () => expect(changeRequestStream('cr-1')).toBe('change-request-cr-1'));

  it('is submitted for a live event', () => given(changeRequestDecider, []).when(submit()).then([submitted]));

  it('is refused for an event in the trash or unknown', () => {
    given(changeRequestDecider, []).when(submit('trashed')).thenFails('conflict');
    given(changeRequestDecider, []).when(submit('missing')).thenFails('not-found', 'Event not found');
  });

  it('is approved or rejected once, naming its event', () => {
    given(changeRequestDecider, [submitted])
      .when(approve)
      .then([{ type: 'ChangeRequestApproved', data: { changeRequestId, eventId, reviewNotes: null } }]);
    given(changeRequestDecider, [submitted])
      .when(reject)
      .then([{ type: 'ChangeRequestRejected', data: { changeRequestId, eventId, reviewNotes: 'Not yet announced' } }]);
  });

  it('cannot be reviewed again, nor before it exists', () => {
    const approved: ChangeRequestDomainEvent = {
      type: 'ChangeRequestApproved',
      data: { changeRequestId, eventId, reviewNotes: null },
    };
    given(changeRequestDecider, [submitted, approved])
      .when(reject)
      .thenFails(
        'conflict',
        'This change request was already approved. Only pending change requests can be approved or rejected.',
      );
    given(changeRequestDecider, []).when(approve).thenFails('not-found', 'Change request not found');
  });
});
