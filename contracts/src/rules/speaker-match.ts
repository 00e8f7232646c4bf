import { nameWords } from './names';

/**
 * Names that count as the same first name. A name may sit in several groups ('Chris' is short for
 * Christopher and for Christine) without making those two the same person.
 */
export const NICKNAME_GROUPS: readonly (readonly string[])[] = [
  ['bob', 'bobby', 'rob', 'robby', 'robert'],
  ['bill', 'billy', 'will', 'willy', 'william'],
  ['jim', 'jimmy', 'james'],
  ['mike', 'mikey', 'mick', 'michael'],
  ['kate', 'katie', 'kathy', 'kat', 'katherine', 'catherine', 'kathryn'],
  ['liz', 'lizzie', 'beth', 'betsy', 'eliza', 'elizabeth'],
  ['tom', 'tommy', 'thomas'],
  ['dan', 'danny', 'daniel'],
  ['chris', 'christopher'],
  ['chris', 'christine', 'christina'],
  ['steve', 'steven', 'stephen'],
  ['joe', 'joey', 'joseph'],
  ['dave', 'davey', 'david'],
  ['matt', 'matthew'],
  ['tony', 'anthony'],
  ['sam', 'sammy', 'samuel'],
  ['sam', 'samantha'],
  ['alex', 'alexander'],
  ['alex', 'alexandra'],
  ['nick', 'nicholas', 'nicolas'],
  ['ben', 'benny', 'benjamin'],
  ['jen', 'jenny', 'jennifer'],
  ['andy', 'drew', 'andrew'],
  ['greg', 'gregory'],
  ['rick', 'ricky', 'rich', 'richie', 'richard'],
  ['ed', 'eddie', 'edward'],
  ['jon', 'jonathan'],
  ['pat', 'patrick'],
  ['pat', 'patricia', 'trish'],
  ['sue', 'susie', 'susan'],
  ['jeff', 'jeffrey', 'geoffrey'],
  ['ken', 'kenny', 'kenneth'],
  ['larry', 'lawrence', 'laurence'],
  ['ron', 'ronnie', 'ronald'],
  ['tim', 'timmy', 'timothy'],
];

export function areNicknames(a: string, b: string): boolean {
  const first = a.toLowerCase();
  const second = b.toLowerCase();
  return first === second || NICKNAME_GROUPS.some((group) => group.includes(first) && group.includes(second));
}

type Words = readonly string[];

/** 'Bob Smith' and 'Robert Smith': same words except a nickname-equivalent first name. */
const isNickname = (a: Words, b: Words) =>
  a.length >= 2 && a.length === b.length && areNicknames(a[0], b[0]) && a.slice(1).join(' ') === b.slice(1).join(' ');

/**
 * 'Sarah Chen' and 'Sarah L. Chen': every word of one appears, in order, in the other; or the same
 * last name with a first name that is a prefix ('S. Chen', 'Chris') or nickname of the other's.
 */
const isPartial = (a: Words, b: Words) => {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (isInOrder(shorter, longer)) return true;
  if (a.length < 2 || b.length < 2 || a[a.length - 1] !== b[b.length - 1]) return false;
  return a[0].startsWith(b[0]) || b[0].startsWith(a[0]) || areNicknames(a[0], b[0]);
};

function isInOrder(needle: Words, haystack: Words): boolean {
  let next = 0;
  for (const word of haystack) if (word === needle[next]) next += 1;
  return next === needle.length;
}

/**
 * The event's speaker record an agenda name refers to (spec section 2). 'Dr.', credentials after a
 * comma, accents, punctuation and case are ignored. An exact match beats a nickname match, which
 * beats a partial one. When the best kind of match finds two different people the answer is
 * undefined: showing no profile is better than showing someone else's.
 */
export function matchSpeakerByName<T extends { name: string }>(name: string, speakers: readonly T[]): T | undefined {
  return matchSpeakerAmong(name, nameCandidates(speakers));
}

/** Speakers with the words of their names, worked out once for matching many agenda names against them. */
export interface NameCandidate<T> {
  speaker: T;
  words: readonly string[];
  /** The words joined by spaces: two names are the same exactly when these are equal. */
  key: string;
}

/** The speakers whose names have words, each with them (matchSpeakerAmong's candidates). */
export function nameCandidates<T extends { name: string }>(speakers: readonly T[]): Array<NameCandidate<T>> {
  const candidates: Array<NameCandidate<T>> = [];
  for (const speaker of speakers) {
    const words = nameWords(speaker.name ?? '');
    if (words.length > 0) candidates.push({ speaker, words, key: words.join(' ') });
  }
  return candidates;
}

/** matchSpeakerByName against candidates whose names were read once (nameCandidates). */
export function matchSpeakerAmong<T>(name: string, candidates: ReadonlyArray<NameCandidate<T>>): T | undefined {
  const wanted = nameWords(name ?? '');
  if (wanted.length === 0) return undefined;
  // Names are compared by their joined words, each joined once: joining both sides of every
  // comparison was a third of matching an event's agenda to its speakers.
  const wantedKey = wanted.join(' ');
  const exact = candidates.filter((candidate) => candidate.key === wantedKey);
  if (exact.length > 0) return onePersonOf(exact);
  for (const sameness of [isNickname, isPartial]) {
    const found = candidates.filter((candidate) => sameness(wanted, candidate.words));
    if (found.length > 0) return onePersonOf(found);
  }
  return undefined;
}

/** The speaker the candidates found are, or undefined when they are different people. */
function onePersonOf<T>(found: ReadonlyArray<NameCandidate<T>>): T | undefined {
  return found.every((candidate) => candidate.key === found[0].key) ? found[0].speaker : undefined;
}
