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
    const message = templates.followerUpdate(
      sender,
      'A "quoted" <b>title</b>',
      { registrationUrl: 'https://example.com/?a=1&b="x"' },
      'https://events.example.com/events/e1',
      'https://events.example.com/follow/unsubscribe/t',
    );
    expect(message.html).toContain('A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;');
    expect(message.html).toContain('href="https://example.com/?a=1&amp;b=&quot;x&quot;"');
    expect(message.html).not.toContain('<b>title</b>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('put an unsubscribe link in every message to a follower, and in no other', () => {
    const unsubscribe = 'https://events.example.com/follow/unsubscribe/token';
    const toFollowers = [
      templates.followConfirmation(sender, 'Implant Day', 'https://events.example.com/follow/confirm/c', unsubscribe),
      templates.followerUpdate(
        sender,
        'Implant Day',
        { date: 'June 2, 2027' },
        'https://events.example.com/events/e1',
        unsubscribe,
      ),
    ];
    for (const message of toFollowers) {
      expect(message.text).toContain(unsubscribe);
      expect(message.html).toContain(`href="${unsubscribe}"`);
    }
    expect(
      templates.organiserPublished(sender, 'Implant Day', 'https://events.example.com/events/e1').text,
    ).not.toContain('nsubscribe');
  });

  it('say what changed for followers: registration open, a new date, or both', () => {
    const both = templates.followerUpdate(
      sender,
      'Implant Day',
      { registrationUrl: 'https://r.example.com', date: 'June 2, 2027' },
      'https://e/1',
      'https://u/1',
    );
    expect(both.subject).toBe('Registration is open: Implant Day');
    expect(both.text).toContain('The date of "Implant Day" is now June 2, 2027.');
    expect(
      templates.followerUpdate(sender, 'Implant Day', { date: 'June 2, 2027' }, 'https://e/1', 'https://u/1').subject,
    ).toBe('New date for Implant Day');
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
