import { ORGANISER_LINK_DAYS } from '@dental/contracts';
import type { MailMessage } from './mail-sender.port';

/** What every message signs with: the site settings' name, contact e-mail and phone. */
export interface Sender {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
}

export type Composed = Omit<MailMessage, 'to'>;

/** Nothing a visitor or an admin typed is ever markup: every value is escaped before it goes into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** A paragraph of the message: text, or a link shown with its address. */
type Part = string | { link: string; label: string };

/**
 * One message as plain text and simple HTML from the same parts, so the two never say different
 * things; the signature and, for followers, the unsubscribe link are added here.
 */
function compose(sender: Sender, subject: string, parts: readonly Part[], unsubscribeUrl?: string): Composed {
  const signature = [
    `${sender.siteName}`,
    [sender.contactEmail, sender.contactPhone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  const footer: Part[] = unsubscribeUrl
    ? [{ link: unsubscribeUrl, label: 'Unsubscribe from updates about this event' }]
    : [];
  const text = [
    ...parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)),
    `— ${signature.join('\n')}`,
    ...footer.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)),
  ].join('\n\n');
  const paragraph = (part: Part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`;
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">',
    ...parts.map(paragraph),
    `<p style="color: #6b7280;">— ${signature.map(escapeHtml).join('<br>')}</p>`,
    ...footer.map((part) => paragraph(part).replace('<p>', '<p style="font-size: 12px;">')),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export interface SubmissionFacts {
  title: string;
  organizationName: string;
  date: string;
  city: string;
  contactEmail: string;
}

export const templates = {
  adminSubmissionReceived: (sender: Sender, submission: SubmissionFacts, reviewUrl: string) =>
    compose(sender, `New event submission: ${submission.title}`, [
      `${submission.organizationName} submitted "${submission.title}" (${submission.date}, ${submission.city}). It is waiting for review.`,
      `Organiser's e-mail: ${submission.contactEmail}`,
      { link: reviewUrl, label: 'Review submissions' },
    ]),

  organiserReceived: (sender: Sender, submission: SubmissionFacts) =>
    compose(sender, `We received your event: ${submission.title}`, [
      `Thank you for submitting "${submission.title}" to ${sender.siteName}.`,
      'Our team will review it and contact you within 2-3 business days.',
    ]),

  organiserApproved: (sender: Sender, submission: SubmissionFacts, notes: string | null, organiserUrl: string) =>
    compose(sender, `Your event was approved: ${submission.title}`, [
      `Good news: "${submission.title}" was approved.`,
      ...(notes ? [`Notes from our team:\n${notes}`] : []),
      'We will let you know when it is published on the site.',
      'Once it is, this private link lets you propose changes to it (its agenda, its speakers) for us to review:',
      { link: organiserUrl, label: 'Keep your listing up to date' },
      `The link is yours alone and works for ${ORGANISER_LINK_DAYS} days.`,
    ]),

  organiserLink: (sender: Sender, title: string, organiserUrl: string, expiresAt: string) =>
    compose(sender, `Keep your listing up to date: ${title}`, [
      `You can now propose changes to "${title}" on ${sender.siteName}: its details, its agenda and its speakers. We review each proposal before it goes live.`,
      { link: organiserUrl, label: 'Propose changes to your listing' },
      `The link is yours alone and works until ${readableTime(expiresAt)}.`,
    ]),

  changeRequestReviewed: (
    sender: Sender,
    title: string,
    approved: boolean,
    notes: string | null,
    organiserUrl: string,
  ) =>
    compose(sender, `Your proposed changes to ${title} were ${approved ? 'approved' : 'not accepted'}`, [
      approved
        ? `Thank you: your proposed changes to "${title}" were approved and are now on the site.`
        : `Thank you for your proposed changes to "${title}". We were not able to apply them.`,
      ...(notes ? [`Notes from our team:\n${notes}`] : []),
      { link: organiserUrl, label: 'See your events' },
    ]),

  organiserRejected: (sender: Sender, submission: SubmissionFacts, notes: string | null) =>
    compose(sender, `About your event submission: ${submission.title}`, [
      `Thank you for submitting "${submission.title}". We are not able to list it on ${sender.siteName}.`,
      ...(notes ? [`Notes from our team:\n${notes}`] : []),
      `Questions? Write to ${sender.contactEmail}.`,
    ]),

  organiserPublished: (sender: Sender, title: string, eventUrl: string) =>
    compose(sender, `Your event is live: ${title}`, [
      `"${title}" is now published on ${sender.siteName}.`,
      { link: eventUrl, label: 'See it on the site' },
    ]),

  invitation: (sender: Sender, role: string, acceptUrl: string, expiresAt: string) =>
    compose(sender, `You are invited to the ${sender.siteName} admin`, [
      `You have been invited to the ${sender.siteName} admin area as ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`,
      { link: acceptUrl, label: 'Accept the invitation and choose your password' },
      `The link can be used once and expires on ${readableTime(expiresAt)}.`,
    ]),

  passwordReset: (sender: Sender, resetUrl: string, expiresAt: string) =>
    compose(sender, `Reset your ${sender.siteName} admin password`, [
      'Someone (hopefully you) asked to reset the password of your admin account.',
      { link: resetUrl, label: 'Choose a new password' },
      `The link can be used once and expires on ${readableTime(expiresAt)}. If you did not ask for it, ignore this message: your password stays as it is.`,
    ]),

  followConfirmation: (sender: Sender, title: string, confirmUrl: string, unsubscribeUrl: string) =>
    compose(
      sender,
      `Confirm updates about ${title}`,
      [
        `Someone (hopefully you) asked to hear when registration opens for "${title}" or when it changes (its status, date, place or sessions).`,
        { link: confirmUrl, label: 'Yes, send me updates' },
        'If you did not ask for this, ignore this message: you will get nothing more.',
      ],
      unsubscribeUrl,
    ),

  /**
   * One message per event per window (decision 0070): every change of the window with its new
   * value, in the order it happened ('Location: Harbor Ballroom, 9 Dock St', 'Afternoon Lab: now 2:00 PM').
   */
  followerDigest: (
    sender: Sender,
    title: string,
    changes: readonly string[],
    eventUrl: string,
    unsubscribeUrl: string,
  ) =>
    compose(
      sender,
      changes.length === 1 ? `A change to ${title}` : `${changes.length} changes to ${title}`,
      [
        `"${title}" changed:`,
        changes.map((change) => `• ${change}`).join('\n'),
        { link: eventUrl, label: 'See the event' },
      ],
      unsubscribeUrl,
    ),

  /** A cancellation or postponement, sent at once: nobody should travel to it meanwhile. */
  followerUrgentNotice: (
    sender: Sender,
    title: string,
    status: 'cancelled' | 'postponed',
    note: string | null,
    eventUrl: string,
    unsubscribeUrl: string,
  ) =>
    compose(
      sender,
      `${status === 'cancelled' ? 'Cancelled' : 'Postponed'}: ${title}`,
      [
        status === 'cancelled'
          ? `"${title}" has been cancelled.`
          : `"${title}" has been postponed. A new date will follow.`,
        ...(note?.trim() ? [`Note from the organisers: ${note.trim()}`] : []),
        { link: eventUrl, label: 'See the event' },
      ],
      unsubscribeUrl,
    ),
};

function readableTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
