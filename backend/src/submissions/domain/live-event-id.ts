import { createHash } from 'node:crypto';

/** Fixed namespaces for the name-based (version 5) ids below. */
const LIVE_EVENT_NAMESPACE = '6f1d3c0e-8a52-4b7e-9d41-2c5e7f0a9b63';
const AGENDA_SPEAKER_NAMESPACE = 'b3a7e2d4-1c9f-4e85-a6d0-7f42c8e19b5a';

/**
 * The id of the live event made from a submission: always the same for the same submission, so
 * every attempt to create it targets one event stream and that stream's optimistic concurrency
 * lets exactly one of them create it.
 */
export function liveEventIdFor(submissionId: string): string {
  return nameBasedUuid(LIVE_EVENT_NAMESPACE, submissionId);
}

/**
 * The id of the speaker record made for a name found in a live event's agenda: the same for the
 * same event and name (case aside), so adding the agenda's speakers again never duplicates one.
 */
export function agendaSpeakerIdFor(eventId: string, speakerName: string): string {
  return nameBasedUuid(AGENDA_SPEAKER_NAMESPACE, `${eventId}\n${speakerName.trim().toLowerCase()}`);
}

/** RFC 9562 version 5 UUID, so derived ids look like every other id. */
function nameBasedUuid(namespace: string, name: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
