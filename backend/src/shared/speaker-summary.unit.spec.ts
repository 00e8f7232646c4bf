import type { Speaker } from '@dental/contracts';
import { speakerSummary } from './speaker-summary';
import { readModelTexts } from './string-pool';

const record: Speaker = {
  id: 's1',
  eventId: 'e1',
  name: 'Dr. Ana Ruiz',
  profession: 'Dentist',
  specialty: 'Periodontics',
  lectureTitle: 'Soft tissue grafting',
  email: 'ana@example.com',
  image: 'ana.jpg',
  socialLinks: { linkedin: 'https://www.linkedin.com/in/ana-ruiz', instagram: 'https://www.instagram.com/ana.ruiz' },
  socialVisible: true,
  hideAbstract: false,
  isFeatured: false,
  profileUrl: null,
  abstract: 'A long abstract.',
  objectives: ['One objective'],
  credentials: 'DDS, MS',
  disclosure: 'None',
  samePersonAs: null,
  trashedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('speakerSummary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves out the long texts and takes its repeated texts from the pool, social links too, but not its id and moments', () => {
    // Which copy a string is cannot be seen from JavaScript: what is asked of the pool can.
    const shared = jest.spyOn(readModelTexts, 'shared');
    // Links no other test gives: links seen before come back as the object made for them then.
    const own = { ...record, socialLinks: { linkedin: 'https://www.linkedin.com/in/ana-ruiz-pool-test' } };
    const { abstract, objectives, ...rest } = own;
    expect(speakerSummary(own)).toEqual(rest);
    expect(abstract && objectives).toBeTruthy();
    const asked = shared.mock.calls.map(([text]) => text);
    for (const text of [own.eventId, own.name, own.email, own.socialLinks.linkedin]) expect(asked).toContain(text);
    // Its own texts, and the moments nearly every record has its own of.
    for (const text of [own.id, own.createdAt, own.updatedAt]) expect(asked).not.toContain(text);
  });

  it("gives records with the same links one links object, never the record's own, leaving the record as it was", () => {
    const links = { ...record.socialLinks };
    const summary = speakerSummary(record);
    expect(summary.socialLinks).toEqual(links);
    expect(summary.socialLinks).not.toBe(record.socialLinks);
    expect(record.socialLinks).toEqual(links);
    // Another record of the same lecturer, parsed apart: the same links object.
    const again = JSON.parse(JSON.stringify({ ...record, id: 's2', eventId: 'e2' })) as Speaker;
    expect(speakerSummary(again).socialLinks).toBe(summary.socialLinks);
    // Other links, or the same addresses under other platforms, are another object.
    const other = { ...record, socialLinks: { linkedin: record.socialLinks.linkedin } };
    expect(speakerSummary(other).socialLinks).toEqual({ linkedin: record.socialLinks.linkedin });
    expect(speakerSummary(other).socialLinks).not.toBe(summary.socialLinks);
    const swapped = {
      ...record,
      socialLinks: { linkedin: record.socialLinks.instagram, instagram: record.socialLinks.linkedin },
    };
    expect(speakerSummary(swapped).socialLinks).toEqual(swapped.socialLinks);
  });
});
