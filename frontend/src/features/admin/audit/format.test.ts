import type { AuditEntityName } from '@dental/contracts';
import {
  currentEntityName,
  endOfLocalDay,
  entityAdminPath,
  entityIdHint,
  entityNameText,
  fieldLabel,
  formatValue,
  referencedEntity,
  shownValue,
  startOfLocalDay,
} from './format';

describe('audit formatting', () => {
  it('names fields in words, with the flags said plainly', () => {
    expect(fieldLabel('lectureTitle')).toBe('Lecture title');
    expect(fieldLabel('registrationUrl')).toBe('Registration URL');
    expect(fieldLabel('isHidden')).toBe('Hidden from the public');
  });

  it('shows values as one short line', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false, 'isHidden')).toBe('No');
    expect(formatValue('Chicago')).toBe('“Chicago”');
    expect(formatValue('x'.repeat(200))).toHaveLength(92);
    expect(formatValue([{ date: 'a' }, { date: 'b' }])).toBe('2 items');
    expect(formatValue({ instagram: 'https://i', linkedin: 'https://l' })).toBe('instagram, linkedin');
    expect(formatValue({})).toBe('(none)');
    expect(formatValue('2026-11-06T23:39:51.159Z')).toMatch(/^Nov \d, 2026/);
  });

  it('names the continuing-education fields in words', () => {
    expect(fieldLabel('format')).toBe('Format');
    expect(fieldLabel('topics')).toBe('Subjects');
    expect(fieldLabel('ceProvider')).toBe('CE provider');
    expect(fieldLabel('estimatedCeCredits')).toBe('Estimated CE credits');
    expect(fieldLabel('commercialSupport')).toBe('Commercial support');
    expect(fieldLabel('timezone')).toBe('Time zone');
    expect(fieldLabel('startDate')).toBe('Start date');
    expect(fieldLabel('region')).toBe('State or province');
  });

  it("words a renewal rule set's fields: its role, days, rules by label and sources by title", () => {
    expect(fieldLabel('cycleYears')).toBe('Cycle (years)');
    expect(fieldLabel('verifiedOn')).toBe('Verified on');
    expect(formatValue('2026-11-27', 'verifiedOn')).toBe('Nov 27, 2026');
    expect(formatValue('hygienist', 'role')).toBe('Hygienists');
    expect(
      formatValue(
        [
          { id: 'ic', label: 'Infection control', kind: 'minimum', amount: 2, where: {} },
          { id: 'pm', label: 'Practice management', kind: 'excluded', where: {} },
        ],
        'rules',
      ),
    ).toBe('Infection control, Practice management');
    expect(formatValue([{ title: 'Texas code', url: 'https://example.org' }], 'sources')).toBe('Texas code');
    expect(formatValue([], 'rules')).toBe('0 items');
  });

  it('shows continuing-education values by their labels, not their codes', () => {
    expect(`${formatValue('in_person', 'format')} -> ${formatValue('hybrid', 'format')}`).toBe('In person -> Hybrid');
    expect(formatValue(['dentist', 'hygienist'], 'audiences')).toBe('Dentists, Hygienists');
    expect(formatValue(['690', '610'], 'topics')).toBe('690 Implants, 610 Fixed Prosthodontics');
    expect(formatValue({ name: 'Texas Dental Institute', agdPaceProviderId: '218562' }, 'ceProvider')).toBe(
      '“Texas Dental Institute”',
    );
    expect(
      formatValue(
        [
          { label: 'Dentist', amount: 895, currency: 'USD' },
          { label: 'Hygienist', amount: 1250.5, currency: 'CAD' },
        ],
        'fees',
      ),
    ).toBe('$895 Dentist, CA$1,250.50 Hygienist');
    expect(formatValue('CA', 'country')).toBe('Canada');
    expect(formatValue('TX', 'region')).toBe('Texas');
    expect(formatValue('2027-03-11', 'startDate')).toBe('Mar 11, 2027');
    expect(formatValue(7.5, 'estimatedCeCredits')).toBe('7.5');
    expect(formatValue([], 'audiences')).toBe('—');
    expect(formatValue('DDS, MS', 'credentials')).toBe('“DDS, MS”');
  });

  it("reads an event's format that was never set as its default, as the server does", () => {
    expect(formatValue(shownValue('event', 'format', null), 'format')).toBe('In person');
    // A submission may leave its format unstated.
    expect(shownValue('submission', 'format', null)).toBeNull();
    expect(shownValue('event', 'commercialSupport', null)).toBeNull();
  });

  it('shows an unknown continuing-education value as it is, and other fields as before', () => {
    expect(formatValue('by_mail', 'format')).toBe('by_mail');
    expect(formatValue(['a', 'b'], 'objectives')).toBe('2 items');
    expect(formatValue('CA', 'city')).toBe('“CA”');
  });

  it("turns date inputs into the local day's bounds", () => {
    expect(new Date(startOfLocalDay('2026-03-01')!).getDate()).toBe(1);
    expect(new Date(endOfLocalDay('2026-03-01')!).getHours()).toBe(23);
    expect(endOfLocalDay('nope')).toBeNull();
  });

  it('links each kind of entity to its admin screen', () => {
    expect(entityAdminPath('event', 'a b')).toBe('/admin/events/a%20b/edit');
    expect(entityAdminPath('speaker', 's')).toBe('/admin/speakers/edit/s');
    expect(entityAdminPath('settings', 'site')).toBe('/admin/settings');
  });

  describe('entities named by id', () => {
    const great: AuditEntityName = {
      kind: 'event',
      id: '75edf2e1-aaaa',
      name: 'Great Lakes Periodontal Symposium',
      status: 'trashed',
    };
    const gulf: AuditEntityName = {
      kind: 'event',
      id: '8c635cbb-bbbb',
      name: 'Gulf Coast Dental Forum',
      status: 'current',
    };
    const sponsor: AuditEntityName = { kind: 'sponsor', id: 'sp-1', name: 'Periogen Biologics', status: 'current' };
    const references = [sponsor, great, gulf];

    it("finds the event an 'eventId' (or any other event id field) names", () => {
      expect(referencedEntity(references, 'eventId', '8c635cbb-bbbb')).toBe(gulf);
      expect(referencedEntity(references, 'createdEventId', '75edf2e1-aaaa')).toBe(great);
    });

    it('finds nothing for other fields, another kind, unknown ids or values that are not ids', () => {
      expect(referencedEntity(references, 'title', '8c635cbb-bbbb')).toBeUndefined();
      // A sponsor's id in an event field is not that sponsor.
      expect(referencedEntity(references, 'eventId', 'sp-1')).toBeUndefined();
      expect(referencedEntity(references, 'eventId', 'unknown')).toBeUndefined();
      expect(referencedEntity(references, 'eventId', null)).toBeUndefined();
    });

    it('says when the entity is in the trash or gone, and gives its id on hover', () => {
      expect(entityNameText(gulf)).toBe('Gulf Coast Dental Forum');
      expect(entityNameText(great)).toBe('Great Lakes Periodontal Symposium (in the trash)');
      expect(entityNameText({ ...great, status: 'gone' })).toBe('Great Lakes Periodontal Symposium (deleted)');
      expect(entityIdHint(great)).toBe('Event id 75edf2e1-aaaa');
    });

    it("names a row's own entity as it is called now, else as it was then", () => {
      expect(currentEntityName({ entity: { kind: 'sponsor', id: 'sp-1', label: 'Periogen' }, references })).toBe(
        sponsor,
      );
      expect(currentEntityName({ entity: { kind: 'sponsor', id: 'sp-2', label: 'Apex' }, references })).toEqual({
        kind: 'sponsor',
        id: 'sp-2',
        name: 'Apex',
        status: 'current',
      });
    });
  });
});
