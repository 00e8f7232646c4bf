import { AUDIENCES, countryOfRegion, type Audience, type CeRuleSet } from '@dental/contracts';
import { browserStoredValue } from '../../../lib/browser-stored-value';

/**
 * The licence a visitor renews, kept in this browser like the plan (no account: decision 0026):
 * where (a state or province) and as what (a role). The rule set it reads is the one the site
 * lists for that place and role, so a rule set recorded again under another id is still found.
 *
 * As with the plan, nothing reads the storage while a page renders: the server knows no licence,
 * so the first render in the browser shows none either, and the stored one arrives right after.
 */

export interface Licence {
  /** A US state or Canadian province code ('CA', 'ON'). */
  region: string;
  role: Audience;
}

const STORAGE_KEY = 'dental-events:licence';
const STORAGE_VERSION = 1;

/** What is stored, checked field by field: the storage can hold anything, and anything else is no licence. */
export function readLicence(value: unknown): Licence | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, region, role } = value as Record<string, unknown>;
  if (v !== STORAGE_VERSION || typeof region !== 'string' || typeof role !== 'string') return null;
  if (countryOfRegion(region) === null || !(AUDIENCES as readonly string[]).includes(role)) return null;
  return { region: region.toUpperCase(), role: role as Audience };
}

/** The listed rule set for a licence: its place and role; null when the site lists none for them. */
export function ruleSetForLicence(ruleSets: readonly CeRuleSet[], licence: Licence | null): CeRuleSet | null {
  if (!licence) return null;
  return ruleSets.find((set) => set.region === licence.region && set.role === licence.role) ?? null;
}

/** The licence a rule set is for. */
export const licenceOf = (set: Pick<CeRuleSet, 'region' | 'role'>): Licence => ({ region: set.region, role: set.role });

/** What the storage holds, as a licence: none unless it is one. */
const stored = browserStoredValue<{ licence: Licence | null }>(STORAGE_KEY, (value) => ({
  licence: readLicence(value),
}));

/** The chosen licence: undefined while not read yet (on the server and in the first render), null when none is chosen. */
export function useLicence(): Licence | null | undefined {
  return stored.use()?.licence;
}

/** Keeps the licence in this browser (null forgets it). A browser that refuses to store it keeps it for this page. */
export function chooseLicence(licence: Licence | null): void {
  // A browser that refuses keeps it in memory only, until the page closes.
  stored.keep(licence === null ? null : { v: STORAGE_VERSION, ...licence });
  stored.set({ licence });
}
