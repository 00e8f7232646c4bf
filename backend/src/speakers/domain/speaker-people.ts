import { byCodeUnits, comparableName, sortByCreatedAt } from '@dental/contracts';

/**
 * Who is who among speaker records. A record belongs to one event, so a lecturer who speaks at
 * three meetings has three records. Two records are the same person when
 * - their names are the same once 'Dr.', credentials, accents, punctuation, case and spacing are
 *   ignored (as agenda names are matched) AND their e-mails are the same in any case, neither
 *   empty: a common name alone ('Sarah Chen') is not enough to merge two people; or
 * - an admin linked one to the other ('Same person as…', `samePersonAs`).
 * A person is the connected group of records over both kinds of link, so links are transitive:
 * A linked to B and B sharing name and e-mail with C make A, B and C one person. A link to a
 * record that is not among those given (purged) links nothing.
 */

export interface PersonRecord {
  id: string;
  name: string;
  email: string;
  samePersonAs?: string | null;
  /** When the record was added: a person's records are listed oldest first. */
  createdAt: string;
}

export interface SpeakerPeople {
  /** Record id → the ids of every record of the same person (itself included), oldest first: a map the caller owns. */
  readonly recordsOf: Map<string, readonly string[]>;
}

/** Records oldest first; the id breaks ties so the order never depends on the input's order. */
const byAge = (a: PersonRecord, b: PersonRecord) => byCodeUnits(a.createdAt, b.createdAt) || byCodeUnits(a.id, b.id);

/** The key two records share when they are the same person by name and e-mail; null when either is empty. */
export function nameAndEmailKey(record: Pick<PersonRecord, 'name' | 'email'>): string | null {
  const name = comparableName(record.name ?? '');
  const email = (record.email ?? '').trim().toLowerCase();
  return name === '' || email === '' ? null : `${name}\u0000${email}`;
}

/**
 * Groups records into people (union-find over both kinds of link). `keyOf` gives each record's
 * nameAndEmailKey: a caller that already worked the keys out passes them instead of normalising
 * every name again.
 *
 * @internal The grouping of a whole list, which SpeakerPeopleIndex equals: the tests check the
 * index against it, and the index groups by the records' places instead (knip's production check
 * skips @internal).
 */
export function groupSpeakerPeople(
  records: readonly PersonRecord[],
  keyOf: (record: PersonRecord, position: number) => string | null = nameAndEmailKey,
): SpeakerPeople {
  const { people, personAt } = peopleByPosition(records, keyOf);
  const recordsOf = new Map<string, readonly string[]>();
  records.forEach((record, position) => recordsOf.set(record.id, people[personAt[position]]));
  return { recordsOf };
}

/** Who is who among records given in a list: each person's record ids, and whose each record is. */
interface PeopleByPosition {
  /** Each person's record ids, oldest first. */
  people: ReadonlyArray<readonly string[]>;
  /** The number in `people` of the person of the record at each position of the list. */
  personAt: Int32Array;
  /** Each name-and-e-mail key given, and the position of the first record with it. */
  firstWithKey: ReadonlyMap<string, number>;
}

/**
 * groupSpeakerPeople by the records' positions in the list: a start at +50,000 catalogue events
 * groups 400,040 records, and a map from each record's id to its person, which SpeakerPeopleIndex
 * read once per key and then dropped, took 0.4 s of it to fill.
 */
function peopleByPosition(
  records: readonly PersonRecord[],
  keyOf: (record: PersonRecord, position: number) => string | null,
): PeopleByPosition {
  // Records by position, parents in a typed array: at +50,000 catalogue events a start groups
  // 400,000 records, and a map of ids to ids took most of the time.
  const parent = new Int32Array(records.length);
  for (let position = 0; position < parent.length; position += 1) parent[position] = position;
  const root = (position: number): number => {
    let top = position;
    while (parent[top] !== top) {
      // Path halving: every other record on the way points higher from now on.
      parent[top] = parent[parent[top]];
      top = parent[top];
    }
    return top;
  };
  const join = (a: number, b: number) => {
    const [rootA, rootB] = [root(a), root(b)];
    if (rootA !== rootB) parent[rootB] = rootA;
  };

  const firstWithKey = new Map<string, number>();
  records.forEach((record, position) => {
    const key = keyOf(record, position);
    if (key === null) return;
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, position);
    else join(first, position);
  });
  // Which record is where, only when an admin linked some: few are, and a map of every record was
  // a tenth of grouping them.
  if (records.some(isLinked)) {
    const at = new Map<string, number>();
    records.forEach((record, position) => at.set(record.id, position));
    records.forEach((record, position) => {
      const other = isLinked(record) ? at.get(record.samePersonAs) : undefined;
      if (other !== undefined) join(position, other);
    });
  }

  // Each person numbered by their first record in the list; most have one record, so only the
  // records of people with several are sorted, each person's on their own, instead of every record by age.
  const personAt = new Int32Array(records.length);
  const personOfRoot = new Int32Array(records.length).fill(-1);
  const members: PersonRecord[][] = [];
  for (let position = 0; position < records.length; position += 1) {
    const top = root(position);
    if (personOfRoot[top] === -1) {
      personOfRoot[top] = members.length;
      members.push([]);
    }
    personAt[position] = personOfRoot[top];
    members[personAt[position]].push(records[position]);
  }
  const people = members.map((group) =>
    group.length === 1 ? [group[0].id] : sortByCreatedAt(group, byAge).map((record) => record.id),
  );
  return { people, personAt, firstWithKey };
}

