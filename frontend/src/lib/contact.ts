/** A tel: link for a phone number as people write it: '(555) 123-4567' becomes 'tel:5551234567'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

/** Good enough to offer a mailto: link; the server validated real addresses already. */
export function isEmailAddress(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(value.trim());
}
