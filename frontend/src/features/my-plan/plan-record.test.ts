import { keyedSessions } from '@dental/contracts';
import type { PlanItem } from './api/plan-item';
import { planRecordRows, recordCsv, type RecordEvent } from './plan-record';

const item = (change: Partial<PlanItem>): PlanItem => ({
  eventId: 'dallas',
  eventTitle: 'Dallas Summit',
  timezone: 'America/Chicago',
  key: 'k1',
  title: 'Implant Planning',
  time: '9:00 AM',
  day: '2027-03-11',
  until: null,
  credits: 1.5,
  creditType: 'lecture',
  topics: ['690'],
  place: null,
  ...change,
});

const dallas: RecordEvent = {
  format: 'in_person',
  ceProvider: {
    name: 'Dallas County Dental Society',
    adaCerpProviderId: '12345',
    agdPaceProviderId: '219876',
    approvalStatement: 'Approved PACE Program Provider.',
  },
};

describe('planRecordRows', () => {
  it('writes each session with its provider, approval, subject, type, hours, delivery and status, by day and time', () => {
    const lab = item({
      key: 'k2',
      title: 'Suturing Lab',
      time: '1:30 PM',
      credits: 3.5,
      creditType: 'participation',
      topics: ['310', '690'],
    });
    const early = item({ key: 'k3', title: 'Ethics', time: '8:00 AM', topics: [], credits: null, creditType: null });
    const rows = planRecordRows(
      [lab, early],
      (id) => (id === 'dallas' ? dallas : undefined),
      (chosen) => chosen === lab,
    );
    expect(rows).toEqual([
      {
        date: '2027-03-11',
        title: 'Ethics',
        event: 'Dallas Summit',
        provider: 'Dallas County Dental Society',
        approval: 'ADA CERP 12345; AGD PACE 219876',
        subject: '',
        creditType: '',
        hours: '',
        delivery: 'In person',
        status: 'Planned',
      },
      {
        date: '2027-03-11',
        title: 'Suturing Lab',
        event: 'Dallas Summit',
        provider: 'Dallas County Dental Society',
        approval: 'ADA CERP 12345; AGD PACE 219876',
        subject: '310 Oral and Maxillofacial Surgery; 690 Implants',
        creditType: 'Participation (hands-on)',
        hours: '3.5',
        delivery: 'In person',
        status: 'Attended',
      },
    ]);
  });

  it('uses the approval statement without provider ids, and leaves what an unlisted event would say empty', () => {
    const statementOnly: RecordEvent = {
      format: 'virtual',
      ceProvider: { name: 'Online Academy', approvalStatement: 'Approved by the Board.' },
    };
    const [online] = planRecordRows(
      [item({ eventId: 'online' })],
      () => statementOnly,
      () => false,
    );
    expect(online).toMatchObject({ approval: 'Approved by the Board.', delivery: 'Virtual' });
    const [gone] = planRecordRows(
      [item({ day: null })],
      () => undefined,
      () => false,
    );
    expect(gone).toMatchObject({ date: '', provider: '', approval: '', delivery: '' });
  });

  it('writes a session’s own delivery where it states one, else the event’s format', () => {
    const withAgenda: RecordEvent = {
      ...dallas,
      agenda: [
        {
          date: '2027-03-11',
          sessions: [
            { time: '9:00 AM', title: 'Implant Planning', delivery: 'on_demand' },
            { time: '1:00 PM', title: 'Bone Grafting' },
          ],
        },
      ],
    };
    const [implants] = keyedSessions({ agenda: withAgenda.agenda!, startDate: '2027-03-11' });
    const [own, other] = planRecordRows(
      [item({ key: implants.key }), item({ key: 'zz9', title: 'Bone Grafting', time: '1:00 PM' })],
      () => withAgenda,
      () => false,
    );
    expect(own.delivery).toBe('On demand (self-study)');
    expect(other.delivery).toBe('In person');
  });
});

describe('recordCsv', () => {
  it('quotes every cell, doubles quotes, ends lines with CRLF and starts with a byte order mark', () => {
    const [row] = planRecordRows(
      [item({ title: 'The "All-on-4" Course, Day 1' })],
      () => dallas,
      () => true,
    );
    expect(recordCsv([row]).split('\r\n')).toEqual([
      '\uFEFF"Date","Title","Event","Provider","Approval","AGD subject","Credit type","Hours","Delivery","Status"',
      '"2027-03-11","The ""All-on-4"" Course, Day 1","Dallas Summit","Dallas County Dental Society","ADA CERP 12345; AGD PACE 219876","690 Implants","Lecture","1.5","In person","Attended"',
      '',
    ]);
  });

  it('adds a column headed with the licence’s name, saying what each session counts toward it', () => {
    const rows = planRecordRows(
      [item({}), item({ key: 'k2', title: 'Practice Marketing', time: '1:00 PM' })],
      () => dallas,
      () => false,
      {
        name: 'New York dentists',
        cellOf: (chosen) =>
          chosen.key === 'k1' ? 'Total (1.5 hours)' : 'Not counted: Does not count: Practice management.',
      },
    );
    const lines = recordCsv(rows).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Date","Title","Event","Provider","Approval","AGD subject","Credit type","Hours","Delivery","Status","Counts toward (New York dentists)"',
    );
    expect(lines[1].endsWith('"Planned","Total (1.5 hours)"')).toBe(true);
    expect(lines[2].endsWith('"Planned","Not counted: Does not count: Practice management."')).toBe(true);
  });

  it('never lets a spreadsheet read a title as a formula', () => {
    const rows = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'].map(
      (title) =>
        planRecordRows(
          [item({ title })],
          () => dallas,
          () => false,
        )[0],
    );
    const titles = recordCsv(rows)
      .split('\r\n')
      .slice(1, 5)
      .map((line) => line.split('","')[1]);
    expect(titles).toEqual([`'=HYPERLINK(""http://x"")`, "'+1", "'-2", "'@SUM(A1)"]);
  });
});
