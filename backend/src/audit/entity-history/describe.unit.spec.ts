import { fieldLabel, fieldList, summarise } from './describe';

describe('audit wording of fields', () => {
  it('names the continuing-education fields as an admin says them', () => {
    expect(fieldLabel('ceProvider')).toBe('CE provider');
    expect(fieldLabel('estimatedCeCredits')).toBe('estimated CE credits');
    expect(fieldLabel('commercialSupport')).toBe('commercial support');
    expect(fieldLabel('timezone')).toBe('time zone');
    expect(fieldLabel('topics')).toBe('subjects');
    expect(fieldLabel('startDate')).toBe('start date');
    expect(fieldLabel('endDate')).toBe('end date');
    expect(fieldLabel('region')).toBe('state or province');
    // A renewal rule set's fields, as its edit rows name them.
    expect(fieldList(['cycleYears', 'perDayMaximum', 'verifiedOn', 'effectiveFrom'])).toBe(
      'cycle, daily maximum, verified date and effective date',
    );
    // The others are split into words, keeping an abbreviation in capitals.
    expect(fieldLabel('lectureTitle')).toBe('lecture title');
    expect(fieldLabel('contactURL')).toBe('contact URL');
    // Those whose own words read well need no entry.
    expect(fieldLabel('format')).toBe('format');
    expect(fieldLabel('audiences')).toBe('audiences');
    expect(fieldLabel('credentials')).toBe('credentials');
  });

  it('lists them in an edit summary', () => {
    expect(fieldList(['format', 'ceProvider', 'fees'])).toBe('format, CE provider and fees');
    expect(
      summarise('admin@example.com', {
        type: 'EventUpdated',
        label: 'Lone Star Implant Symposium',
        data: {},
        changedFields: ['topics', 'region'],
        relatedEventLabel: null,
      }),
    ).toBe('admin@example.com edited the subjects and state or province of “Lone Star Implant Symposium”');
    expect(
      summarise('admin@example.com', {
        type: 'SpeakerUpdated',
        label: 'Dr. Ana Ruiz',
        data: {},
        changedFields: ['disclosure'],
        relatedEventLabel: null,
      }),
    ).toBe('admin@example.com edited the disclosure of the speaker “Dr. Ana Ruiz”');
  });
});
