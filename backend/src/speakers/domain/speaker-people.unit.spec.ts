import { SpeakerPeopleIndex, groupSpeakerPeople, nameAndEmailKey, type PersonRecord } from './speaker-people';

let clock = 0;
const record = (
  id: string,
  name: string,
  email: string,
  samePersonAs: string | null = null,
  createdAt?: string,
): PersonRecord => ({
  id,
  name,
  email,
  samePersonAs,
  createdAt: createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, clock++)).toISOString(),
});
const peopleOf = (records: PersonRecord[]) => {
  const { recordsOf } = groupSpeakerPeople(records);
  // Each person once, as their records' ids.
  return [...new Set(records.map((one) => recordsOf.get(one.id)!))].map((group) => [...group]);
};

describe('speaker people', () => {
  beforeEach(() => (clock = 0));

  it("joins records whose names match ignoring 'Dr.', credentials, accents, case and spacing and whose e-mails match in any case", () =>
    expect(
      peopleOf([
        record('a', 'Dr. José  Álvarez, DDS', 'Jose@Example.com'),
        record('b', 'jose alvarez', ' jose@example.com '),
        record('c', 'Ana Ruiz', 'ana@example.com'),
      ]),
    ).toEqual([['a', 'b'], ['c']]));

  it('keeps apart the same name with different e-mails, and the same e-mail with different names', () =>
    expect(
      peopleOf([
        record('a', 'Sarah Chen', 'sarah@clinic-one.example'),
        record('b', 'Sarah Chen', 'sarah@clinic-two.example'),
        record('c', 'Tom Lee', 'sarah@clinic-one.example'),
      ]),
    ).toEqual([['a'], ['b'], ['c']]));

  it('never joins on an empty name or e-mail', () => {
    expect(peopleOf([record('a', 'Sarah Chen', ''), record('b', 'Sarah Chen', '')])).toEqual([['a'], ['b']]);
    expect(nameAndEmailKey({ name: 'Dr.', email: 'x@example.com' })).toBeNull();
  });

  it("joins records an admin linked, whatever their names and e-mails ('Same person as')", () =>
    expect(
      peopleOf([
        record('a', 'Robert Nakamura', 'rn@example.com'),
        record('b', 'Bob Nakamura', 'bob@other.example', 'a'),
      ]),
    ).toEqual([['a', 'b']]));

  it('is transitive over both kinds of link, in any input order', () => {
    const records = [
      record('a', 'Ana Ruiz', 'ana@example.com'),
      record('b', 'Dr. Ana Ruiz', 'ANA@example.com'),
      record('c', 'A. Ruiz', 'ruiz@university.example', 'b'),
      record('d', 'Ana M. Ruiz', 'ana.ruiz@home.example', 'c'),
      record('e', 'Someone Else', 'else@example.com'),
    ];
    expect(peopleOf(records)).toEqual([['a', 'b', 'c', 'd'], ['e']]);
    expect(peopleOf([...records].reverse())).toEqual([['e'], ['a', 'b', 'c', 'd']]);
  });

  it('lists a person’s records oldest first, whatever the input order', () => {
    const records = [
      record('late', 'Ana Ruiz', 'ana@example.com', null, '2026-05-01T00:00:00.000Z'),
      record('early', 'Ana Ruiz', 'ana@example.com', null, '2026-01-01T00:00:00.000Z'),
    ];
    expect(groupSpeakerPeople(records).recordsOf.get('late')).toEqual(['early', 'late']);
  });

  it('lists the records of a lecturer of thousands of events oldest first, ties by id, whichever way they are grouped', () => {
    // Few moments, so most records share theirs with others; ids in no order.
    const records = Array.from({ length: 2500 }, (_, at) =>
      record(
        `r${(at * 7919) % 2500}`,
        'Dr. Avery Okafor',
        'avery-okafor@example.com',
        null,
        new Date(Date.UTC(2026, 0, 1 + (at % 9), 0, 0, 0, at % 3)).toISOString(),
      ),
    );
    const oldestFirst = [...records]
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1))
      .map((one) => one.id);
    expect(groupSpeakerPeople(records).recordsOf.get('r0')).toEqual(oldestFirst);
    const byId = new Map(records.map((one) => [one.id, one]));
    const index = new SpeakerPeopleIndex(records, (id) => byId.get(id));
    expect(index.recordsOf('r1')).toEqual(oldestFirst);
    // Grouped again from the records' links, as an edit to one of them does.
    const renamed = { ...byId.get('r5')!, name: 'Avery Okafor, DDS' };
    byId.set('r5', renamed);
    index.update([['r5', records.find((one) => one.id === 'r5'), renamed]]);
    expect(index.recordsOf('r5')).toEqual(oldestFirst);
  });

  it('splits a person again when the link is removed (unlink)', () => {
    const linked = [
      record('a', 'Robert Nakamura', 'rn@example.com'),
      record('b', 'Bob Nakamura', 'bob@other.example', 'a'),
      record('c', 'Bob Nakamura', 'bob@other.example'),
    ];
    expect(peopleOf(linked)).toEqual([['a', 'b', 'c']]);
    const unlinked = linked.map((one) => (one.id === 'b' ? { ...one, samePersonAs: null } : one));
    expect(peopleOf(unlinked)).toEqual([['a'], ['b', 'c']]);
  });

  it('ignores a link to itself and to a record that is gone (purged)', () =>
    expect(
      peopleOf([
        record('a', 'Ana Ruiz', 'ana@example.com', 'a'),
        record('b', 'Tom Lee', 'tom@example.com', 'purged-one'),
      ]),
    ).toEqual([['a'], ['b']]));

  it('handles links both ways and cycles', () =>
    expect(
      peopleOf([
        record('a', 'A', 'a@example.com', 'b'),
        record('b', 'B', 'b@example.com', 'c'),
        record('c', 'C', 'c@example.com', 'a'),
      ]),
    ).toEqual([['a', 'b', 'c']]));
});

