import { given } from '../../event-sourcing/testing/given-when-then';
import {
  DUPLICATION_NOT_FOUND,
  EventDuplicationDomainEvent,
  eventDuplicationDecider,
  eventDuplicationStream,
  type DuplicationPlan,
} from './event-duplication.decider';

const plan: DuplicationPlan = {
  duplicationId: 'd-1',
  eventId: 'e-1',
  copyId: 'e-2',
  date: '2027-12-13',
  event: {
    fields: {
      title: 'Perio Summit',
      description: '',
      date: '2027-12-13',
      location: '',
      city: 'Boston',
      image: '',
      registrationUrl: null,
      agenda: null,
    },
    hideSocialMedia: false,
    hideAbstracts: true,
  },
  speakers: [],
  sponsors: [],
  tierNames: { gold: 'Gold Partners' },
};
const started: EventDuplicationDomainEvent = { type: 'EventDuplicationStarted', data: plan };
const finished: EventDuplicationDomainEvent = {
  type: 'EventDuplicationFinished',
  data: { duplicationId: 'd-1', eventId: 'e-1', copyId: 'e-2' },
};

describe('a duplication of an event', () => {
  it('lives on a stream per duplication', () => expect(eventDuplicationStream('d-1')).toBe('event-duplication-d-1'));

  it('starts with its plan', () =>
    given(eventDuplicationDecider, []).when({ type: 'StartEventDuplication', plan }).then([started]));

  it('records nothing when started again: a repeated step is recognised', () =>
    given(eventDuplicationDecider, [started]).when({ type: 'StartEventDuplication', plan }).thenNothingHappens());

  it('keeps its plan once started, for the steps left', () =>
    expect(given(eventDuplicationDecider, [started]).state).toEqual({ status: 'started', plan }));

  it('finishes once', () => {
    given(eventDuplicationDecider, [started])
      .when({ type: 'FinishEventDuplication', duplicationId: 'd-1' })
      .then([finished]);
    given(eventDuplicationDecider, [started, finished])
      .when({ type: 'FinishEventDuplication', duplicationId: 'd-1' })
      .thenNothingHappens();
  });

  it('cannot finish what never started', () =>
    given(eventDuplicationDecider, [])
      .when({ type: 'FinishEventDuplication', duplicationId: 'd-1' })
      .thenFails('not-found', DUPLICATION_NOT_FOUND));
});
