import type { DemoEvent } from './types';

/**
 * Fourteen fictional meetings across the US and Canada. Agendas use all four shapes the event page
 * accepts: a list of days (with `date`, or with `day`), a plain list of sessions, `{ days: [...] }`
 * and an object keyed by date (keys deliberately out of order).
 */

/** Shape (a): a list of days keyed by `date`, with a workshop group and a corporate forum. */
const dallasAgenda = [
  {
    date: '2027-03-11',
    sessions: [
      { time: '7:30 AM', title: 'Registration & Continental Breakfast', type: 'break', location: 'Pecan Foyer' },
      { time: '8:30 AM', title: 'Welcome and Opening Remarks', speaker: 'Dr. Rafael Montoya', location: 'Ballroom A' },
      {
        time: '9:00 AM',
        title: 'From Scan to Guide: Predictable Guided Implant Surgery',
        speaker: 'Dr. Mike Alvarado',
        track: 'Main Stage',
        location: 'Ballroom A',
      },
      { time: '10:30 AM', title: 'Coffee Break', type: 'break', location: 'Exhibit Hall' },
      {
        time: '11:00 AM',
        title: 'Panel: Soft Tissue Management Around Implants',
        speaker: 'Priya Ramanathan, Dr. Tom Whitfield & Dr. Lena Okafor',
        track: 'Main Stage',
        location: 'Ballroom A',
        description: 'Three clinicians compare their grafting choices on the same five cases, then take questions.',
      },
      { time: '12:30 PM', title: 'Lunch', type: 'break', location: 'Exhibit Hall' },
      {
        time: '1:30 PM',
        title: 'Afternoon Hands-On Workshops',
        description: 'Choose one workshop at registration; seats are limited to 24 per room.',
        sessions: [
          {
            title: 'Lateral Window Sinus Augmentation on Porcine Models',
            speakers: ['Dr. Rafael Montoya'],
            location: 'Lab 1',
            track: 'Surgical',
          },
          {
            title: 'Immediate Provisionalization in the Esthetic Zone',
            speakers: [{ name: 'Dr. Priya Ramanathan' }],
            location: 'Lab 2',
            track: 'Restorative',
          },
          {
            title: 'Suturing and Flap Design for the Restorative Dentist',
            speakers: ['Dr. Lena Okafor', 'Dr. Tom Whitfield'],
            location: 'Lab 3',
            track: 'Surgical',
          },
          {
            title: 'Digital Impressions for Full-Arch Cases',
            speakers: [{ name: 'Dr. Grace Holloway', role: 'Instructor' }],
            location: 'Lab 4',
            track: 'Digital',
          },
        ],
      },
      { time: '5:00 PM', title: 'Welcome Reception', type: 'break', location: 'Terrace Level' },
    ],
  },
  {
    date: '2027-03-12',
    sessions: [
      { time: '7:30 AM', title: 'Breakfast with Exhibitors', type: 'break', location: 'Exhibit Hall' },
      {
        time: '8:30 AM',
        title: 'Industry Corporate Forum: Materials and Biologics',
        type: 'corporate_forum',
        location: 'Ballroom B',
        description: 'Short clinical lectures supported by our industry partners. CE credit is available for each lecture.',
        sessions: [
          {
            time: '8:30 AM',
            title: 'Zirconia Full-Arch Restorations: Material Choices That Last',
            speakers: [{ name: 'Dr. Kate Lindqvist' }],
          },
          {
            time: '9:15 AM',
            title: 'Bone Grafting Biologics: What the Evidence Supports',
            speakers: [{ name: 'Dr. Daniel Osei' }],
          },
          {
            time: '10:00 AM',
            title: 'Guided Surgery Software: A Live Planning Demonstration',
            speakers: [{ name: 'Dr. Mike Alvarado' }],
          },
        ],
      },
      { time: '10:45 AM', title: 'Coffee Break', type: 'break' },
      {
        time: '11:15 AM',
        title: 'Implants in the General Practice: Case Selection',
        speaker: 'Dr. Tom Whitfield',
        track: 'General Practice',
        location: 'Ballroom A',
      },
      {
        time: '11:15 AM',
        title: 'Full-Arch Digital Workflows',
        speaker: 'Dr. Grace Holloway',
        track: 'Digital',
        location: 'Room 204',
      },
      { time: '12:30 PM', title: 'Lunch', type: 'break' },
      {
        time: '1:30 PM',
        title: 'Sinus Augmentation Without the Guesswork',
        speaker: 'Dr. Rafael Montoya',
        track: 'Main Stage',
        location: 'Ballroom A',
      },
      {
        time: '3:00 PM',
        title: 'Soft Tissue Architecture Around Implants',
        speaker: 'Dr. Priya Ramanathan',
        track: 'Main Stage',
        location: 'Ballroom A',
      },
    ],
  },
  {
    date: '2027-03-13',
    sessions: [
      { time: '8:00 AM', title: 'Coffee & Case Presentations', type: 'break' },
      {
        time: '9:00 AM',
        title: 'Complications Roundtable: When Implants Go Wrong',
        speakers: ['Dr. Rafael Montoya', { name: 'Dr. Lena Okafor' }, 'Dr. Mike Alvarado'],
        track: 'Main Stage',
        location: 'Ballroom A',
      },
      { time: '11:30 AM', title: 'Closing Remarks and CE Certificates', speaker: 'Dr. Rafael Montoya' },
    ],
  },
];