/**
 * An index over records its owner keeps, as the speaker views keep them: `change` sets or removes
 * records in the owner's map, then gives the index each change with the record as it was.
 */
function ownedIndex(initial: readonly PersonRecord[] = []) {
  const records = new Map(initial.map((one) => [one.id, one]));
  const index = new SpeakerPeopleIndex(initial, (id) => records.get(id));
  const change = (...changed: Array<[string, PersonRecord | undefined]>) => {
    const given = changed.map(([id, after]) => [id, records.get(id), after] as const);
    for (const [id, after] of changed) {
      if (after) records.set(id, after);
      else records.delete(id);
    }
    return index.update(given);
  };
  return { records, index, change };
}

describe('speaker people kept up to date one record at a time', () => {
  it('equals the grouping of every record after each of a random sequence of adds, renames, links and removals', () => {
    let state = 2026;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const names = ['Sarah Chen', 'Dr. Sarah Chen', 'Bob Smith', 'Ana Ruiz', ''];
    const emails = ['a@example.com', 'A@example.com', 'b@example.com', ''];
    const { records, index, change: apply } = ownedIndex();
    for (let step = 0; step < 400; step += 1) {
      const before = groupSpeakerPeople([...records.values()]).recordsOf;
      // One to three records at once, each once, as a derivation of the views gives them.
      const batch = new Map<string, PersonRecord | undefined>();
      for (let count = below(3) + 1; count > 0; count -= 1) {
        const ids = [...records.keys()];
        const id = below(3) === 0 || ids.length === 0 ? `r${step}-${count}` : ids[below(ids.length)];
        const linked = below(3) === 0 ? `r${below(step + 1)}-1` : null;
        const createdAt = records.get(id)?.createdAt;
        batch.set(
          id,
          below(6) === 0
            ? undefined
            : record(id, names[below(names.length)], emails[below(emails.length)], linked, createdAt),
        );
      }
      const changed = apply(...batch);
      const after = groupSpeakerPeople([...records.values()]).recordsOf;
      // Each step's checks gathered into one assertion each: one expect per record and step made
      // this test most of the file's time.
      const ids = [...records.keys()];
      expect(new Map(ids.map((one) => [one, index.recordsOf(one)]))).toEqual(
        new Map(ids.map((one) => [one, after.get(one)])),
      );
      expect(ids.filter((one) => index.recordsOfRecord(records.get(one)!) !== index.recordsOf(one))).toEqual([]);
      const personChanged = (one: string) => JSON.stringify(before.get(one)) !== JSON.stringify(after.get(one));
      // Whoever's person changed is among the records the update names...
      expect(ids.filter((one) => personChanged(one) && !changed.has(one))).toEqual([]);
      // ...and only them, besides the records given.
      expect([...changed].filter((one) => !batch.has(one) && !personChanged(one))).toEqual([]);
    }
  });

  it('names only the record itself when an edit keeps it in its person, whose group keeps its array', () => {
    const added = (day: number) => new Date(Date.UTC(2026, 1, day)).toISOString();
    const { index, change } = ownedIndex([
      record('a', 'Ana Ruiz', 'a@example.com', null, added(1)),
      record('b', 'Ana Ruiz', 'a@example.com', null, added(2)),
      record('c', 'Ana Ruiz', 'a@example.com', null, added(3)),
    ]);
    const kept = index.recordsOf('a');
    // Another spelling of the same name: the same person.
    const changed = change(['b', record('b', 'Dr. Ana Ruiz', 'A@example.com', null, added(2))]);
    expect([...changed]).toEqual(['b']);
    for (const id of ['a', 'b', 'c']) expect(index.recordsOf(id)).toBe(kept);
    // Leaving the person changes it for everyone in it.
    const left = change(['b', record('b', 'Bob Smith', 'a@example.com', null, added(2))]);
    expect([...left].sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps the group of a person no change concerns: the same array', () => {
    const { index, change } = ownedIndex([
      record('a', 'Ana Ruiz', 'a@example.com'),
      record('b', 'Ana Ruiz', 'a@example.com'),
    ]);
    const kept = index.recordsOf('a');
    const changed = change(['c', record('c', 'Bob Smith', 'b@example.com')]);
    expect([...changed]).toEqual(['c']);
    expect(index.recordsOf('a')).toBe(kept);
    expect(index.recordsOf('b')).toBe(kept);
  });
});
