import { escapeHtml, templates } from './mail-templates';

const sender = {
  siteName: 'Dental <Education> Events',
  contactEmail: 'hello@example.com',
  contactPhone: '(555) 010-4400',
};

describe('mail templates', () => {
  it('sign every message with the site settings, in the text and the HTML', () => {
    const message = templates.organiserReceived(sender, {
      title: 'Implant Day',
      organizationName: 'Club',
      date: 'May 1, 2027',
      city: 'Austin',
      contactEmail: 'o@example.com',
    });
    expect(message.text).toContain('Dental <Education> Events');
    expect(message.text).toContain('hello@example.com · (555) 010-4400');
    expect(message.html).toContain('Dental &lt;Education&gt; Events');
    expect(message.html).not.toContain('<Education>');
  });

  it('escape what people typed, also inside links', () => {
    const message = templates.followerDigest(
      sender,
      'A "quoted" <b>title</b>',
      ['Location: <i>Hall</i>'],
      'https://events.example.com/events/e1?a=1&b="x"',
      'https://events.example.com/follow/unsubscribe/t',
    );
    expect(message.html).toContain('A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;');
    expect(message.html).toContain('Location: &lt;i&gt;Hall&lt;/i&gt;');
    expect(message.html).toContain('href="https://events.example.com/events/e1?a=1&amp;b=&quot;x&quot;"');
    expect(message.html).not.toContain('<b>title</b>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('put an unsubscribe link in every message to a follower, and in no other', () => {
    const unsubscribe = 'https://events.example.com/follow/unsubscribe/token';
    const toFollowers = [
      templates.followConfirmation(sender, 'Implant Day', 'https://events.example.com/follow/confirm/c', unsubscribe),
      templates.followerDigest(sender, 'Implant Day', ['Date: June 2, 2027'], 'https://e.example.com/1', unsubscribe),
      templates.followerUrgentNotice(sender, 'Implant Day', 'cancelled', null, 'https://e.example.com/1', unsubscribe),
    ];
    for (const message of toFollowers) {
      expect(message.text).toContain(unsubscribe);
      expect(message.html).toContain(`href="${unsubscribe}"`);
    }
    expect(
      templates.organiserPublished(sender, 'Implant Day', 'https://events.example.com/events/e1').text,
    ).not.toContain('nsubscribe');
  });

  it('name every change of a digest with its new value, in order', () => {
    const digest = templates.followerDigest(
      sender,
      'Implant Day',
      ['Location: Harbor Ballroom, 9 Dock St', 'Afternoon Lab: now 2:00 PM'],
      'https://e/1',
      'https://u/1',
    );
    expect(digest.subject).toBe('2 changes to Implant Day');
    expect(digest.text).toContain('• Location: Harbor Ballroom, 9 Dock St\n• Afternoon Lab: now 2:00 PM');
    expect(
      templates.followerDigest(sender, 'Implant Day', ['Date: June 2, 2027'], 'https://e/1', 'https://u/1').subject,
    ).toBe('A change to Implant Day');
  });

  it('say cancelled or postponed in a notice sent at once, with the note when there is one', () => {
    const cancelled = templates.followerUrgentNotice(
      sender,
      'Implant Day',
      'cancelled',
      ' Hurricane ',
      'https://e/1',
      'https://u/1',
    );
    expect(cancelled.subject).toBe('Cancelled: Implant Day');
    expect(cancelled.text).toContain('"Implant Day" has been cancelled.');
    expect(cancelled.text).toContain('Note from the organisers: Hurricane');
    const postponed = templates.followerUrgentNotice(
      sender,
      'Implant Day',
      'postponed',
      null,
      'https://e/1',
      'https://u/1',
    );
    expect(postponed.text).toContain('has been postponed');
    expect(postponed.text).not.toContain('Note from');
  });

  it('include review notes only when there are some', () => {
    const facts = {
      title: 'Implant Day',
      organizationName: 'Club',
      date: 'May 1, 2027',
      city: 'Austin',
      contactEmail: 'o@example.com',
    };
    expect(templates.organiserRejected(sender, facts, 'Not dental.').text).toContain(
      'Notes from our team:\nNot dental.',
    );
    expect(templates.organiserApproved(sender, facts, null, 'https://example.org/organiser/t').text).not.toContain(
      'Notes',
    );
  });
});
