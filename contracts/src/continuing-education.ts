/**
 * Continuing education (CE): the vocabulary a dental professional chooses a meeting by. Every list
 * here is closed, so the API, the screens and the audit history name values the same way.
 */

export const EVENT_FORMATS = ['in_person', 'virtual', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const DEFAULT_EVENT_FORMAT: EventFormat = 'in_person';
export const EVENT_FORMAT_LABELS: Record<EventFormat, string> = {
  in_person: 'In person',
  virtual: 'Virtual',
  hybrid: 'Hybrid',
};

export const AUDIENCES = ['dentist', 'hygienist', 'assistant', 'lab_technician', 'office_staff', 'student'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = {
  dentist: 'Dentists',
  hygienist: 'Hygienists',
  assistant: 'Dental assistants',
  lab_technician: 'Lab technicians',
  office_staff: 'Office staff',
  student: 'Students',
};

/** AGD's course types: lecture (listening) or participation (hands-on). */
export const CREDIT_TYPES = ['lecture', 'participation'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
export const CREDIT_TYPE_LABELS: Record<CreditType, string> = {
  lecture: 'Lecture',
  participation: 'Participation (hands-on)',
};

export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Credits of one session: 0 to 24 hours in quarter hours. */
export const SESSION_CREDITS_MAX = 24;
export const CREDIT_STEP = 0.25;
/** An organiser's estimate for a whole meeting (a week-long course can pass 24). */
export const ESTIMATED_CREDITS_MAX = 200;

/**
 * AGD subject codes, as the AGD publishes them for PACE providers (the reduced list in use since
 * the AGD merged its older, finer codes: any endodontics course is 070, and so on). Providers put
 * these codes on course announcements and attendance forms; AGD members record their hours by them.
 */
export const AGD_SUBJECTS = [
  { code: '010', name: 'Basic Sciences' },
  { code: '070', name: 'Endodontics' },
  { code: '130', name: 'Electives' },
  { code: '180', name: 'Myofascial Pain/Occlusion' },
  { code: '200', name: 'Orofacial Pain' },
  { code: '250', name: 'Operative (Restorative) Dentistry' },
  { code: '310', name: 'Oral and Maxillofacial Surgery' },
  { code: '340', name: 'Anesthesia and Pain Management' },
  { code: '370', name: 'Orthodontics' },
  { code: '430', name: 'Pediatric Dentistry' },
  { code: '490', name: 'Periodontics' },
  { code: '550', name: 'Practice Management and Human Relations' },
  { code: '610', name: 'Fixed Prosthodontics' },
  { code: '670', name: 'Removable Prosthodontics' },
  { code: '690', name: 'Implants' },
  { code: '730', name: 'Oral Medicine, Oral Diagnosis, Oral Pathology' },
  { code: '750', name: 'Special Patient Care' },
  { code: '770', name: 'Self-Improvement' },
  { code: '780', name: 'Esthetics/Cosmetic Dentistry' },
] as const;
export type AgdSubjectCode = (typeof AGD_SUBJECTS)[number]['code'];

const SUBJECT_NAMES = new Map<string, string>(AGD_SUBJECTS.map((subject) => [subject.code, subject.name]));

export function isAgdSubjectCode(code: string): code is AgdSubjectCode {
  return SUBJECT_NAMES.has(code);
}

/** '690' → 'Implants'; an unknown code is returned as it is. */
export function agdSubjectName(code: string): string {
  return SUBJECT_NAMES.get(code) ?? code;
}

export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_NAMES: Record<Country, string> = { US: 'United States', CA: 'Canada' };

/** USPS state codes (with DC) and Canada Post province and territory codes. No code is in both lists. */
export const REGIONS: Record<Country, ReadonlyArray<{ code: string; name: string }>> = {
  US: [
    { code: 'AL', name: 'Alabama' },
    { code: 'AK', name: 'Alaska' },
    { code: 'AZ', name: 'Arizona' },
    { code: 'AR', name: 'Arkansas' },
    { code: 'CA', name: 'California' },
    { code: 'CO', name: 'Colorado' },
    { code: 'CT', name: 'Connecticut' },
    { code: 'DE', name: 'Delaware' },
    { code: 'DC', name: 'District of Columbia' },
    { code: 'FL', name: 'Florida' },
    { code: 'GA', name: 'Georgia' },
    { code: 'HI', name: 'Hawaii' },
    { code: 'ID', name: 'Idaho' },
    { code: 'IL', name: 'Illinois' },
    { code: 'IN', name: 'Indiana' },
    { code: 'IA', name: 'Iowa' },
    { code: 'KS', name: 'Kansas' },
    { code: 'KY', name: 'Kentucky' },
    { code: 'LA', name: 'Louisiana' },
    { code: 'ME', name: 'Maine' },
    { code: 'MD', name: 'Maryland' },
    { code: 'MA', name: 'Massachusetts' },
    { code: 'MI', name: 'Michigan' },
    { code: 'MN', name: 'Minnesota' },
    { code: 'MS', name: 'Mississippi' },
    { code: 'MO', name: 'Missouri' },
    { code: 'MT', name: 'Montana' },
    { code: 'NE', name: 'Nebraska' },
    { code: 'NV', name: 'Nevada' },
    { code: 'NH', name: 'New Hampshire' },
    { code: 'NJ', name: 'New Jersey' },
    { code: 'NM', name: 'New Mexico' },
    { code: 'NY', name: 'New York' },
    { code: 'NC', name: 'North Carolina' },
    { code: 'ND', name: 'North Dakota' },
    { code: 'OH', name: 'Ohio' },
    { code: 'OK', name: 'Oklahoma' },
    { code: 'OR', name: 'Oregon' },
    { code: 'PA', name: 'Pennsylvania' },
    { code: 'RI', name: 'Rhode Island' },
    { code: 'SC', name: 'South Carolina' },
    { code: 'SD', name: 'South Dakota' },
    { code: 'TN', name: 'Tennessee' },
    { code: 'TX', name: 'Texas' },
    { code: 'UT', name: 'Utah' },
    { code: 'VT', name: 'Vermont' },
    { code: 'VA', name: 'Virginia' },
    { code: 'WA', name: 'Washington' },
    { code: 'WV', name: 'West Virginia' },
    { code: 'WI', name: 'Wisconsin' },
    { code: 'WY', name: 'Wyoming' },
    { code: 'PR', name: 'Puerto Rico' },
  ],
  CA: [
    { code: 'AB', name: 'Alberta' },
    { code: 'BC', name: 'British Columbia' },
    { code: 'MB', name: 'Manitoba' },
    { code: 'NB', name: 'New Brunswick' },
    { code: 'NL', name: 'Newfoundland and Labrador' },
    { code: 'NS', name: 'Nova Scotia' },
    { code: 'NT', name: 'Northwest Territories' },
    { code: 'NU', name: 'Nunavut' },
    { code: 'ON', name: 'Ontario' },
    { code: 'PE', name: 'Prince Edward Island' },
    { code: 'QC', name: 'Quebec' },
    { code: 'SK', name: 'Saskatchewan' },
    { code: 'YT', name: 'Yukon' },
  ],
};

const COUNTRY_OF_REGION = new Map<string, Country>(
  COUNTRIES.flatMap((country) => REGIONS[country].map((region) => [region.code, country] as const)),
);
const REGION_NAMES = new Map<string, string>(
  COUNTRIES.flatMap((country) => REGIONS[country].map((region) => [region.code, region.name] as const)),
);

/** The country a state or province code belongs to, or null for an unknown code. */
export function countryOfRegion(code: string): Country | null {
  return COUNTRY_OF_REGION.get(code.toUpperCase()) ?? null;
}

/** 'TX' → 'Texas'; an unknown code is returned as it is. */
export function regionName(code: string): string {
  return REGION_NAMES.get(code.toUpperCase()) ?? code;
}

/** Who awards the credits, and the approval they must print on everything that promotes a course. */
export interface CeProvider {
  name: string;
  adaCerpProviderId?: string;
  agdPaceProviderId?: string;
  /** Shown verbatim, as the recognising body words it. */
  approvalStatement?: string;
  /** e.g. '1/1/2025 to 12/31/2028' (AGD PACE approvals run for a stated period). */
  approvalPeriod?: string;
  /** Where a licensing board itself registered the provider, and for which mandated subjects. */
  boardApprovals?: BoardApproval[];
}

/**
 * A licensing board's own registration of a provider: some mandated subjects count only from a
 * provider the board registered (California's infection control and Dental Practice Act).
 * `mandates` empty: registered for every subject.
 */
export interface BoardApproval {
  country: Country;
  region: string;
  /** The board's number for the provider, as the board prints it. */
  number: string;
  mandates: Mandate[];
}

export interface EventFee {
  label: string;
  amount: number;
  currency: Currency;
}

/**
 * Credits a person can earn at an event, worked out from its agenda: concurrent sessions count
 * once at their highest value. `lecture` and `participation` are each the most of that kind one
 * person can earn, so together they may exceed `max`.
 */
export interface CeCredits {
  max: number;
  lecture: number;
  participation: number;
}

/** '$895', 'CA$1,250.50': the amount with its currency, as a visitor reads a price. */
export function formatFee(fee: Pick<EventFee, 'amount' | 'currency'>): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: fee.currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: Number.isInteger(fee.amount) ? 0 : 2,
  }).format(fee.amount);
}

