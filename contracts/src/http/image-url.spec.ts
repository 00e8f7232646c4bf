import { EventEditPatchSchema, EventFormSchema } from './event-requests';
import { INSECURE_IMAGE_URL_MESSAGE } from './image-url';
import { SpeakerEditPatchSchema } from './speaker-requests';
import { SponsorEditPatchSchema, isValidSponsorLogo } from './sponsor-requests';

const UPLOADED = `/media/${'0123456789abcdef'.repeat(4)}.jpg`;

function messagesOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

/** Every image field of the admin forms: uploaded paths and https pass, http:// is refused with one message saying why. */
describe.each([
  ['event image', (image: string) => EventEditPatchSchema.safeParse({ image })],
  ['speaker photo', (image: string) => SpeakerEditPatchSchema.safeParse({ image })],
  ['sponsor logo', (logo: string) => SponsorEditPatchSchema.safeParse({ logo })],
  ['sponsor company image', (companyImage: string) => SponsorEditPatchSchema.safeParse({ companyImage })],
])('%s', (_field, parse) => {
  it('accepts an uploaded image and an https address', () => {
    expect(messagesOf(parse(UPLOADED))).toEqual([]);
    expect(messagesOf(parse('https://cdn.example.com/photo.jpg'))).toEqual([]);
  });

  it('refuses an http:// address with the reason and the way out', () => {
    expect(messagesOf(parse('http://cdn.example.com/photo.jpg'))).toEqual([INSECURE_IMAGE_URL_MESSAGE]);
  });

  it('refuses a made-up /media/ path', () => {
    const messages = messagesOf(parse('/media/../../etc/passwd.jpg'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).not.toBe(INSECURE_IMAGE_URL_MESSAGE);
  });
});

describe('image fields', () => {
  it('keep the bundled event images and a blank event image', () => {
    expect(
      EventFormSchema.safeParse({
        title: 't',
        date: '2026-12-14',
        location: 'l',
        city: 'c',
        description: 'd',
        image: 'aaid-conference',
      }).success,
    ).toBe(true);
    expect(messagesOf(EventEditPatchSchema.safeParse({ image: '' }))).toEqual([]);
  });

  it('take an uploaded sponsor logo', () => {
    expect(isValidSponsorLogo(UPLOADED)).toBe(true);
  });
});