/** Whether an admin linked the record to another (`samePersonAs`). */
const isLinked = (record: PersonRecord): record is PersonRecord & { samePersonAs: string } =>
  !!record.samePersonAs && record.samePersonAs !== record.id;

/** A record by id, as the records stand after the changes the index was last given. */
export type PersonRecordLookup = (id: string) => PersonRecord | undefined;

/** One record's change: its id, as it was and as it is (undefined: not there). */
export type PersonRecordChange = readonly [
  id: string,
  before: PersonRecord | undefined,
  after: PersonRecord | undefined,
];

/**
 * The same grouping kept up to date one record at a time: a changed record's person, and the
 * people it joins or leaves, are worked out again by following the links from the records
 * concerned; everyone else keeps their group (the same array). Equals groupSpeakerPeople over the
 * records its owner holds. The records are its owner's (`recordOf`), not copied into a map of its
 * own: at +50,000 catalogue events that map was 400,000 entries (decision 0133). The owner gives
 * each change with the record as it was, since its own lookup already answers the new one.
 */
export class SpeakerPeopleIndex {
  /**
   * The records sharing each name-and-e-mail key. A record's key is worked out from the record
   * when it is asked for (the names' readings are kept, decision 0083), not kept per record: a map
   * of 400,000 records to their keys was 14 MB, and a tenth of a start's grouping.
   */
  private readonly withKey = new Map<string, RecordsWithKey>();
  /** Record id → the records whose `samePersonAs` names it. */
  private readonly linkedFrom = new Map<string, Set<string>>();
  /**
   * The person of each record without a key (no name or no e-mail). A record with a key has its
   * person kept with the other records of its key (RecordsWithKey.group), who are the same person:
   * not in a map entry per record, which at +50,000 catalogue events was 400,000 entries (14 MiB
   * of table) for a few hundred lecturers.
   */
  private readonly groupOfUnkeyed = new Map<string, readonly string[]>();

  constructor(
    records: readonly PersonRecord[],
    private readonly recordOf: PersonRecordLookup,
  ) {
    const keys = records.map((record) => this.addToIndexes(record));
    const { people, personAt, firstWithKey } = peopleByPosition(records, (_record, position) => keys[position]);
    // Once per key, whose records share their person, then once per record without a key.
    for (const [key, position] of firstWithKey) this.withKey.get(key)!.group = people[personAt[position]];
    records.forEach((record, position) => {
      if (keys[position] === null) this.groupOfUnkeyed.set(record.id, people[personAt[position]]);
    });
  }

  /** The ids of every record of the same person (itself included), oldest first. */
  recordsOf(id: string): readonly string[] | undefined {
    const record = this.recordOf(id);
    return record && this.groupOf(id, record);
  }

  /**
   * recordsOf for a record the caller holds as the index's lookup answers it (the current one):
   * without looking it up again, which for the 400,040 records of a start at +50,000 was 0.4 s.
   */
  recordsOfRecord(record: PersonRecord): readonly string[] | undefined {
    return this.groupOf(record.id, record);
  }

  /** The person the index holds for a record, as this version of the record finds it (by its key, or its own). */
  private groupOf(id: string, record: PersonRecord): readonly string[] | undefined {
    const key = nameAndEmailKey(record);
    return key === null ? this.groupOfUnkeyed.get(id) : this.withKey.get(key)?.group;
  }

  /** Keeps a record's person: with the other records of its key, or on its own when it has none. */
  private setGroup(id: string, key: string | null, group: readonly string[]): void {
    if (key === null) this.groupOfUnkeyed.set(id, group);
    else this.withKey.get(key)!.group = group;
  }