/** 6 → '6', 1.5 → '1.5', 0.25 → '0.25'. */
export function formatCredits(credits: number): string {
  return String(Math.round(credits * 100) / 100);
}

/** 'Up to 14 CE credits', 'Up to 1 CE credit'. */
export function creditsBadge(credits: number): string {
  return `Up to ${formatCredits(credits)} CE ${credits === 1 ? 'credit' : 'credits'}`;
}

/** '690' → '690 Implants': the code AGD members record hours by, then its official name. */
export function agdSubjectLabel(code: string): string {
  const name = agdSubjectName(code);
  return name === code ? code : `${code} ${name}`;
}

/** '1.5 CE · Lecture', '3 CE' (no type stated). */
export function sessionCreditsText(credits: number, creditType?: CreditType | null): string {
  return creditType
    ? `${formatCredits(credits)} CE · ${CREDIT_TYPE_LABELS[creditType]}`
    : `${formatCredits(credits)} CE`;
}

/**
 * How a session is attended, as boards cap it: in person, live online (a webinar with its
 * audience), or on demand (recorded or self-study, which boards often cap).
 */
export const SESSION_DELIVERIES = ['in_person', 'live_online', 'on_demand'] as const;
export type SessionDelivery = (typeof SESSION_DELIVERIES)[number];
export const SESSION_DELIVERY_LABELS: Record<SessionDelivery, string> = {
  in_person: 'In person',
  live_online: 'Live online',
  on_demand: 'On demand (self-study)',
};