/** Shape (d): an object keyed by date, second day first on purpose. */
const torontoAgenda = {
  '2026-05-02': [
    { time: '8:00 AM', title: 'Coffee Break', type: 'break' },
    {
      time: '8:30 AM',
      title: 'Peri-implantitis: Diagnosis and Decontamination Protocols',
      speaker: 'Dr. Anand Sethuraman',
      track: 'Implant Maintenance',
      location: 'Lakeview Hall',
    },
    {
      time: '10:30 AM',
      title: 'Hands-On Seminars',
      sessions: [
        { title: 'Instrumentation Around Implants', speakers: ['Hannah Kowalczyk'], location: 'Studio 1' },
        { title: 'Laser Settings and Safety', speakers: [{ name: 'Dr. Jonathan Reyes-Tan' }], location: 'Studio 2' },
        { title: 'Biologic Mixing and Placement', speakers: ['Dr. Marguerite Dubois'], location: 'Studio 3' },
      ],
    },
    { time: '12:30 PM', title: 'Lunch', type: 'break' },
    {
      time: '1:30 PM',
      title: 'Closing Panel: The Periodontal Patient Over Twenty Years',
      speaker: 'Dr. Marguerite Dubois, Dr. Anand Sethuraman & Hannah Kowalczyk',
      location: 'Lakeview Hall',
    },
  ],
  '2026-05-01': [
    { time: '7:45 AM', title: 'Registration', type: 'break' },
    {
      time: '8:30 AM',
      title: 'Regenerative Therapy for Intrabony Defects',
      speaker: 'Dr. Marguerite Dubois',
      track: 'Regeneration',
      location: 'Lakeview Hall',
    },
    { time: '10:00 AM', title: 'Coffee Break', type: 'break' },
    {
      time: '10:30 AM',
      title: 'Laser-Assisted Periodontal Therapy: Separating Evidence from Marketing',
      speaker: 'Dr. Jonathan Reyes-Tan',
      track: 'Therapy',
      location: 'Lakeview Hall',
    },
    { time: '12:00 PM', title: 'Lunch', type: 'break' },
    {
      time: '1:00 PM',
      title: 'Periodontal Maintenance That Patients Keep',
      speakers: ['Hannah Kowalczyk'],
      track: 'Hygiene',
      location: 'Harbour Room',
    },
  ],
};

/** Shape (b): a plain list of sessions. */
const nycAgenda = [
  { time: '8:00 AM', title: 'Registration & Breakfast', type: 'break' },
  {
    time: '9:00 AM',
    title: 'Minimal-Prep Veneers: Conserving Enamel Without Compromising Esthetics',
    speaker: 'Dr. Isabella Marchetti',
    track: 'Esthetics',
    location: 'Hudson Room',
  },
  {
    time: '10:30 AM',
    title: 'Digital Smile Design in Everyday Practice',
    speaker: 'Evelyn Park',
    track: 'Esthetics',
    location: 'Hudson Room',
  },
  { time: '11:45 AM', title: 'Coffee Break', type: 'break' },
  {
    time: '12:15 PM',
    title: 'Ortho-Restorative Interdisciplinary Planning',
    speakers: [{ name: 'Dr. Sofia Navarro' }, { name: 'Dr. Isabella Marchetti' }],
    location: 'Hudson Room',
  },
  { time: '1:15 PM', title: 'Lunch', type: 'break' },
  {
    time: '2:15 PM',
    title: 'Composite Artistry Workshop: Layering Natural Anterior Restorations',
    speaker: 'Dr. Marcus Bellamy',
    track: 'Hands-On',
    location: 'Studio A',
  },
  {
    time: '2:15 PM',
    title: 'Shade Matching and Lab Communication Workshop',
    speakers: ['Elliot Brandt'],
    track: 'Hands-On',
    location: 'Studio B',
  },
  { time: '4:30 PM', title: 'Closing Reception', type: 'break', location: 'Rooftop Terrace' },
];

