import type {
  Agenda,
  AgdSubjectCode,
  Audience,
  CeProvider,
  Country,
  EventFee,
  EventFormat,
  EventSubmission,
  ValidEventSubmissionForm,
} from '@dental/contracts';

/**
 * Shapes of the demo data set. The loader turns each record into the domain events an admin
 * (or the public submission form) would have produced, so every field mirrors a command input.
 */

export type DemoSponsorTier = 'platinum' | 'gold' | 'silver';

export interface DemoEvent {
  /** Stable key other demo records use to point at this event. */
  key: string;
  title: string;
  description: string;
  /** Free text, as organisers type it: ISO, 'Month D-D, YYYY', another parseable form, or not a date at all. */
  date: string;
  location: string;
  city: string;
  /** A bundled image key (see BUNDLED_EVENT_IMAGES), an /attached_assets/ path or an http(s) URL. */
  image: string;
  registrationUrl: string | null;
  agenda: Agenda | null;
  isHidden?: boolean;
  isFeatured?: boolean;
  hideSocialMedia?: boolean;
  hideAbstracts?: boolean;
  /** When set, the event was moved to trash this many days before the data set is loaded. */
  trashedDaysAgo?: number;
  // Continuing education: every demo event states it, as the edit-event form would.
  format: EventFormat;
  audiences: Audience[];
  /** AGD subject codes of the event as a whole (sessions carry their own). */
  topics: AgdSubjectCode[];
  ceProvider: CeProvider;
  /** In USD for US events and CAD for Canadian ones. */
  fees: EventFee[];
  /** The IANA zone of the event's city: its agenda's times are local times there. */
  timezone: string;
  /** Given because the demo cities are written without a state or province code. */
  country: Country;
  region: string;
  commercialSupport?: string;
  /** Only for events without an agenda to read credits from. */
  estimatedCeCredits?: number;
}

export interface DemoSpeaker {
  eventKey: string;
  name: string;
  profession: string;
  specialty: string;
  lectureTitle: string;
  email: string;
  /** '' for no photo, otherwise an /attached_assets/ path or an http(s) URL. */
  image: string;
  socialLinks: Record<string, string>;
  socialVisible?: boolean;
  hideAbstract?: boolean;
  isFeatured?: boolean;
  profileUrl: string | null;
  abstract: string;
  objectives: string[];
  /** Degrees after the name, such as 'DDS, MS'. */
  credentials: string;
  /** Conflict-of-interest statement; '' while the speaker has not sent one. */
  disclosure: string;
}

export interface DemoSponsor {
  key: string;
  name: string;
  description: string;
  /** The sponsor's logo: a picture shipped with the site (/attached_assets/sponsors/<key>.svg) or a short badge text. */
  logo: string;
  companyImage: string | null;
  website: string | null;
  telephone: string | null;
  socialHandles: { instagram?: string; twitter?: string; facebook?: string; linkedin?: string };
  tier: DemoSponsorTier;
  /** The event the sponsor is assigned to, or null when unassigned or global. */
  eventKey: string | null;
  isGlobalSponsor: boolean;
}

export interface DemoTierName {
  eventKey: string;
  tierLevel: DemoSponsorTier;
  customName: string;
}

/**
 * A submission as its organiser sent it through the form, with the submission's own fields
 * (EventSubmission), and how it was reviewed.
 */
export type DemoSubmission = Pick<
  EventSubmission,
  | 'title'
  | 'description'
  | 'eventType'
  | 'date'
  | 'location'
  | 'city'
  | 'expectedAttendees'
  | 'additionalInfo'
  | 'organizationName'
  | 'contactEmail'
  | 'contactPhone'
  | 'image'
  | 'registrationUrl'
  | 'status'
> &
  // The form's optional 'Continuing Education' section; left out when the organiser skipped it.
  Pick<ValidEventSubmissionForm, 'format' | 'audiences' | 'topics' | 'ceProvider' | 'estimatedCeCredits'> & {
    key: string;
    submittedDaysAgo: number;
    reviewNotes?: EventSubmission['reviewNotes'];
    /** For an approved submission: whether the loader also turns it into a live event. */
    createLiveEvent?: boolean;
  };
