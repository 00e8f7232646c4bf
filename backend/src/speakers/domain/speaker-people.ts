import { comparableName } from '@dental/contracts';

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
  /** Record id → the ids of every record of the same person (itself included), oldest first. */
  readonly recordsOf: ReadonlyMap<string, readonly string[]>;
}

/** Records oldest first; the id breaks ties so the order never depends on the input's order. */
const byAge = (a: PersonRecord, b: PersonRecord) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The key two records share when they are the same person by name and e-mail; null when either is empty. */
export function nameAndEmailKey(record: Pick<PersonRecord, 'name' | 'email'>): string | null {
  const name = comparableName(record.name ?? '');
  const email = (record.email ?? '').trim().toLowerCase();
  return name === '' || email === '' ? null : `${name}\u0000${email}`;
}

/** Groups records into people (union-find over both kinds of link). */
export function groupSpeakerPeople(records: readonly PersonRecord[]): SpeakerPeople {
  const parent = new Map<string, string>(records.map((record) => [record.id, record.id]));
  const root = (id: string): string => {
    let top = id;
    while (parent.get(top) !== top) top = parent.get(top)!;
    // Path compression: every record on the way points at the root from now on.
    for (let at = id; at !== top;) {
      const next = parent.get(at)!;
      parent.set(at, top);
      at = next;
    }
    return top;
  };
  const join = (a: string, b: string) => {
    const [rootA, rootB] = [root(a), root(b)];
    if (rootA !== rootB) parent.set(rootB, rootA);
  };

  const firstWithKey = new Map<string, string>();
  for (const record of records) {
    const key = nameAndEmailKey(record);
    if (key === null) continue;
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, record.id);
    else join(first, record.id);
  }
  for (const record of records) {
    const linked = record.samePersonAs;
    if (linked && linked !== record.id && parent.has(linked)) join(record.id, linked);
  }

  const groups = new Map<string, string[]>();
  for (const record of [...records].sort(byAge)) {
    const key = root(record.id);
    const group = groups.get(key);
    if (group) group.push(record.id);
    else groups.set(key, [record.id]);
  }
  const recordsOf = new Map<string, readonly string[]>();
  for (const group of groups.values()) for (const id of group) recordsOf.set(id, group);
  return { recordsOf };
}
