import { EventFormSchema, type EventListing } from '@dental/contracts';
import {
  ceFormValues,
  ceRequestFields,
  changedCeFields,
  nextFeeCurrency,
  placeHint,
  settlePlaceChoice,
  storedCeFields,
  type CeFormValues,
} from './ce-form-model';
import { newBoardApproval } from '../../event-editing/components/board-approval-rows';

const event = (overrides: Partial<EventListing> = {}): EventListing => ({
  id: 'e1',
  title: 'Lone Star Implant Symposium',
  description: 'Two days of implant dentistry.',
  date: 'March 11-13, 2027',
  location: 'Convention Center',
  city: 'Dallas, TX',
  image: '',
  agenda: null,
  registrationUrl: null,
  isHidden: false,
  isFeatured: false,
  hideSocialMedia: false,
  hideAbstracts: false,
  format: 'in_person',
  audiences: ['dentist', 'hygienist'],
  topics: ['690'],
  ceProvider: {
    name: 'Texas Dental Institute',
    agdPaceProviderId: '218562',
    approvalStatement: 'Approved PACE Program Provider.',
  },
  fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }],
  timezone: 'America/Chicago',
  startDate: '2027-03-11',
  endDate: '2027-03-13',
  country: 'US',
  region: 'TX',
  commercialSupport: null,
  estimatedCeCredits: null,
  ceCredits: null,
  trashedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'scheduled',
  statusNote: null,
  previousStartDate: null,
  ...overrides,
});

/** What the form sends, checked by the same schema the server uses. */
function parsed(values: CeFormValues, dateText: string) {
  const result = EventFormSchema.safeParse({
    title: 't',
    date: dateText,
    location: 'l',
    city: 'c',
    description: 'd',
    ...ceRequestFields(values, dateText),
  });
  if (!result.success)
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return result.data;
}

