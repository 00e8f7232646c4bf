import {
  addDays,
  formatClockTime,
  isIsoDay,
  isTimeZone,
  readSessionTime,
  sessionDay,
  sessionTimeLabel,
  sessionTimeText,
  timeZoneAbbreviation,
  timeZoneOffsetMinutes,
  zonedTimeToInstant,
} from './session-times';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('readSessionTime', () => {
  it('reads a text once: a second read of it is the same reading, which no caller can change', () => {
    const first = readSessionTime('10:15 AM - 11:45 AM');
    expect(readSessionTime('10:15 AM - 11:45 AM')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first).toEqual({ start: 10 * 60 + 15, end: 11 * 60 + 45 });
  });

  it('reads texts right after many others were read (what it keeps is bounded)', () => {
    for (let minute = 0; minute < 6_000; minute += 1)
      readSessionTime(`${minute % 12 || 12}:${String(minute % 60).padStart(2, '0')} PM #${minute}`);
    expect(readSessionTime('9:30 PM')).toEqual({ start: 21 * 60 + 30, end: null });
    expect(readSessionTime('10:15 AM - 11:45 AM')).toEqual({ start: 10 * 60 + 15, end: 11 * 60 + 45 });
  });

  it.each([
    ['9:00 AM', at(9)],
    ['9 am', at(9)],
    ['9am', at(9)],
    ['  9:00   a.m. ', at(9)],
    ['12:00 PM', at(12)],
    ['12:30 am', at(0, 30)],
    ['Noon', at(12)],
    ['12 noon', at(12)],
    ['13:30', at(13, 30)],
    ['09:05', at(9, 5)],
    ['0:15', at(0, 15)],
    ['8.45 PM', at(20, 45)],
  ])('%s starts at minute %i, with no end', (text, start) => {
    expect(readSessionTime(text)).toEqual({ start, end: null });
  });

  it.each([
    ['1:30 PM - 3:00 PM', at(13, 30), at(15)],
    ['1:30 PM – 3:00 PM', at(13, 30), at(15)],
    ['1:30-3:00 PM', at(13, 30), at(15)],
    ['11:00-1:00 PM', at(11), at(13)],
    ['11-12:30 pm', at(11), at(12, 30)],
    ['9:00 a.m. to 10:15 a.m.', at(9), at(10, 15)],
    ['9:00 AM - 10:30', at(9), at(10, 30)],
    ['11:00 AM - 1:00', at(11), at(13)],
    ['13:30-15:00', at(13, 30), at(15)],
    ['10:00 PM - 1:00 AM', at(22), at(25)],
  ])('%s runs from minute %i to %i', (text, start, end) => {
    expect(readSessionTime(text)).toEqual({ start, end });
  });

  it.each([
    '',
    'Morning',
    'TBD',
    '9',
    '9:00 AM CST',
    '25:00',
    '9:75 AM',
    '13:00 PM',
    '0 am',
    '3:00 PM - 1:00 PM',
    '10:00-10:00',
    'after lunch 1:00 PM',
    '9:00 AM, 2:00 PM',
  ])('cannot read %j', (text) => {
    expect(readSessionTime(text)).toBeNull();
  });

  it('reads nothing from a missing time', () => {
    expect(readSessionTime(undefined)).toBeNull();
    expect(readSessionTime(null)).toBeNull();
  });
});

describe('formatClockTime', () => {
  it.each([
    [0, '12:00 AM'],
    [at(9), '9:00 AM'],
    [at(12, 5), '12:05 PM'],
    [at(23, 59), '11:59 PM'],
    [at(25), '1:00 AM'],
  ])('%i is %s', (minutes, text) => {
    expect(formatClockTime(minutes)).toBe(text);
  });
});

