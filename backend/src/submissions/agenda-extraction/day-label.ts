import { monthIndex } from '@dental/contracts';

const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:mon|tues?|wed|thurs?|fri|sat|sun)[.,])/i;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, 'i');
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH_NAME}\b(?:,?\s+(\d{4}))?`, 'i');
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

/** A heading that starts a new agenda day: short and naming a weekday or a date. */
export function isDayHeading(text: string): boolean {
  if (text.length === 0 || text.length > 80) return false;
  return (
    WEEKDAY.test(text) || MONTH_DAY.test(text) || DAY_MONTH.test(text) || ISO_DATE.test(text) || NUMERIC_DATE.test(text)
  );
}

/** 'YYYY-MM-DD' when a heading names a full date ('Friday, March 13, 2026'), else undefined. */
export function isoDateIn(text: string): string | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso) return validIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthFirst = MONTH_DAY.exec(text);
  if (monthFirst?.[3]) return validIsoDate(Number(monthFirst[3]), monthNumber(monthFirst[1]), Number(monthFirst[2]));
  const dayFirst = DAY_MONTH.exec(text);
  if (dayFirst?.[3]) return validIsoDate(Number(dayFirst[3]), monthNumber(dayFirst[2]), Number(dayFirst[1]));
  return undefined;
}

export function validIsoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1-12 for a name MONTH_NAME matched, by its first three letters. */
function monthNumber(name: string): number {
  return monthIndex(name.slice(0, 3)) + 1;
}
