import { MONTH_NAMES } from './event-date';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface EventDateExamples {
  /** '2027-03-11' */
  isoDay: string;
  /** 'March 11-13, 2027' */
  range: string;
  /** 'Thursday, March 11': an agenda day's name. */
  dayName: string;
}

/**
 * Example dates for a form's hints, in the next March still ahead of `today`: an example never
 * shows a day that is over, so it reads as something an organiser might type now.
 */
export function eventDateExamples(today: Date): EventDateExamples {
  const march = 2;
  const year = today.getMonth() < march ? today.getFullYear() : today.getFullYear() + 1;
  const day = new Date(year, march, 11);
  const month = MONTH_NAMES[march];
  return {
    isoDay: `${year}-03-11`,
    range: `${month} 11-13, ${year}`,
    dayName: `${WEEKDAY_NAMES[day.getDay()]}, ${month} 11`,
  };
}