/** Shape (c): an object with a `days` list. */
const chicagoAgenda = {
  days: [
    {
      date: '2027-02-25',
      sessions: [
        { time: '8:00 AM', title: 'Registration & Coffee', type: 'break' },
        {
          time: '8:45 AM',
          title: 'Intraoral Scanning Accuracy: What Really Matters',
          speaker: 'Dr. Bob Nakamura',
          track: 'Digital Workflow',
          location: 'Lakeshore Ballroom',
        },
        {
          time: '10:15 AM',
          title: 'CBCT Interpretation for the General Dentist',
          speaker: 'Dr. Derek Halvorsen',
          track: 'Imaging',
          location: 'Lakeshore Ballroom',
        },
        { time: '11:30 AM', title: 'Lunch', type: 'break' },
        {
          time: '1:00 PM',
          title: 'Hands-On Workshop A: Scanning Technique on Typodonts',
          speaker: 'Dr. Bob Nakamura',
          track: 'Hands-On',
          location: 'Room 310',
        },
        {
          time: '1:00 PM',
          title: 'Hands-On Workshop B: Chairside Milling and Staining',
          speaker: 'Dr. Amara Nwosu',
          track: 'Hands-On',
          location: 'Room 312',
        },
        {
          time: '1:00 PM',
          title: 'Hands-On Workshop C: Printing Surgical Guides and Models',
          speaker: 'Oliver Strand',
          track: 'Hands-On',
          location: 'Room 314',
        },
        { time: '3:00 PM', title: 'Coffee Break', type: 'break' },
        {
          time: '3:30 PM',
          title: 'AI-Assisted Caries Detection: Promise and Pitfalls',
          speaker: 'Dr. Yasmin Haddad',
          track: 'Diagnostics',
          location: 'Lakeshore Ballroom',
        },
      ],
    },
    {
      date: '2027-02-26',
      sessions: [
        { time: '8:00 AM', title: 'Breakfast', type: 'break' },
        {
          time: '9:00 AM',
          title: 'Chairside Milling: Same-Day Crowns Without Shortcuts',
          speaker: 'Dr. Amara Nwosu',
          track: 'Digital Workflow',
          location: 'Lakeshore Ballroom',
        },
        {
          time: '10:30 AM',
          title: '3D Printing in the Dental Office',
          speakers: ['Oliver Strand'],
          track: 'Digital Workflow',
          location: 'Lakeshore Ballroom',
        },
        {
          time: '11:45 AM',
          title: 'Panel: Building a Fully Digital Practice',
          speaker: 'Dr. Bob Nakamura, Dr. Amara Nwosu, Dr. Yasmin Haddad & Dr. Derek Halvorsen',
          location: 'Lakeshore Ballroom',
        },
      ],
    },
  ],
};

