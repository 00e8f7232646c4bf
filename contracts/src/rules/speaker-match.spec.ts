import { areNicknames, matchSpeakerByName } from './speaker-match';

const person = (id: string, name: string) => ({ id, name });
const idOf = (name: string, speakers: Array<{ id: string; name: string }>) => matchSpeakerByName(name, speakers)?.id;

describe('matchSpeakerByName (spec section 2)', () => {
  describe('exact matches, ignoring Dr., credentials, case, accents and punctuation', () => {
    const speakers = [
      person('chen', 'Dr. Sarah Chen'),
      person('lee', 'Tom Lee, DMD'),
      person('nunez', 'José Núñez'),
      person('obrien', "Kevin O'Brien"),
    ];
    it.each([
      ['Dr. Sarah Chen', 'chen'],
      ['Sarah Chen', 'chen'],
      ['dr sarah chen', 'chen'],
      ['DR. SARAH CHEN, DDS', 'chen'],
      ['Tom Lee', 'lee'],
      ['Dr Tom Lee, DMD, FAGD', 'lee'],
      ['Jose Nunez', 'nunez'],
      ['Kevin OBrien', 'obrien'],
      ['  Sarah   Chen  ', 'chen'],
    ])('%j is %s', (name, id) => {
      expect(idOf(name, speakers)).toBe(id);
    });
  });

  describe('common nickname equivalents', () => {
    it.each([
      ['Bob Smith', 'Robert Smith'],
      ['Rob Smith', 'Robert Smith'],
      ['Robert Smith', 'Bob Smith'],
      ['Bob Smith', 'Rob Smith'],
      ['Bill Jones', 'William Jones'],
      ['Will Jones', 'William Jones'],
      ['Jim Park', 'James Park'],
      ['Mike Ross', 'Michael Ross'],
      ['Kate Hall', 'Katherine Hall'],
      ['Katie Hall', 'Catherine Hall'],
      ['Liz Gray', 'Elizabeth Gray'],
      ['Beth Gray', 'Elizabeth Gray'],
      ['Tom Young', 'Thomas Young'],
      ['Dan Wu', 'Daniel Wu'],
      ['Chris Fox', 'Christopher Fox'],
      ['Chris Fox', 'Christine Fox'],
      ['Steve Hart', 'Stephen Hart'],
      ['Steve Hart', 'Steven Hart'],
      ['Joe King', 'Joseph King'],
      ['Dave Cole', 'David Cole'],
      ['Matt Reed', 'Matthew Reed'],
      ['Tony Diaz', 'Anthony Diaz'],
      ['Sam Lowe', 'Samuel Lowe'],
      ['Sam Lowe', 'Samantha Lowe'],
      ['Alex Kim', 'Alexander Kim'],
      ['Alex Kim', 'Alexandra Kim'],
      ['Nick Ford', 'Nicholas Ford'],
      ['Ben Ortiz', 'Benjamin Ortiz'],
      ['Jen Moss', 'Jennifer Moss'],
      ['Andy Bell', 'Andrew Bell'],
      ['Greg Lane', 'Gregory Lane'],
      ['Rick Shaw', 'Richard Shaw'],
      ['Rich Shaw', 'Richard Shaw'],
      ['Dr. Bob Smith', 'Robert Smith, DDS'],
    ])('%j finds %j', (name, recordName) => {
      expect(idOf(name, [person('other', 'Ann Roy'), person('it', recordName)])).toBe('it');
    });

    it('does not treat two full names that share a nickname as the same person', () => {
      expect(areNicknames('christopher', 'christine')).toBe(false);
      expect(areNicknames('samuel', 'samantha')).toBe(false);
      expect(idOf('Christopher Fox', [person('christine', 'Christine Fox')])).toBeUndefined();
    });

    it('needs the same last name', () => {
      expect(idOf('Bob Smith', [person('jones', 'Robert Jones')])).toBeUndefined();
    });
  });

  describe('partial matches', () => {
    it.each([
      ['Sarah Chen', 'Dr. Sarah L. Chen, DDS'],
      ['Dr. Sarah L. Chen, DDS', 'Sarah Chen'],
      ['Chen', 'Sarah Chen'],
      ['S. Chen', 'Sarah Chen'],
      ['Sara Chen', 'Sarah Chen'],
      ['Bob Smith', 'Robert J. Smith'],
      ['Bob Smith', 'Robert "Bob" Smith'],
      ['Mary Van Der Berg', 'Mary Ann Van Der Berg'],
    ])('%j finds %j', (name, recordName) => {
      expect(idOf(name, [person('other', 'Ann Roy'), person('it', recordName)])).toBe('it');
    });

    it('does not match inside a longer word', () => {
      expect(idOf('Chen', [person('chenoweth', 'Sarah Chenoweth')])).toBeUndefined();
      expect(idOf('Ann Roy', [person('anna', 'Annabel Royce')])).toBeUndefined();
    });
  });

  describe('precedence: exact beats nickname beats partial', () => {
    it('prefers the exact name over a nickname', () => {
      const speakers = [person('robert', 'Robert Smith'), person('bob', 'Bob Smith')];
      expect(idOf('Bob Smith', speakers)).toBe('bob');
      expect(idOf('Robert Smith', speakers)).toBe('robert');
    });

    it('prefers the exact name over a partial one', () => {
      const speakers = [person('long', 'Sarah L. Chen'), person('short', 'Sarah Chen')];
      expect(idOf('Sarah Chen', speakers)).toBe('short');
    });

    it('prefers a nickname over a partial match', () => {
      const speakers = [person('partial', 'Robert J. Smith'), person('nickname', 'Robert Smith')];
      expect(idOf('Bob Smith', speakers)).toBe('nickname');
    });
  });

  describe('ambiguity gives undefined rather than the wrong person', () => {
    it('for two people sharing a last name', () => {
      expect(idOf('Chen', [person('sarah', 'Sarah Chen'), person('michael', 'Michael Chen')])).toBeUndefined();
    });

    it('for two people a nickname could mean', () => {
      expect(
        idOf('Chris Fox', [person('christopher', 'Christopher Fox'), person('christine', 'Christine Fox')]),
      ).toBeUndefined();
    });

    it('for two people a prefix could mean', () => {
      expect(idOf('Dan Lee', [person('daniel', 'Daniel J. Lee'), person('danielle', 'Danielle Lee')])).toBeUndefined();
    });

    it('but not for the same person recorded twice', () => {
      expect(idOf('Chen', [person('first', 'Dr. Sarah Chen'), person('second', 'Sarah Chen, DDS')])).toBe('first');
    });
  });

  describe('no match', () => {
    it.each([
      ['Ann Roy', [person('x', 'Sarah Chen')]],
      ['', [person('x', 'Sarah Chen')]],
      ['Dr.', [person('x', 'Sarah Chen')]],
      ['Sarah Chen', []],
      ['Sarah Chen', [person('x', '')]],
    ])('%j in %j', (name, speakers) => {
      expect(idOf(name, speakers)).toBeUndefined();
    });
  });

  it('returns the record itself', () => {
    const record = { id: 'chen', name: 'Sarah Chen', profession: 'Periodontist' };
    expect(matchSpeakerByName('Dr. Sarah Chen', [record])).toBe(record);
  });
});
