/** A follower's status in words; an unknown one is shown as the server wrote it. */
export function followerStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    pending: 'Not confirmed yet',
    unconfirmed: 'Not confirmed yet',
    confirmed: 'Confirmed',
    active: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  };
  return labels[status] ?? status;
}

/** Only a confirmed address receives the event's news (double opt-in). */
export const isConfirmed = (status: string) => status === 'confirmed' || status === 'active';
