import { AGD_SUBJECTS, EventSubmissionFormSchema } from '@dental/contracts';
import {
  EMPTY_SUBMISSION_FORM,
  fieldOfIssue,
  matchingSubjects,
  placeForChoice,
  placeForCity,
  toSubmissionRequest,
  type SubmissionFormValues,
} from './submission-form-values';
import { newBoardApproval } from '../event-editing/components/board-approval-rows';

const FILLED_SPEC_FIELDS: SubmissionFormValues = {
  ...EMPTY_SUBMISSION_FORM,
  title: 'Rocky Mountain Endodontic Update',
  date: 'September 17-18, 2027',
  expectedAttendees: '150-200',
  location: 'Mile High Conference Center, Denver, CO',
  city: 'Denver',
  description: 'Two days of endodontic lectures and hands-on microscope sessions.',
  organizationName: 'Rocky Mountain Endodontic Society',
  contactEmail: 'events@example.org',
  contactPhone: '(555) 010-7788',
};

const CE_FIELDS = ['format', 'audiences', 'topics', 'ceProvider', 'estimatedCeCredits'];

/** The messages the contracts schema gives for a request, by path, as the form shows them. */
function schemaIssues(values: SubmissionFormValues): Record<string, string> {
  const result = EventSubmissionFormSchema.safeParse(toSubmissionRequest(values));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('toSubmissionRequest', () => {
  it('sends no continuing-education field when the section is left empty', () => {
    const request = toSubmissionRequest(FILLED_SPEC_FIELDS);
    for (const field of CE_FIELDS) expect(request).not.toHaveProperty(field);
    expect(schemaIssues(FILLED_SPEC_FIELDS)).toEqual({});
  });

  it('treats blank provider text as empty', () => {
    const request = toSubmissionRequest({
      ...FILLED_SPEC_FIELDS,
      ceProvider: { name: '   ', approvalStatement: '\n', boardApprovals: [] },
      estimatedCeCredits: ' ',
    });
    expect(request).not.toHaveProperty('ceProvider');
    expect(request).not.toHaveProperty('estimatedCeCredits');
  });

  it('sends what was filled in under the event field names, accepted by the schema', () => {
    const values: SubmissionFormValues = {
      ...FILLED_SPEC_FIELDS,
      format: 'hybrid',
      audiences: ['dentist', 'hygienist'],
      topics: ['070', '010'],
      ceProvider: {
        name: ' Rocky Mountain Endodontic Society ',
        approvalStatement: 'Nationally Approved PACE Program Provider for FAGD/MAGD credit.',
        boardApprovals: [],
      },
      estimatedCeCredits: '12.5',
    };
    expect(toSubmissionRequest(values)).toMatchObject({
      format: 'hybrid',
      audiences: ['dentist', 'hygienist'],
      topics: ['070', '010'],
      ceProvider: {
        name: 'Rocky Mountain Endodontic Society',
        approvalStatement: 'Nationally Approved PACE Program Provider for FAGD/MAGD credit.',
      },
      estimatedCeCredits: 12.5,
    });
    expect(schemaIssues(values)).toEqual({});
  });

  it('sends a provider with only a name, without an empty approval statement', () => {
    const request = toSubmissionRequest({
      ...FILLED_SPEC_FIELDS,
      ceProvider: { name: 'Lone Star Dental Education Institute', approvalStatement: '', boardApprovals: [] },
    });
    expect(request.ceProvider).toEqual({ name: 'Lone Star Dental Education Institute' });
  });

  it("an approval statement without a provider name gets the schema's message on the name", () => {
    const values = {
      ...FILLED_SPEC_FIELDS,
      ceProvider: { name: '', approvalStatement: 'ADA CERP Recognized Provider.', boardApprovals: [] },
    };
    expect(schemaIssues(values)).toEqual({ 'ceProvider.name': 'ceProvider.name is required' });
  });

  it("credits off the quarter-hour steps or not a number get the schema's messages", () => {
    expect(schemaIssues({ ...FILLED_SPEC_FIELDS, estimatedCeCredits: '6.3' })).toEqual({
      estimatedCeCredits: 'estimatedCeCredits must be in steps of 0.25 hours',
    });
    expect(schemaIssues({ ...FILLED_SPEC_FIELDS, estimatedCeCredits: '-1' })).toEqual({
      estimatedCeCredits: 'estimatedCeCredits must be a number of hours from 0 to 200',
    });
    expect(schemaIssues({ ...FILLED_SPEC_FIELDS, estimatedCeCredits: 'abc' })).toEqual({
      estimatedCeCredits: 'estimatedCeCredits must be a number of hours from 0 to 200',
    });
    expect(schemaIssues({ ...FILLED_SPEC_FIELDS, estimatedCeCredits: '0' })).toEqual({});
  });
  it("sends the provider's board approvals as their rows hold them, and the schema accepts them", () => {
    const values: SubmissionFormValues = {
      ...FILLED_SPEC_FIELDS,
      ceProvider: {
        name: 'Rocky Mountain Endodontic Society',
        approvalStatement: '',
        boardApprovals: [
          { ...newBoardApproval(''), region: 'CO', number: 'CO-221', mandates: ['infection_control'] },
          { ...newBoardApproval('CA'), region: 'ON', number: '5' },
        ],
      },
    };
    expect(toSubmissionRequest(values).ceProvider).toEqual({
      name: 'Rocky Mountain Endodontic Society',
      boardApprovals: [
        { country: 'US', region: 'CO', number: 'CO-221', mandates: ['infection_control'] },
        { country: 'CA', region: 'ON', number: '5', mandates: [] },
      ],
    });
    expect(schemaIssues(values)).toEqual({});
  });

  it("a board approval alone sends the provider, so the schema asks for its name; a row's problem is under its input", () => {
    const values: SubmissionFormValues = {
      ...FILLED_SPEC_FIELDS,
      ceProvider: { name: '', approvalStatement: '', boardApprovals: [newBoardApproval('CA')] },
    };
    expect(schemaIssues(values)).toEqual({
      'ceProvider.name': 'ceProvider.name is required',
      'ceProvider.boardApprovals.0.number': "ceProvider.boardApprovals: number is the board's number for the provider",
      'ceProvider.boardApprovals.0.region': 'ceProvider.boardApprovals: region "" is not a Canadian province code',
    });
  });
});

describe('fieldOfIssue', () => {
  it('places server issues under the control that can fix them', () => {
    expect(fieldOfIssue('city')).toBe('city');
    expect(fieldOfIssue('topics.2')).toBe('topics');
    expect(fieldOfIssue('audiences.0')).toBe('audiences');
    expect(fieldOfIssue('ceProvider.name')).toBe('ceProvider.name');
    expect(fieldOfIssue('ceProvider.approvalStatement')).toBe('ceProvider.approvalStatement');
    expect(fieldOfIssue('ceProvider')).toBe('ceProvider.name');
    expect(fieldOfIssue('estimatedCeCredits')).toBe('estimatedCeCredits');
    expect(fieldOfIssue('ceProvider.boardApprovals.1.region')).toBe('ceProvider.boardApprovals.1.region');
    expect(fieldOfIssue('ceProvider.boardApprovals.0.mandates.2')).toBe('ceProvider.boardApprovals.0.mandates');
    expect(fieldOfIssue('ceProvider.boardApprovals')).toBe('ceProvider.boardApprovals');
    expect(fieldOfIssue('fees')).toBeNull();
    expect(fieldOfIssue('')).toBeNull();
  });
});

describe('matchingSubjects', () => {
  it('offers every AGD subject until something is typed', () => {
    expect(matchingSubjects('')).toHaveLength(AGD_SUBJECTS.length);
    expect(matchingSubjects('  ')).toHaveLength(AGD_SUBJECTS.length);
  });

  it('matches the start of a code or any part of a name, ignoring case', () => {
    expect(matchingSubjects('69').map((subject) => subject.code)).toEqual(['690']);
    expect(matchingSubjects(' IMPLANT ').map((subject) => subject.code)).toEqual(['690']);
    expect(matchingSubjects('dontics').map((subject) => subject.code)).toEqual(['070', '370', '490', '610', '670']);
    expect(matchingSubjects('90').map((subject) => subject.code)).toEqual([]);
  });
});

describe('the place: country, state or province, time zone', () => {
  const nothing = { country: '' as const, region: '', timezone: '' };
  const free = { region: false, timezone: false };

  it("is filled from a 'City, ST' city", () => {
    expect(placeForCity('Houston, TX', nothing, free)).toEqual({
      country: 'US',
      region: 'TX',
      timezone: 'America/Chicago',
    });
    expect(placeForCity('Halifax, Nova Scotia', nothing, free)).toEqual({
      country: 'CA',
      region: 'NS',
      timezone: 'America/Halifax',
    });
  });

  it('is left as it is by a city that names no state', () => {
    const chosen = { country: 'US' as const, region: 'TX', timezone: 'America/Chicago' };
    expect(placeForCity('Halifax', nothing, free)).toEqual(nothing);
    expect(placeForCity('Houston', chosen, free)).toEqual(chosen);
  });

  it('keeps what the organiser chose when the city changes', () => {
    const chosen = { country: 'US' as const, region: 'TX', timezone: 'America/Denver' };
    expect(placeForCity('Dallas, TX', chosen, { region: true, timezone: true })).toEqual(chosen);
    expect(placeForCity('Toronto, ON', chosen, { region: false, timezone: true })).toEqual({
      country: 'CA',
      region: 'ON',
      timezone: 'America/Denver',
    });
  });

  it('follows a chosen state with its country and zone, and a chosen country clears a state it does not hold', () => {
    const texas = { country: 'US' as const, region: 'TX', timezone: 'America/Chicago' };
    expect(placeForChoice({ country: '', region: 'BC' }, 'region', 'Vancouver', nothing, free)).toEqual({
      country: 'CA',
      region: 'BC',
      timezone: 'America/Vancouver',
    });
    expect(placeForChoice({ country: 'CA', region: 'TX' }, 'country', 'Houston', texas, free)).toEqual({
      country: 'CA',
      region: '',
      timezone: '',
    });
    expect(placeForChoice({ country: 'US', region: 'TX' }, 'region', 'El Paso', nothing, free)).toEqual({
      country: 'US',
      region: 'TX',
      timezone: 'America/Denver',
    });
  });

  it('is sent only as chosen, and the schema refuses a state outside the chosen country', () => {
    expect(toSubmissionRequest(FILLED_SPEC_FIELDS)).not.toHaveProperty('region');
    const houston = { ...FILLED_SPEC_FIELDS, country: 'US' as const, region: 'TX', timezone: 'America/Chicago' };
    expect(toSubmissionRequest(houston)).toMatchObject({ country: 'US', region: 'TX', timezone: 'America/Chicago' });
    expect(schemaIssues({ ...houston, country: 'CA' })).toEqual({ region: 'region "TX" is not in Canada' });
  });
});