describe('sessionDay', () => {
  const threeDays = { startDate: '2027-03-11', endDate: '2027-03-13' };

  it('a label that is a date is that day, whatever the event says', () => {
    expect(sessionDay('2027-03-12', 0, threeDays)).toBe('2027-03-12');
    expect(sessionDay('March 13, 2027', 0, threeDays)).toBe('2027-03-13');
    expect(sessionDay('2026-05-02', 1, { startDate: null })).toBe('2026-05-02');
  });

  it("'Day N' is the event's Nth day", () => {
    expect(sessionDay('Day 2', 0, threeDays)).toBe('2027-03-12');
    expect(sessionDay('Day 3: Hands-on', 5, threeDays)).toBe('2027-03-13');
  });

  it("another label is the event's first day plus the day's place in the agenda", () => {
    expect(sessionDay('Friday, June 5', 0, { startDate: '2026-06-05', endDate: '2026-06-06' })).toBe('2026-06-05');
    expect(sessionDay('Saturday, June 6', 1, { startDate: '2026-06-05', endDate: '2026-06-06' })).toBe('2026-06-06');
    // Across a month's end, by calendar arithmetic.
    expect(sessionDay('Workshops', 2, { startDate: '2026-12-30', endDate: null })).toBe('2027-01-01');
  });

  it('a schedule without days is the day of a one-day event, and unknown over several days', () => {
    expect(sessionDay(null, 0, { startDate: '2026-12-03', endDate: '2026-12-03' })).toBe('2026-12-03');
    expect(sessionDay(null, 0, { startDate: '2026-12-03' })).toBe('2026-12-03');
    expect(sessionDay(null, 0, threeDays)).toBeNull();
  });

  it('nothing when neither the label nor the event says', () => {
    expect(sessionDay('Day 2', 1, { startDate: null, endDate: null })).toBeNull();
    expect(sessionDay('Friday', 0, { startDate: 'soon' })).toBeNull();
  });
});

describe('days', () => {
  it('isIsoDay accepts real days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-3-1')).toBe(false);
    expect(isIsoDay(20270301)).toBe(false);
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('America/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });

  it('offsets follow daylight saving time', () => {
    expect(timeZoneOffsetMinutes(Date.UTC(2027, 0, 15, 12), 'America/Chicago')).toBe(-360);
    expect(timeZoneOffsetMinutes(Date.UTC(2027, 6, 15, 12), 'America/Chicago')).toBe(-300);
    expect(timeZoneOffsetMinutes(Date.UTC(2027, 6, 15, 12), 'America/St_Johns')).toBe(-150);
    expect(timeZoneOffsetMinutes(Date.UTC(2027, 6, 15, 12), 'America/Regina')).toBe(-360);
    expect(timeZoneOffsetMinutes(0, 'Nowhere/Else')).toBeNull();
  });

  it('reads a wall-clock time in a zone as an instant', () => {
    expect(zonedTimeToInstant('2027-03-11', at(9), 'America/Chicago')).toBe(Date.UTC(2027, 2, 11, 15));
    expect(zonedTimeToInstant('2027-07-01', at(9), 'America/Chicago')).toBe(Date.UTC(2027, 6, 1, 14));
    expect(zonedTimeToInstant('2027-07-01', at(9), 'America/Toronto')).toBe(Date.UTC(2027, 6, 1, 13));
    expect(zonedTimeToInstant('2027-07-01', at(9), 'America/St_Johns')).toBe(Date.UTC(2027, 6, 1, 11, 30));
    // Minutes past midnight fall on the next day.
    expect(zonedTimeToInstant('2027-03-11', at(25), 'America/Chicago')).toBe(Date.UTC(2027, 2, 12, 7));
  });

  it('on the days clocks change: the day of the change and a time around it', () => {
    // 2027-03-14: at 2:00 AM Chicago moves to 3:00 AM CDT.
    expect(zonedTimeToInstant('2027-03-14', at(1, 30), 'America/Chicago')).toBe(Date.UTC(2027, 2, 14, 7, 30));
    expect(zonedTimeToInstant('2027-03-14', at(9), 'America/Chicago')).toBe(Date.UTC(2027, 2, 14, 14));
    // 2:30 AM never happens that night: read with the offset before the change, it is 3:30 AM CDT.
    expect(zonedTimeToInstant('2027-03-14', at(2, 30), 'America/Chicago')).toBe(Date.UTC(2027, 2, 14, 8, 30));
    // 2027-11-07: 1:30 AM happens twice (CDT, then CST): the first one.
    expect(zonedTimeToInstant('2027-11-07', at(1, 30), 'America/Chicago')).toBe(Date.UTC(2027, 10, 7, 6, 30));
    expect(zonedTimeToInstant('2027-11-07', at(9), 'America/Chicago')).toBe(Date.UTC(2027, 10, 7, 15));
  });

  it('abbreviations for the US and Canada, standard and daylight', () => {
    const winter = Date.UTC(2027, 0, 15, 15);
    const summer = Date.UTC(2027, 6, 15, 15);
    expect([timeZoneAbbreviation('America/Chicago', winter), timeZoneAbbreviation('America/Chicago', summer)]).toEqual([
      'CST',
      'CDT',
    ]);
    expect([
      timeZoneAbbreviation('America/New_York', winter),
      timeZoneAbbreviation('America/New_York', summer),
    ]).toEqual(['EST', 'EDT']);
    expect([timeZoneAbbreviation('America/Toronto', winter), timeZoneAbbreviation('America/Toronto', summer)]).toEqual([
      'EST',
      'EDT',
    ]);
    expect([
      timeZoneAbbreviation('America/Vancouver', winter),
      timeZoneAbbreviation('America/Vancouver', summer),
    ]).toEqual(['PST', 'PDT']);
    expect([timeZoneAbbreviation('America/Halifax', winter), timeZoneAbbreviation('America/Halifax', summer)]).toEqual([
      'AST',
      'ADT',
    ]);
    // Saskatchewan keeps standard time all year.
    expect(timeZoneAbbreviation('America/Regina', summer)).toBe('CST');
    // A day nobody knows: the name that holds all year.
    expect(timeZoneAbbreviation('America/Chicago', null)).toBe('CT');
    expect(timeZoneAbbreviation('Nowhere/Else', winter)).toBeNull();
    // The runtime reads a zone's name in any case; the formats kept for it answer the same.
    expect([timeZoneAbbreviation('america/chicago', winter), timeZoneAbbreviation('AMERICA/CHICAGO', summer)]).toEqual([
      'CST',
      'CDT',
    ]);
  });
});