/** Shape (a) with `day` labels instead of dates. */
const orlandoAgenda = [
  {
    day: 'Friday, June 5',
    sessions: [
      { time: '8:00 AM', title: 'Registration & Breakfast', type: 'break' },
      {
        time: '9:00 AM',
        title: 'Clear Aligner Biomechanics: Attachments, Staging and Refinements',
        speaker: 'Dr. Chris Vance',
        track: 'Aligners',
        location: 'Palm Ballroom',
      },
      { time: '10:30 AM', title: 'Coffee Break', type: 'break' },
      {
        time: '11:00 AM',
        title: 'Interceptive Orthodontics in the Mixed Dentition',
        speaker: 'Dr. Leticia Ferreira',
        track: 'Growth & Development',
        location: 'Palm Ballroom',
      },
      { time: '12:30 PM', title: 'Lunch', type: 'break' },
      {
        time: '1:30 PM',
        title: 'Temporary Anchorage Devices in Everyday Orthodontics',
        speaker: 'Dr. Samuel Adeyemi',
        location: 'Palm Ballroom',
      },
    ],
  },
  {
    day: 'Saturday, June 6',
    sessions: [
      {
        time: '8:30 AM',
        title: 'Study Club Case Workshops',
        sessions: [
          { title: 'Aligner Refinement Clinic', speakers: ['Dr. Chris Vance'] },
          { title: 'Early Treatment Decision Lab', speakers: [{ name: 'Dr. Leticia Ferreira' }] },
          { title: 'TAD Placement on Models', speakers: ['Dr. Samuel Adeyemi'] },
        ],
      },
      { time: '11:30 AM', title: 'Farewell Brunch', type: 'break' },
    ],
  },
];

/** Shape (b) again, for a leadership meeting. */
const bostonAgenda = [
  { time: '8:30 AM', title: 'Coffee & Networking', type: 'break' },
  {
    time: '9:00 AM',
    title: 'Building a Team Culture That Retains Staff',
    speaker: 'Caroline Ashford',
    location: 'Charles River Room',
  },
  {
    time: '10:30 AM',
    title: 'Independent Practice or Group Affiliation?',
    speaker: 'Dr. Victor Mendes',
    location: 'Charles River Room',
  },
  { time: '12:00 PM', title: 'Lunch', type: 'break' },
  {
    time: '1:00 PM',
    title: 'Practice Transitions: Valuation and Associateships',
    speakers: [{ name: 'Nora Fitzgerald' }],
    location: 'Charles River Room',
  },
  {
    time: '2:30 PM',
    title: 'Roundtable: Your Toughest Management Question',
    speaker: 'Caroline Ashford, Dr. Victor Mendes & Nora Fitzgerald',
  },
];

/** Shape (a), a one-day sleep medicine meeting. */
const lasVegasAgenda = [
  {
    date: '2026-02-20',
    sessions: [
      { time: '8:00 AM', title: 'Registration', type: 'break' },
      {
        time: '8:30 AM',
        title: 'Oral Appliance Therapy for Obstructive Sleep Apnea',
        speaker: 'Dr. Bill Harrow',
        track: 'Adult Sleep',
        location: 'Mesa Ballroom',
      },
      {
        time: '10:15 AM',
        title: 'Airway-Focused Orthodontics in Children',
        speaker: 'Dr. Mei-Lin Zhou',
        track: 'Pediatric Airway',
        location: 'Mesa Ballroom',
      },
      { time: '11:45 AM', title: 'Lunch', type: 'break' },
      {
        time: '1:00 PM',
        title: 'Maxillomandibular Advancement: When Appliances Are Not Enough',
        speaker: 'Dr. Gabriel Fontaine',
        track: 'Surgical',
        location: 'Mesa Ballroom',
      },
      {
        time: '2:30 PM',
        title: 'Appliance Titration Workshop',
        speakers: ['Dr. Bill Harrow', 'Dr. Mei-Lin Zhou'],
        location: 'Canyon Room',
      },
    ],
  },
];

/** Shape (a), a short one-day update. */
const denverAgenda = [
  {
    date: '2025-08-15',
    sessions: [
      {
        time: '9:00 AM',
        title: 'Third Molar Surgery: Risk Assessment and Coronectomy',
        speaker: 'Dr. Henrik Solberg',
        location: 'Aspen Hall',
      },
      { time: '10:30 AM', title: 'Coffee Break', type: 'break' },
      {
        time: '11:00 AM',
        title: 'Medical Emergencies in the Dental Office',
        speaker: 'Dr. Aisha Rahman',
        location: 'Aspen Hall',
      },
    ],
  },
];

/** Shape (d) again, a single day keyed by date. */
const montrealAgenda = {
  '2026-10-22': [
    { time: '9:00 AM', title: 'Deep Margin Elevation: A Practical Protocol', speaker: 'Dr. Étienne Gagnon' },
    { time: '10:30 AM', title: 'Pause-café', type: 'break' },
    { time: '11:00 AM', title: 'Bonded Onlays Case Review', speaker: 'Dr. Étienne Gagnon' },
  ],
};