/**
 * Mandates: the subjects licensing boards name in their renewal rules, one catalogue for the
 * sessions that teach them and the rules that ask for them (or cap them).
 */
export const MANDATES = [
  'infection_control',
  'practice_act',
  'opioids',
  'controlled_substances',
  'medical_errors',
  'bls',
  'ethics',
  'risk_management',
  'record_keeping',
  'child_abuse',
  'human_trafficking',
  'substance_use_disorders',
] as const;
export type Mandate = (typeof MANDATES)[number];
export const MANDATE_LABELS: Record<Mandate, string> = {
  infection_control: 'Infection control',
  practice_act: 'Dental practice act (jurisprudence)',
  opioids: 'Opioid prescribing',
  controlled_substances: 'Prescribing controlled substances',
  medical_errors: 'Prevention of medical errors',
  bls: 'Basic life support (CPR)',
  ethics: 'Ethics',
  risk_management: 'Risk management',
  record_keeping: 'Record keeping',
  child_abuse: 'Child abuse identification and reporting',
  human_trafficking: 'Human trafficking',
  substance_use_disorders: 'Substance use disorders',
};

export function isMandate(value: string): value is Mandate {
  return (MANDATES as readonly string[]).includes(value);
}

/** A session's minutes of instruction: 0 to 24 hours. */
export const SESSION_MINUTES_MAX = 24 * 60;
