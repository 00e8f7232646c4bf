import { renderToString } from 'react-dom/server';
import { SiteOriginProvider } from '../../../lib/site-origin';
import { SubscribeToCalendar } from './SubscribeToCalendar';

describe('SubscribeToCalendar', () => {
  it('renders on the server, where there is no window, with the feed addresses of the site it is served from', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <SiteOriginProvider origin="https://events.example.com">
        <SubscribeToCalendar params={{ topic: ['690'], region: 'TX', page: '2' }} />
      </SiteOriginProvider>,
    );
    expect(html).toContain('href="webcal://events.example.com/calendar.ics?region=TX&amp;topic=690"');
    expect(html).toContain('value="https://events.example.com/calendar.ics?region=TX&amp;topic=690"');
    // The field has a label, the copy button says what it does, and its outcome is announced.
    const fieldId = /<input[^>]* id="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`for="${fieldId}"`);
    expect(html).toMatch(/<button type="button"[^>]*>.*Copy address<\/button>/);
    expect(html).toMatch(/<p role="status" aria-live="polite"/);
  });
});