  /**
   * Records added or changed (a record) or gone (undefined). Returns the ids of the records given
   * and of every record whose person changed: the members of the people they left and of the
   * people they are in now, when those are not the same records as before. An edit that keeps a
   * record in its person (a new specialty for a lecturer of thousands of events) changes nobody
   * else's person.
   */
  update(changes: Iterable<PersonRecordChange>): Set<string> {
    const seeds = new Set<string>();
    const changed = new Set<string>();
    /** The person of each record concerned, before the changes. */
    const before = new Map<string, readonly string[]>();
    for (const [id, old, record] of changes) {
      changed.add(id);
      if (old) {
        // Found by the old record's key: its key's group is replaced only once every change is in.
        const group = this.groupOf(id, old) ?? [id];
        for (const member of group) {
          seeds.add(member);
          if (!before.has(member)) before.set(member, group);
        }
        this.removeFromIndexes(old);
        this.groupOfUnkeyed.delete(id);
      }
      if (!record) continue;
      this.addToIndexes(record);
      seeds.add(id);
    }
    const done = new Set<string>();
    for (const seed of seeds) {
      if (!this.recordOf(seed) || done.has(seed)) continue;
      const found = this.connectedTo(seed);
      const old = before.get(seed);
      // The same records in the same order: the person is unchanged, and keeps its array.
      const group = old && sameIds(old, found) ? old : found;
      for (const id of group) {
        done.add(id);
        if (group !== before.get(id)) changed.add(id);
        this.setGroup(id, nameAndEmailKey(this.recordOf(id)!), group);
      }
    }
    return changed;
  }

  /** Every record linked to `start`, directly or not, oldest first. */
  private connectedTo(start: string): string[] {
    const found = new Set([start]);
    const waiting = [start];
    const reach = (id: string | null | undefined) => {
      if (id && !found.has(id) && this.recordOf(id)) {
        found.add(id);
        waiting.push(id);
      }
    };
    // Each name-and-e-mail key's records are read once: every record of a lecturer of thousands of
    // events has the same key, and reading them for each one was quadratic.
    const keysRead = new Set<RecordsWithKey>();
    while (waiting.length > 0) {
      const id = waiting.pop()!;
      const withKey = this.withKeyOf(this.recordOf(id)!);
      if (withKey !== undefined && !keysRead.has(withKey)) {
        keysRead.add(withKey);
        for (const other of withKey.ids) reach(other);
      }
      reach(this.recordOf(id)!.samePersonAs);
      for (const other of this.linkedFrom.get(id) ?? []) reach(other);
    }
    return sortByCreatedAt(
      [...found].map((id) => this.recordOf(id)!),
      byAge,
    ).map((record) => record.id);
  }

  /** Adds the record to the indexes; returns its key. */
  private addToIndexes(record: PersonRecord): string | null {
    const key = nameAndEmailKey(record);
    if (key !== null) {
      const withKey = this.withKey.get(key);
      if (withKey) withKey.ids.push(record.id);
      else this.withKey.set(key, { key, ids: [record.id], group: [record.id] });
    }
    if (isLinked(record)) addTo(this.linkedFrom, record.samePersonAs, record.id);
    return key;
  }

  private removeFromIndexes(record: PersonRecord): void {
    const withKey = this.withKeyOf(record);
    if (withKey !== undefined) {
      const at = withKey.ids.indexOf(record.id);
      if (at >= 0) withKey.ids.splice(at, 1);
      if (withKey.ids.length === 0) this.withKey.delete(withKey.key);
    }
    if (isLinked(record)) deleteFrom(this.linkedFrom, record.samePersonAs, record.id);
  }

  /** The records sharing this record's key (a record's never changes: a changed record is another object). */
  private withKeyOf(record: PersonRecord): RecordsWithKey | undefined {
    const key = nameAndEmailKey(record);
    return key === null ? undefined : this.withKey.get(key);
  }
}

/** The records that share one name-and-e-mail key, and their person (theirs and the records linked to them, oldest first). */
interface RecordsWithKey {
  readonly key: string;
  /**
   * A list, not a set: a record is added once and removed once, and a list takes 8 bytes an id
   * where a set takes two to three times that (400,040 ids at +50,000 events; decision 0134).
   */
  readonly ids: string[];
  group: readonly string[];
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, at) => id === b[at]);
}

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  if (ids) ids.add(id);
  else map.set(key, new Set([id]));
}

function deleteFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) map.delete(key);
}