describe('continuing-education part of the event form', () => {
  it('changes nothing when an event is saved untouched, whatever it stores', () => {
    const stored = event({ fees: [{ label: 'Hygienist', amount: 1250.5, currency: 'CAD' }] });
    expect(ceFormValues(stored).fees).toEqual([{ label: 'Hygienist', amount: '1250.50', currency: 'CAD' }]);
    const values = ceFormValues(stored);
    expect(changedCeFields(storedCeFields(stored), parsed(values, stored.date))).toEqual({});
  });

  it('never sends days the server reads from a readable date text', () => {
    const values = { ...ceFormValues(event()), startDate: '2027-01-01', endDate: '2027-01-02' };
    const request = ceRequestFields(values, 'March 11-13, 2027');
    expect(request).not.toHaveProperty('startDate');
    expect(request).not.toHaveProperty('endDate');
    // The inputs start empty for such an event: the read days are shown, not held.
    expect(ceFormValues(event())).toMatchObject({ startDate: '', endDate: '' });
  });

  it('sends typed days for a date text that cannot be read, and only when they change', () => {
    const stored = event({ date: 'Spring 2027', startDate: '2027-04-01', endDate: '2027-04-03' });
    const values = ceFormValues(stored);
    expect(values).toMatchObject({ startDate: '2027-04-01', endDate: '2027-04-03' });
    expect(changedCeFields(storedCeFields(stored), parsed(values, stored.date))).toEqual({});
    expect(changedCeFields(storedCeFields(stored), parsed({ ...values, endDate: '2027-04-04' }, stored.date))).toEqual({
      endDate: '2027-04-04',
    });
  });

  it('turns an untouched provider into null and a provider without a name into a named problem', () => {
    const empty = ceFormValues(null);
    expect(ceRequestFields(empty, '2027-05-01').ceProvider).toBeNull();
    const nameless = { ...empty, ceProvider: { ...empty.ceProvider, adaCerpProviderId: '12345' } };
    const result = EventFormSchema.safeParse({
      title: 't',
      date: '2027-05-01',
      location: 'l',
      city: 'c',
      description: 'd',
      ...ceRequestFields(nameless, '2027-05-01'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ceProvider.name', 'ceProvider.name is required'],
    ]);
  });

  it("keeps the provider's board approvals on an untouched save, and sends added and removed rows", () => {
    const approvals = [
      { country: 'US' as const, region: 'CA', number: 'RP 1234', mandates: ['infection_control' as const] },
      { country: 'US' as const, region: 'TX', number: 'TX-77', mandates: [] },
    ];
    const stored = event({ ceProvider: { name: 'Texas Dental Institute', boardApprovals: approvals } });
    const values = ceFormValues(stored);
    expect(values.ceProvider.boardApprovals).toEqual(approvals);
    expect(changedCeFields(storedCeFields(stored), parsed(values, stored.date))).toEqual({});

    const removed = { ...values, ceProvider: { ...values.ceProvider, boardApprovals: [approvals[1]] } };
    expect(changedCeFields(storedCeFields(stored), parsed(removed, stored.date))).toEqual({
      ceProvider: { name: 'Texas Dental Institute', boardApprovals: [approvals[1]] },
    });
    const added = {
      ...values,
      ceProvider: {
        ...values.ceProvider,
        boardApprovals: [...approvals, { ...newBoardApproval('CA'), region: 'on', number: '5', mandates: [] }],
      },
    };
    expect(
      (changedCeFields(storedCeFields(stored), parsed(added, stored.date)).ceProvider as { boardApprovals: unknown })
        .boardApprovals,
    ).toEqual([...approvals, { country: 'CA', region: 'ON', number: '5', mandates: [] }]);
  });

  it('names a board approval without a state or province under its row', () => {
    const values = ceFormValues(null);
    values.ceProvider = { ...values.ceProvider, name: 'Provider', boardApprovals: [newBoardApproval('')] };
    values.ceProvider.boardApprovals[0].number = 'RP 1';
    const result = EventFormSchema.safeParse({
      title: 't',
      date: '2027-05-01',
      location: 'l',
      city: 'c',
      description: 'd',
      ...ceRequestFields(values, '2027-05-01'),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ceProvider.boardApprovals.0.region', 'ceProvider.boardApprovals: region "" is not a US state code'],
    ]);
  });

  it('reports an empty fee amount under that fee instead of sending 0', () => {
    const values = { ...ceFormValues(null), fees: [{ label: 'Dentist', amount: '', currency: 'USD' as const }] };
    const result = EventFormSchema.safeParse({
      title: 't',
      date: '2027-05-01',
      location: 'l',
      city: 'c',
      description: 'd',
      ...ceRequestFields(values, '2027-05-01'),
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fees.0.amount']);
  });

  it('states for a new event only what was filled in', () => {
    const values: CeFormValues = {
      ...ceFormValues(null),
      format: 'hybrid',
      audiences: ['dentist'],
      fees: [{ label: ' Dentist ', amount: '895', currency: 'USD' }],
      estimatedCeCredits: '7.5',
    };
    expect(changedCeFields(storedCeFields(null), parsed(values, 'June 5, 2027'))).toEqual({
      format: 'hybrid',
      audiences: ['dentist'],
      fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }],
      estimatedCeCredits: 7.5,
    });
  });

  it('sends a cleared field as null, and ticking the same audiences in another order is no change', () => {
    const stored = event({ commercialSupport: 'Educational grant from Acme Dental' });
    const values = {
      ...ceFormValues(stored),
      commercialSupport: '  ',
      audiences: ['hygienist' as const, 'dentist' as const],
    };
    expect(changedCeFields(storedCeFields(stored), parsed(values, stored.date))).toEqual({ commercialSupport: null });
  });

  it('words the place a city names, and keeps country and region consistent', () => {
    expect(placeHint('Dallas, TX')).toEqual({ country: 'US', region: 'TX', words: 'Texas, United States' });
    expect(placeHint('Dallas')).toBeNull();
    expect(settlePlaceChoice({ country: '', region: 'ON' }, 'region')).toEqual({ country: 'CA', region: 'ON' });
    expect(settlePlaceChoice({ country: 'US', region: 'ON' }, 'country')).toEqual({ country: 'US', region: '' });
    expect(settlePlaceChoice({ country: 'CA', region: 'ON' }, 'country')).toEqual({ country: 'CA', region: 'ON' });
    expect(settlePlaceChoice({ country: '', region: 'ON' }, 'country')).toEqual({ country: '', region: '' });
  });

  it("starts a new fee in the last fee's currency, else the country's", () => {
    expect(nextFeeCurrency([], 'CA')).toBe('CAD');
    expect(nextFeeCurrency([], '')).toBe('USD');
    expect(nextFeeCurrency([{ label: 'a', amount: '1', currency: 'CAD' }], 'US')).toBe('CAD');
  });
});