describe('sessionTimeLabel', () => {
  it("labels the agenda's time with the event's zone on that day", () => {
    const march = sessionTimeLabel('9:00 AM', '2027-03-11', 'America/Chicago');
    expect(march).toEqual({
      time: '9:00 AM',
      start: '9:00 AM',
      end: null,
      zone: 'CST',
      zoneName: 'Central Standard Time',
      startsAt: Date.UTC(2027, 2, 11, 15),
    });
    expect(sessionTimeText(march!)).toBe('9:00 AM CST');
    // After the change to daylight time that week.
    expect(sessionTimeText(sessionTimeLabel('9:00 AM', '2027-03-15', 'America/Chicago')!)).toBe('9:00 AM CDT');
    const range = sessionTimeLabel('1:30-3:00 PM', '2026-05-01', 'America/Toronto')!;
    expect(sessionTimeText(range)).toBe('1:30 PM \u2013 3:00 PM EDT');
    expect([range.start, range.end]).toEqual(['1:30 PM', '3:00 PM']);
  });

  it("without a day, the zone that holds all year; without a zone, the venue's local time", () => {
    expect(sessionTimeText(sessionTimeLabel('9 am', null, 'America/Chicago')!)).toBe('9:00 AM CT');
    expect(sessionTimeLabel('9 am', null, 'America/Chicago')!.startsAt).toBeNull();
    expect(sessionTimeText(sessionTimeLabel('13:30', '2027-03-11', null)!)).toBe('1:30 PM local time');
    expect(sessionTimeText(sessionTimeLabel('13:30', '2027-03-11', 'Not/AZone')!)).toBe('1:30 PM local time');
  });

  it('null for a time it cannot read, so the page keeps the text as written', () => {
    expect(sessionTimeLabel('Morning', '2027-03-11', 'America/Chicago')).toBeNull();
    expect(sessionTimeLabel(undefined, '2027-03-11', 'America/Chicago')).toBeNull();
  });
});