/** Shape (b), a short new-dentist programme. */
const austinAgenda = [
  { time: '8:30 AM', title: 'Breakfast & Welcome', type: 'break' },
  {
    time: '9:00 AM',
    title: 'Your First Five Years: Building Clinical Confidence',
    speaker: 'Dr. Rachel Thornbury',
    location: 'Colorado River Hall',
  },
  {
    time: '10:45 AM',
    title: 'Endodontic Essentials: Access, Shaping and Obturation',
    speaker: 'Dr. Luis Carrasco',
    location: 'Colorado River Hall',
  },
  { time: '12:15 PM', title: 'Lunch', type: 'break' },
  {
    time: '1:15 PM',
    title: 'Hands-On Endodontics Workshop',
    speakers: ['Dr. Luis Carrasco', 'Dr. Rachel Thornbury'],
    location: 'Simulation Lab',
  },
];

export const demoEvents: DemoEvent[] = [
  {
    key: 'dallas-implant-summit',
    title: 'Lone Star Implant & Reconstructive Summit 2027',
    description:
      'Three days of implant surgery and restoration for surgeons, restorative dentists and their teams: guided surgery, soft tissue management, full-arch digital workflows and a full afternoon of hands-on workshops. Up to 21 CE hours.',
    date: 'March 11-13, 2027',
    location: 'Trinity Ridge Convention Center, Dallas, TX',
    city: 'Dallas',
    image: 'aaid-conference',
    registrationUrl: 'https://register.example.com/lone-star-implant-2027',
    agenda: dallasAgenda,
    isFeatured: true,
  },
  {
    key: 'toronto-perio-symposium',
    title: 'Great Lakes Periodontal Symposium',
    description:
      'A two-day symposium on regeneration, peri-implant disease and long-term periodontal maintenance, with small-group seminars for periodontists, general dentists and hygienists.',
    date: 'May 1-2, 2026',
    location: 'Harbourfront Conference Centre, Toronto, ON',
    city: 'Toronto',
    image: 'gnyap-with-crest',
    registrationUrl: 'https://events.example.org/great-lakes-perio-2026',
    agenda: torontoAgenda,
  },
  {
    key: 'nyc-esthetic-days',
    title: 'Manhattan Esthetic Dentistry Days',
    description:
      'A one-day programme on conservative esthetic dentistry: minimal-prep veneers, digital smile design, composite layering and lab communication, with afternoon hands-on workshops.',
    date: 'December 3rd, 2026',
    location: 'Hudson Yards Conference Loft, New York, NY',
    city: 'New York',
    image: 'esthetic-days',
    registrationUrl: 'https://tickets.example.com/manhattan-esthetic-days',
    agenda: nycAgenda,
    isFeatured: true,
  },
  {
    key: 'chicago-digital-dentistry',
    title: 'Midwest Digital Dentistry Forum',
    description:
      'Scanning, milling, printing, CBCT and AI diagnostics: a two-day forum for practices moving to a digital workflow, with concurrent hands-on workshops on the first afternoon.',
    date: '2027-02-25',
    location: 'Lakeshore Conference Center, Chicago, IL',
    city: 'Chicago',
    image: 'gnyap-2024-meeting',
    registrationUrl: 'https://register.example.com/midwest-digital-2027',
    agenda: chicagoAgenda,
    isFeatured: true,
  },
  {
    key: 'orlando-ortho-weekend',
    title: 'Sunshine State Orthodontic Study Weekend',
    description:
      'Clear aligner biomechanics, interceptive treatment and temporary anchorage devices, followed by a Saturday of study-club case workshops.',
    date: 'June 5, 2026',
    location: 'Palm Grove Resort & Conference Center, Orlando, FL',
    city: 'Orlando',
    image: 'gnyap-original',
    registrationUrl: 'https://events.example.org/sunshine-ortho-2026',
    agenda: orlandoAgenda,
  },
  {
    key: 'vancouver-endo-retreat',
    title: 'Pacific Coast Endodontic Retreat',
    description:
      'A small-group retreat on modern endodontics: microscope-guided access, retreatment and regenerative procedures. Dates, venue and speakers will be announced soon.',
    date: 'TBD (Spring 2027)',
    location: 'Downtown Vancouver, BC',
    city: 'Vancouver',
    image: 'beckers-roundtable',
    registrationUrl: null,
    agenda: null,
  },
  {
    key: 'boston-practice-roundtable',
    title: 'New England Practice Leadership Roundtable',
    description:
      'Owners, associates and office managers compare notes on team culture, group affiliation and practice transitions in an informal roundtable format.',
    date: 'November 6-7, 2025',
    location: 'Charles River Meeting House, Boston, MA',
    city: 'Boston',
    image: 'beckers-roundtable',
    registrationUrl: 'https://register.example.com/ne-practice-roundtable',
    agenda: bostonAgenda,
    hideAbstracts: true,
  },
  {
    key: 'las-vegas-sleep-airway',
    title: 'Desert Sleep & Airway Dentistry Conference',
    description:
      'Screening, oral appliance therapy and interdisciplinary care for patients with obstructive sleep apnea, from pediatric airway orthodontics to surgical advancement.',
    date: '2026-02-20',
    location: 'Mesa Grande Conference Hall, Las Vegas, NV',
    city: 'Las Vegas',
    image: 'aaid-conference',
    registrationUrl: 'https://tickets.example.com/desert-sleep-airway',
    agenda: lasVegasAgenda,
    hideSocialMedia: true,
  },
  {
    key: 'miami-smile-design',
    title: 'Biscayne Smile Design Weekend',
    description:
      'A weekend of smile design, gingival esthetics and full-mouth rehabilitation with live demonstrations and a restorative case competition.',
    date: 'January 21-23, 2027',
    location: 'Bayfront Pavilion, Miami, FL',
    city: 'Miami',
    image: 'esthetic-days',
    registrationUrl: 'https://events.example.org/biscayne-smile-design',
    agenda: null,
    isFeatured: true,
  },
  {
    key: 'denver-oral-surgery-update',
    title: 'Rocky Mountain Oral Surgery Update',
    description:
      'A one-day update on third molar surgery and emergency preparedness for general dentists who perform extractions.',
    date: '2025-08-15',
    location: 'Aspen Hall, Front Range Conference Center, Denver, CO',
    city: 'Denver',
    image: 'gnyap-original',
    registrationUrl: 'https://register.example.com/rocky-mountain-os-update',
    agenda: denverAgenda,
    isHidden: true,
  },
  {
    key: 'seattle-pediatric-seminar',
    title: 'Puget Sound Pediatric Dentistry Seminar',
    description:
      'Behaviour guidance, silver diamine fluoride, space maintenance and the dental home: a practical seminar for pediatric and general dentists. Programme to follow.',
    date: 'May 13-14, 2027',
    location: 'Elliott Bay Conference Suites, Seattle, WA',
    city: 'Seattle',
    image: 'gnyap-2024-meeting',
    registrationUrl: null,
    agenda: null,
  },
  {
    key: 'montreal-restorative-congress',
    title: 'Montréal Restorative Dentistry Congress',
    description:
      'Adhesive and restorative dentistry for the general practitioner: deep margin elevation, bonded onlays and long-term case reviews. Sessions in English with French summaries.',
    date: '2026-10-22',
    location: 'Palais des Congrès du Vieux-Port, Montreal, QC',
    city: 'Montreal',
    image: 'gnyap-with-crest',
    registrationUrl: 'https://events.example.org/montreal-restorative-2026',
    agenda: montrealAgenda,
    trashedDaysAgo: 3,
  },
  {
    key: 'austin-new-dentist-symposium',
    title: 'Hill Country New Dentist Symposium',
    description:
      'For dentists in their first ten years of practice: clinical confidence, endodontic essentials and a hands-on afternoon in the simulation lab.',
    date: 'April 9, 2027',
    location: 'Colorado River Conference Hall, Austin, TX',
    city: 'Austin',
    image: 'aaid-conference',
    registrationUrl: 'https://register.example.com/hill-country-new-dentist',
    agenda: austinAgenda,
    isFeatured: true,
  },
  {
    key: 'napa-prosthodontic-retreat',
    title: 'Wine Country Prosthodontic Retreat',
    description:
      'An intimate three-day retreat on occlusion and complex prosthodontics, with morning lectures and afternoon treatment-planning sessions.',
    date: 'July 16-18, 2026',
    location: 'Vineyard Hill Estate, Napa Valley, CA',
    city: 'Napa Valley',
    image: 'gnyap-with-crest',
    registrationUrl: 'https://events.example.org/wine-country-prostho',
    agenda: null,
  },
];
