import type { DemoSpeaker } from './types';

/**
 * Fictional lecturers. Agendas name them as 'Dr. First Last', sometimes with a nickname
 * ('Dr. Mike Alvarado' for Michael Alvarado) or without the middle initial ('Priya Ramanathan'
 * for Dr. Priya K. Ramanathan), so the event page's name matching has real work to do.
 */

const headshot = (slug: string): string => `/attached_assets/speakers/${slug}.svg`;
const profile = (slug: string): string => `https://speakersphere.example.com/profiles/${slug}`;

export const demoSpeakers: DemoSpeaker[] = [
  // Lone Star Implant & Reconstructive Summit (Dallas)
  {
    eventKey: 'dallas-implant-summit',
    name: 'Rafael Montoya',
    profession: 'Oral and Maxillofacial Surgeon (DDS, MD)',
    specialty: 'Implant Dentistry',
    lectureTitle: 'Sinus Augmentation Without the Guesswork',
    email: 'rafael.montoya@example.com',
    image: headshot('rafael-montoya'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.rafa.montoya.demo',
      linkedin: 'https://www.linkedin.com/in/rafael-montoya-omfs-demo',
    },
    isFeatured: true,
    profileUrl: profile('rafael-montoya'),
    abstract:
      'Posterior maxillary sites with limited residual bone remain one of the most common reasons implant treatment is delayed or declined. This lecture walks through a decision tree for choosing between short implants, transcrestal elevation and the lateral window approach, based on residual bone height, sinus anatomy on CBCT and the restorative plan. Dr. Montoya reviews membrane management, repair of perforations, graft material selection and the timing of implant placement, using video of routine and complicated cases. Postoperative protocols, recognition of early sinusitis and communication with the referring dentist are covered so that attendees leave with a reproducible, evidence-based protocol they can adapt to their own practice.',
    objectives: [
      'Select the appropriate sinus augmentation technique from CBCT findings and residual bone height',
      'Recognise and manage Schneiderian membrane perforations during lateral window surgery',
      'Choose graft materials and implant timing to suit the clinical situation',
      'Identify and treat early postoperative sinus complications',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Michael Alvarado',
    profession: 'Prosthodontist (DDS, MS)',
    specialty: 'Implant Dentistry',
    lectureTitle: 'From Scan to Guide: Predictable Guided Implant Surgery',
    email: 'michael.alvarado@example.com',
    image: headshot('michael-alvarado'),
    socialLinks: {
      instagram: 'https://www.instagram.com/alvarado.prostho.demo',
      twitter: 'https://twitter.com/alvarado_prostho_demo',
    },
    isFeatured: true,
    profileUrl: profile('michael-alvarado'),
    abstract:
      'Guided implant surgery is only as accurate as each step that precedes it. This presentation follows a single-tooth and a full-arch case from intraoral scan and CBCT through virtual planning, guide design and printing to surgery and final restoration. Dr. Alvarado explains where accumulated error comes from, including scan stitching, segmentation, sleeve tolerance and guide seating, and shows simple verification steps that catch problems before the patient is in the chair. The lecture compares tooth-supported, mucosa-supported and bone-supported guides, discusses when fully guided placement is worth the extra planning time, and describes how restoratively driven planning shortens the prosthetic phase.',
    objectives: [
      'Describe the sources of cumulative error in a guided implant workflow',
      'Choose between tooth-, mucosa- and bone-supported surgical guides',
      'Apply chairside checks that verify guide fit before surgery',
      'Plan implant position from the final restoration backwards',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Dr. Priya K. Ramanathan',
    profession: 'Periodontist (DMD, MSD)',
    specialty: 'Periodontics & Implant Dentistry',
    lectureTitle: 'Soft Tissue Architecture Around Implants',
    email: 'priya.ramanathan@example.com',
    image: headshot('priya-ramanathan'),
    socialLinks: {
      instagram: 'https://www.instagram.com/priya.perio.demo',
      linkedin: 'https://www.linkedin.com/in/priya-ramanathan-perio-demo',
      facebook: 'https://www.facebook.com/priya.ramanathan.perio.demo',
    },
    isFeatured: true,
    profileUrl: profile('priya-ramanathan'),
    abstract:
      'Long-term implant success is increasingly judged by the stability of the surrounding soft tissue as much as by osseointegration. This lecture reviews the evidence on keratinized mucosa width, mucosal thickness and supracrestal tissue height, and how each affects marginal bone stability, recession and patient comfort during home care. Dr. Ramanathan presents connective tissue grafting, free gingival grafts and collagen matrix alternatives at the time of placement, at uncovering and after restoration. Emphasis is placed on immediate implants in the esthetic zone, including socket shield and dual-zone grafting, with five-year follow-up of treated cases and a candid look at complications.',
    objectives: [
      'Explain how mucosal thickness and keratinized tissue influence peri-implant health',
      'Select the soft tissue grafting approach appropriate to each treatment stage',
      'Apply dual-zone grafting for immediate implants in the esthetic zone',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Thomas Whitfield',
    profession: 'General Dentist (DDS, FAGD)',
    specialty: 'Implant Dentistry',
    lectureTitle: 'Implants in the General Practice: Case Selection',
    email: 'thomas.whitfield@example.com',
    image: '',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/tom-whitfield-dds-demo' },
    profileUrl: null,
    abstract:
      'Many general dentists place implants, but the difference between a rewarding implant service and a stressful one is case selection. Drawing on fifteen years in a busy suburban practice, Dr. Whitfield presents a simple risk classification that weighs anatomy, bone volume, medical history, smoking, occlusion and patient expectations. Straightforward, advanced and complex cases are illustrated, along with the cases he now refers without hesitation. The lecture also covers informed consent, realistic fee setting, scheduling surgery within a restorative day and building a referral relationship with specialists that benefits everyone, most of all the patient.',
    objectives: [
      'Classify implant cases as straightforward, advanced or complex',
      'Identify medical and anatomical findings that call for referral',
      'Structure informed consent and fees for implant treatment in general practice',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Lena Okafor',
    profession: 'Oral Surgeon (DDS)',
    specialty: 'Oral Surgery',
    lectureTitle: 'Suturing and Flap Design for the Restorative Dentist',
    email: 'lena.okafor@example.org',
    image: headshot('lena-okafor'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.lena.sutures.demo',
      twitter: '#',
    },
    profileUrl: profile('lena-okafor'),
    abstract:
      'Primary closure, tension-free flaps and well-placed sutures determine how quickly and predictably surgical sites heal. This practical lecture covers the principles of incision placement, releasing incisions, periosteal scoring and flap advancement, followed by a review of suture materials, needle types and the techniques most useful around implants and extraction sockets: interrupted, horizontal mattress, sling and continuous locking sutures. Dr. Okafor shares common errors seen in referred cases and how to avoid them, and prepares attendees for the afternoon workshop, where each technique is practised on porcine jaws under supervision.',
    objectives: [
      'Design incisions and releasing incisions that preserve blood supply',
      'Achieve tension-free primary closure over grafted sites',
      'Choose suture materials and techniques for implant and extraction sites',
      'Avoid the most common flap and suturing errors',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Grace Holloway',
    profession: 'Prosthodontist (DMD)',
    specialty: 'Digital Dentistry',
    lectureTitle: 'Full-Arch Digital Workflows',
    email: 'grace.holloway@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract:
      'Full-arch implant rehabilitation has moved from analog records and verification jigs towards photogrammetry, intraoral scanning and printed prototypes. This session compares these workflows step by step, from the day of surgery to the definitive prosthesis, and explains where each shines and where it still fails. Dr. Holloway shows how to capture and merge facial scans, how to record vertical dimension and centric relation digitally, and how a printed trial prosthesis can be used as a diagnostic tool before milling the final restoration. Accuracy data from recent studies are reviewed alongside practical lab communication tips.',
    objectives: [
      'Compare analog, intraoral and photogrammetric records for full-arch cases',
      'Record jaw relations and vertical dimension in a digital workflow',
      'Use printed prototypes to verify esthetics and function before the final prosthesis',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Katherine Lindqvist',
    profession: 'Prosthodontist (DDS, MS, FACP)',
    specialty: 'Restorative Materials',
    lectureTitle: 'Zirconia Full-Arch Restorations: Material Choices That Last',
    email: 'katherine.lindqvist@example.com',
    image: headshot('katherine-lindqvist'),
    socialLinks: { linkedin: 'https://www.linkedin.com/in/kate-lindqvist-prostho-demo' },
    socialVisible: false,
    profileUrl: null,
    abstract:
      'Monolithic and layered zirconia have become the default for many full-arch implant prostheses, yet the material family now ranges from high-strength 3Y to translucent 5Y and multilayer blanks. This corporate forum lecture explains how composition affects strength, translucency, wear of the opposing dentition and chipping risk. Dr. Lindqvist discusses connector dimensions, screw access design, cut-back and layering choices, and the finishing and polishing protocols that limit antagonist wear. Fracture and chipping cases are analysed to show which failures were material-related and which were design-related.',
    objectives: [
      'Differentiate 3Y, 4Y and 5Y zirconia by strength and translucency',
      'Design connectors and screw access channels for full-arch zirconia',
      'Apply finishing and polishing protocols that protect opposing teeth',
    ],
  },
  {
    eventKey: 'dallas-implant-summit',
    name: 'Daniel Osei',
    profession: 'General Dentist (DMD, MAGD)',
    specialty: 'Bone Grafting',
    lectureTitle: 'Bone Grafting Biologics: What the Evidence Supports',
    email: 'daniel.osei@example.org',
    image: headshot('placeholder'),
    socialLinks: { instagram: '#', linkedin: '#' },
    profileUrl: null,
    abstract:
      'Allografts, xenografts, alloplasts, growth factors and autologous platelet concentrates are marketed with bold claims. This lecture sorts the evidence for ridge preservation, horizontal and vertical augmentation and sinus grafting, explaining where biologics clearly improve outcomes and where they mainly add cost. Dr. Osei presents a straightforward protocol for socket preservation in general practice, discusses membrane selection and fixation, and describes how to prepare platelet-rich fibrin in the office. Practical tips on storage, handling, charting and insurance documentation complete the session, followed by time for questions about attendees\u2019 own cases.',
    objectives: [
      'Compare the evidence for common graft materials and biologics',
      'Apply a socket preservation protocol suited to general practice',
      'Decide when platelet concentrates add value to a grafting procedure',
    ],
  },

  // Great Lakes Periodontal Symposium (Toronto)
  {
    eventKey: 'toronto-perio-symposium',
    name: 'Marguerite Dubois',
    profession: 'Periodontist (DMD, MSc, FRCD(C))',
    specialty: 'Periodontal Regeneration',
    lectureTitle: 'Regenerative Therapy for Intrabony Defects',
    email: 'marguerite.dubois@example.org',
    image: headshot('marguerite-dubois'),
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/marguerite-dubois-perio-demo',
      twitter: 'https://x.com/mdubois_perio_demo',
    },
    isFeatured: true,
    profileUrl: profile('marguerite-dubois'),
    abstract:
      'Deep intrabony defects are no longer an automatic indication for extraction. This lecture presents the biological basis and clinical evidence for guided tissue regeneration, enamel matrix derivative and combination therapies, with attention to defect morphology, the number of remaining walls and patient factors such as smoking and diabetes. Dr. Dubois demonstrates minimally invasive flap designs that preserve the papilla and improve wound stability, and presents ten-year results from her practice. The session ends with a discussion of how to communicate prognosis honestly and when an implant remains the better choice.',
    objectives: [
      'Assess intrabony defect morphology and its influence on regenerative outcomes',
      'Compare guided tissue regeneration, enamel matrix derivative and combined approaches',
      'Apply papilla-preserving minimally invasive flap designs',
      'Weigh regeneration against extraction and implant therapy',
    ],
  },
  {
    eventKey: 'toronto-perio-symposium',
    name: 'Anand Sethuraman',
    profession: 'Periodontist (BDS, MS)',
    specialty: 'Peri-implant Disease',
    lectureTitle: 'Peri-implantitis: Diagnosis and Decontamination Protocols',
    email: 'anand.sethuraman@example.com',
    image: headshot('anand-sethuraman'),
    socialLinks: { linkedin: 'https://www.linkedin.com/in/anand-sethuraman-demo' },
    hideAbstract: true,
    profileUrl: profile('anand-sethuraman'),
    abstract:
      'With millions of implants in function, peri-implant mucositis and peri-implantitis are now everyday findings in general and specialist practice. This lecture defines the current case definitions, shows how to probe and radiograph implants reliably, and explains why early diagnosis changes the prognosis. Dr. Sethuraman compares non-surgical debridement, air-polishing, chemical agents and lasers, then moves to surgical access, implantoplasty and regenerative approaches for contained defects. Maintenance intervals, home-care aids and criteria for explantation are discussed with case examples, and attendees receive a one-page chairside protocol for their hygiene teams.',
    objectives: [
      'Apply current case definitions of peri-implant mucositis and peri-implantitis',
      'Choose non-surgical and surgical decontamination methods by defect type',
      'Set maintenance intervals and home-care instructions for implant patients',
    ],
  },
  {
    eventKey: 'toronto-perio-symposium',
    name: 'Hannah Kowalczyk',
    profession: 'Registered Dental Hygienist (RDH, MSc)',
    specialty: 'Dental Hygiene',
    lectureTitle: 'Periodontal Maintenance That Patients Keep',
    email: 'hannah.kowalczyk@example.org',
    image: '',
    socialLinks: { instagram: 'https://www.instagram.com/hannah.hygiene.demo' },
    profileUrl: null,
    abstract:
      'Supportive periodontal therapy only works if patients come back. This session looks at why adherence drops after active treatment and what the hygiene team can do about it. Hannah Kowalczyk presents a risk-based approach to setting recall intervals, a concise charting routine that makes change visible to patients, and motivational interviewing techniques that fit into a regular appointment. Instrumentation updates, including ultrasonic inserts for furcations and implant-safe tips, are demonstrated on video, and the seminar includes a hands-on segment on instrumentation around implants.',
    objectives: [
      'Set recall intervals using a periodontal risk assessment',
      'Use motivational interviewing techniques in routine maintenance visits',
      'Select instruments for furcations and implant surfaces',
    ],
  },
  {
    eventKey: 'toronto-perio-symposium',
    name: 'Jonathan Reyes-Tan',
    profession: 'Periodontist (DDS, MS)',
    specialty: 'Laser Dentistry',
    lectureTitle: 'Laser-Assisted Periodontal Therapy: Separating Evidence from Marketing',
    email: 'jonathan.reyestan@example.com',
    image: headshot('jonathan-reyes-tan'),
    socialLinks: { instagram: '#', twitter: '#', facebook: '#' },
    profileUrl: null,
    abstract:
      'Lasers are promoted for almost every periodontal indication, from pocket disinfection to regeneration. This lecture reviews how diode, Nd:YAG and Er:YAG lasers interact with soft tissue, calculus and bone, and what randomized trials actually show when laser therapy is compared with conventional scaling and root planing or surgery. Dr. Reyes-Tan covers safety, settings, eye protection and documentation, and shows where he finds lasers genuinely useful: frenectomies, depigmentation and as an adjunct in selected deep pockets. Attendees will be better equipped to evaluate purchase decisions and marketing claims.',
    objectives: [
      'Describe tissue interactions of common dental laser wavelengths',
      'Interpret clinical trial evidence on laser-assisted periodontal therapy',
      'Apply safe settings and protective measures for laser procedures',
    ],
  },

  // Manhattan Esthetic Dentistry Days (New York)
  {
    eventKey: 'nyc-esthetic-days',
    name: 'Isabella Marchetti',
    profession: 'Cosmetic Dentist (DMD)',
    specialty: 'Esthetic Dentistry',
    lectureTitle: 'Minimal-Prep Veneers: Conserving Enamel Without Compromising Esthetics',
    email: 'isabella.marchetti@example.com',
    image: headshot('isabella-marchetti'),
    socialLinks: {
      instagram: 'https://www.instagram.com/isabella.smiles.demo',
      facebook: 'https://www.facebook.com/marchetti.esthetics.demo',
      tiktok: 'https://www.tiktok.com/@marchetti.veneers.demo',
    },
    isFeatured: true,
    profileUrl: profile('isabella-marchetti'),
    abstract:
      'Bonding to enamel remains the most reliable adhesive interface in dentistry, which makes enamel preservation the first goal of any veneer case. This lecture presents a workflow for minimal-prep and no-prep porcelain veneers, beginning with a diagnostic wax-up, mock-up and depth-guided preparation through the mock-up. Dr. Marchetti explains how to decide whether a case truly suits a minimal approach, how to manage discoloured teeth and rotations, and how to try in, cement and finish thin restorations without fractures. Ten-year follow-up cases illustrate both successes and lessons learned.',
    objectives: [
      'Select patients who are suitable for minimal-prep or no-prep veneers',
      'Use mock-up guided preparation to keep preparations within enamel',
      'Apply a predictable try-in and adhesive cementation protocol for thin ceramics',
      'Recognise the limitations of minimal-prep treatment',
    ],
  },
  {
    eventKey: 'nyc-esthetic-days',
    name: 'Dr. Evelyn J. Park',
    profession: 'Prosthodontist (DDS, MS)',
    specialty: 'Digital Smile Design',
    lectureTitle: 'Digital Smile Design in Everyday Practice',
    email: 'evelyn.park@example.com',
    image: headshot('evelyn-park'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.evelyn.designs.demo',
      linkedin: 'https://speakersphere.example.com/speaker/4821',
    },
    isFeatured: true,
    profileUrl: profile('evelyn-park'),
    abstract:
      'Smile design software promises to help patients visualise outcomes, but the real value lies in planning and communication. This session shows how to capture a standard set of photographs and video, build a facially driven smile design in under twenty minutes and transfer it to the laboratory as a wax-up and to the mouth as a mock-up. Dr. Park discusses managing expectations, documenting consent and using the design to coordinate orthodontic, periodontal and restorative treatment. Examples include single central incisors, worn dentitions and interdisciplinary cases.',
    objectives: [
      'Capture a standardised photographic and video protocol for smile design',
      'Create a facially driven smile design and transfer it to a mock-up',
      'Use smile design to coordinate interdisciplinary treatment',
    ],
  },
  {
    eventKey: 'nyc-esthetic-days',
    name: 'Marcus Bellamy',
    profession: 'General Dentist (DDS, FAGD)',
    specialty: 'Composite Artistry',
    lectureTitle: 'Composite Artistry: Layering Natural Anterior Restorations',
    email: 'marcus.bellamy@example.com',
    image: headshot('marcus-bellamy'),
    socialLinks: { instagram: 'https://www.instagram.com/bellamy.composites.demo' },
    socialVisible: false,
    profileUrl: profile('marcus-bellamy'),
    abstract:
      'Direct composite can deliver anterior restorations that rival ceramics at a fraction of the cost and tooth reduction, provided the clinician controls anatomy, colour and polish. This hands-on workshop teaches a simplified layering approach using a silicone index from a wax-up, a palatal enamel shell, dentin bodies and a final enamel layer. Dr. Bellamy covers shade selection with custom shade tabs, creating halo and mamelon effects, and a finishing and polishing sequence that produces lasting lustre. Participants restore a Class IV fracture on a model under guidance.',
    objectives: [
      'Fabricate and use a palatal silicone index from a diagnostic wax-up',
      'Layer enamel and dentin composites to reproduce natural anatomy',
      'Finish and polish anterior composites for durable surface gloss',
    ],
  },
  {
    eventKey: 'nyc-esthetic-days',
    name: 'Sofia Navarro',
    profession: 'Orthodontist (DDS, MS)',
    specialty: 'Interdisciplinary Orthodontics',
    lectureTitle: 'Ortho-Restorative Interdisciplinary Planning',
    email: 'sofia.navarro@example.org',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract:
      'Many esthetic cases are easier, more conservative and more durable when teeth are first moved into a better position. This lecture shows how orthodontists and restorative dentists can plan together from the first visit, using shared digital models and smile design. Dr. Navarro covers pre-restorative alignment with clear aligners, intrusion and extrusion to level gingival margins, space distribution for missing lateral incisors and the retention needs of restored teeth. Case sequencing, fee coordination and communication with the patient are discussed from both specialties\u2019 points of view.',
    objectives: [
      'Identify esthetic cases that benefit from pre-restorative orthodontics',
      'Plan space distribution for congenitally missing lateral incisors',
      'Sequence orthodontic and restorative phases with shared digital records',
    ],
  },
  {
    eventKey: 'nyc-esthetic-days',
    name: 'Elliot Brandt',
    profession: 'Master Dental Ceramist (CDT)',
    specialty: 'Dental Technology',
    lectureTitle: 'Shade Matching and Lab Communication',
    email: 'elliot.brandt@example.com',
    image: headshot('elliot-brandt'),
    socialLinks: {
      instagram: 'https://www.instagram.com/brandt.ceramics.demo',
      youtube: 'https://www.youtube.com/@brandtceramicsdemo',
    },
    profileUrl: null,
    abstract:
      'Most remakes in esthetic dentistry come down to colour and communication rather than technique. In this workshop a master ceramist explains what the laboratory needs to match a single central incisor: polarised photography, calibrated shade tabs, stump shades and clear notes on surface texture and value. Elliot Brandt demonstrates how the laboratory interprets these records, how substrate colour affects ceramic choice and thickness, and how to run an efficient try-in with the technician on a video call. Participants practise shade taking and photography with cross-polarised filters.',
    objectives: [
      'Capture polarised photographs and shade records the laboratory can use',
      'Explain how substrate colour influences ceramic selection and thickness',
      'Communicate surface texture, value and characterisation to the technician',
    ],
  },

  // Midwest Digital Dentistry Forum (Chicago)
  {
    eventKey: 'chicago-digital-dentistry',
    name: 'Robert Nakamura',
    profession: 'Prosthodontist (DDS, MS)',
    specialty: 'Digital Dentistry',
    lectureTitle: 'Intraoral Scanning Accuracy: What Really Matters',
    email: 'robert.nakamura@example.com',
    image: headshot('robert-nakamura'),
    socialLinks: {
      twitter: 'https://twitter.com/nakamura_scans_demo',
      linkedin: 'https://www.linkedin.com/in/robert-nakamura-prostho-demo',
    },
    isFeatured: true,
    profileUrl: profile('robert-nakamura'),
    abstract:
      'Intraoral scanners have become standard equipment, yet many clinicians still see ill-fitting restorations and frustrated laboratories. This lecture separates scanner hardware from operator technique and explains the factors that most influence accuracy: scan strategy, moisture and retraction, reflective surfaces, long-span stitching and bite registration. Dr. Nakamura presents bench and clinical data comparing current scanners, then demonstrates scan paths for single crowns, bridges, implant scan bodies and full arches. A checklist for reviewing a scan before sending it to the laboratory is provided.',
    objectives: [
      'Identify the operator factors that most affect intraoral scan accuracy',
      'Apply efficient scan strategies for crowns, bridges and full arches',
      'Review and correct scans before laboratory submission',
    ],
  },
  {
    eventKey: 'chicago-digital-dentistry',
    name: 'Amara Nwosu',
    profession: 'General Dentist (DDS)',
    specialty: 'CAD/CAM Dentistry',
    lectureTitle: 'Chairside Milling: Same-Day Crowns Without Shortcuts',
    email: 'amara.nwosu@example.org',
    image: headshot('amara-nwosu'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.amara.mills.demo',
      facebook: 'https://www.facebook.com/amara.nwosu.dds.demo',
    },
    isFeatured: true,
    profileUrl: profile('amara-nwosu'),
    abstract:
      'Same-day restorations save patients a second visit, but only if the milled crown fits, looks natural and lasts. This lecture covers case selection, preparation design for lithium disilicate and zirconia, software settings that control contacts and occlusion, and an efficient staining and glazing routine. Dr. Nwosu shares how her practice schedules single-visit dentistry, trains assistants to scan and design, and tracks remakes to improve. A realistic cost analysis helps attendees decide whether an in-office mill makes sense for their own practice. Attendees leave with a practical setup checklist.',
    objectives: [
      'Prepare teeth appropriately for chairside lithium disilicate and zirconia crowns',
      'Adjust design parameters for contacts, occlusion and cement space',
      'Estimate the costs and scheduling impact of in-office milling',
    ],
  },
  {
    eventKey: 'chicago-digital-dentistry',
    name: 'Derek Halvorsen',
    profession: 'Oral and Maxillofacial Radiologist (DDS, MS)',
    specialty: 'Dental Imaging',
    lectureTitle: 'CBCT Interpretation for the General Dentist',
    email: 'derek.halvorsen@example.com',
    image: '',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/derek-halvorsen-omfr-demo', twitter: '#' },
    profileUrl: null,
    abstract:
      'Owning a cone-beam CT scanner means being responsible for everything in the field of view, not only the implant site. This lecture teaches a systematic review of a CBCT volume: airway, sinuses, nasal cavity, temporomandibular joints, cervical spine, soft tissue calcifications and the jaws. Dr. Halvorsen shows common incidental findings, which are normal variants and which require referral, and how to write a short radiology report. Dose reduction, field-of-view selection and the legal aspects of reporting are discussed. Annotated case examples from a referral imaging practice are used throughout the session.',
    objectives: [
      'Perform a systematic review of the entire CBCT field of view',
      'Distinguish normal variants from findings that require referral',
      'Select field of view and exposure settings that limit patient dose',
    ],
  },
  {
    eventKey: 'chicago-digital-dentistry',
    name: 'Yasmin Haddad',
    profession: 'General Dentist (DMD, MPH)',
    specialty: 'Dental Informatics',
    lectureTitle: 'AI-Assisted Caries Detection: Promise and Pitfalls',
    email: 'yasmin.haddad@example.com',
    image: headshot('yasmin-haddad'),
    socialLinks: { linkedin: 'https://www.linkedin.com/in/yasmin-haddad-dmd-demo' },
    profileUrl: null,
    abstract:
      'Software that marks caries, bone loss and periapical lesions on radiographs is now offered by most imaging vendors. This session explains in plain language how these tools are trained and validated, what sensitivity and specificity mean chairside, and why a highlighted lesion is not a diagnosis. Dr. Haddad reviews published performance data, discusses the risk of overtreatment, and shows how her group practice uses AI findings to support patient education without replacing clinical judgement. Data privacy and documentation questions are also addressed.',
    objectives: [
      'Interpret sensitivity and specificity of AI radiographic tools',
      'Use AI findings to support, not replace, clinical diagnosis',
      'Recognise privacy and documentation issues when adopting AI software',
    ],
  },
  {
    eventKey: 'chicago-digital-dentistry',
    name: 'Oliver Strand',
    profession: 'Certified Dental Technician (CDT)',
    specialty: '3D Printing',
    lectureTitle: '3D Printing in the Dental Office',
    email: 'oliver.strand@example.org',
    image: '',
    socialLinks: { youtube: 'https://www.youtube.com/@strandprintlab.demo' },
    profileUrl: null,
    abstract:
      'Desktop printers now produce models, surgical guides, night guards, provisional restorations and even definitive crowns. This lecture explains resin categories, biocompatibility requirements, printer technologies and the post-processing steps, including washing and curing, that decide whether a print is accurate and safe. Oliver Strand shows how to set up a small in-office printing area, which applications pay off first and which are best left to the laboratory, and how to troubleshoot common print failures. Attendees see a live print from file preparation to finished surgical guide, including how to document material lots for patient records.',
    objectives: [
      'Choose printer technology and resins for common dental applications',
      'Apply correct washing and post-curing protocols for biocompatible resins',
      'Troubleshoot common 3D printing failures',
    ],
  },

  // Sunshine State Orthodontic Study Weekend (Orlando)
  {
    eventKey: 'orlando-ortho-weekend',
    name: 'Christopher Vance',
    profession: 'Orthodontist (DMD, MS)',
    specialty: 'Orthodontics',
    lectureTitle: 'Clear Aligner Biomechanics: Attachments, Staging and Refinements',
    email: 'christopher.vance@example.com',
    image: headshot('christopher-vance'),
    socialLinks: {
      instagram: 'https://www.instagram.com/vance.aligners.demo',
      twitter: 'https://x.com/vance_ortho_demo',
    },
    isFeatured: true,
    profileUrl: profile('christopher-vance'),
    abstract:
      'Clear aligners move teeth predictably only when the forces they deliver match the movement requested. This lecture explains aligner biomechanics in practical terms: how attachments create couples, why some movements such as rotations of rounded teeth and extrusions lag behind, and how staging and overcorrection reduce the number of refinements. Dr. Vance reviews his approach to reviewing and modifying the software setup, managing deep bites and open bites, and deciding when auxiliaries or fixed appliances are the better choice. Sample setups from the audience are reviewed live, with suggested modifications explained step by step.',
    objectives: [
      'Explain how attachments and staging influence aligner tooth movement',
      'Modify a digital setup to reduce refinement rates',
      'Identify cases where auxiliaries or fixed appliances are more effective',
    ],
  },
  {
    eventKey: 'orlando-ortho-weekend',
    name: 'Leticia Ferreira',
    profession: 'Orthodontist (DDS, MSc)',
    specialty: 'Pediatric Orthodontics',
    lectureTitle: 'Interceptive Orthodontics in the Mixed Dentition',
    email: 'leticia.ferreira@example.org',
    image: headshot('leticia-ferreira'),
    socialLinks: { instagram: 'https://www.instagram.com/dra.leticia.ortho.demo' },
    socialVisible: false,
    profileUrl: null,
    abstract:
      'Early orthodontic treatment is effective for some problems and merely lengthens treatment for others. This lecture reviews the evidence for interceptive treatment of posterior crossbites, anterior crossbites, impacted canines, space loss and Class II and Class III malocclusions in the mixed dentition. Dr. Ferreira presents simple screening criteria that general and pediatric dentists can use at recall visits, explains which problems should be referred promptly, and shows outcomes of palatal expansion, space maintenance and canine interception. Parent communication, timing relative to growth spurts and the retention needs of early treatment are also discussed in detail.',
    objectives: [
      'Screen children in the mixed dentition for problems that benefit from early treatment',
      'Describe the evidence for interceptive treatment of crossbites and impacted canines',
      'Decide when to refer, monitor or treat',
    ],
  },
  {
    eventKey: 'orlando-ortho-weekend',
    name: 'Samuel Adeyemi',
    profession: 'Orthodontist (BDS, MOrth)',
    specialty: 'Skeletal Anchorage',
    lectureTitle: 'Temporary Anchorage Devices in Everyday Orthodontics',
    email: 'samuel.adeyemi@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract:
      'Temporary anchorage devices let orthodontists move teeth in ways that were once possible only with surgery or headgear. This lecture covers site selection using CBCT, insertion technique, loading protocols and the biomechanics of molar intrusion, en-masse retraction and distalisation. Dr. Adeyemi discusses failure rates and how to reduce them, patient comfort and hygiene, and how palatal miniscrew-assisted expansion has changed the treatment of adolescents and young adults with transverse deficiency. Video demonstrations show insertion in both the buccal alveolus and the anterior palate, and a short hands-on segment allows attendees to place miniscrews on models.',
    objectives: [
      'Select safe insertion sites for temporary anchorage devices',
      'Apply biomechanics for intrusion, retraction and distalisation with TADs',
      'Reduce miniscrew failure through technique and patient management',
    ],
  },

  // New England Practice Leadership Roundtable (Boston)
  {
    eventKey: 'boston-practice-roundtable',
    name: 'Caroline Ashford',
    profession: 'Practice Management Consultant (MBA)',
    specialty: 'Practice Management',
    lectureTitle: 'Building a Team Culture That Retains Staff',
    email: 'caroline.ashford@example.com',
    image: headshot('caroline-ashford'),
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/caroline-ashford-consulting-demo',
      instagram: 'https://www.instagram.com/ashford.practice.demo',
    },
    profileUrl: profile('caroline-ashford'),
    abstract:
      'Staff turnover costs dental practices far more than recruitment fees: it affects scheduling, production, patient trust and the morale of those who stay. This session examines why hygienists and assistants leave and what practices that keep their teams for years do differently. Caroline Ashford presents practical tools for onboarding, regular one-to-one meetings, transparent compensation structures, career paths for assistants and a morning huddle that actually helps. Attendees receive templates they can adapt the following Monday. Real examples from small and multi-location practices show how these changes were introduced without disrupting the schedule or the budget.',
    objectives: [
      'Identify the main drivers of staff turnover in dental practices',
      'Design an onboarding plan and regular feedback routine for new team members',
      'Create transparent compensation and career paths for clinical staff',
    ],
  },
  {
    eventKey: 'boston-practice-roundtable',
    name: 'Victor Mendes',
    profession: 'General Dentist (DMD, MBA)',
    specialty: 'Practice Ownership',
    lectureTitle: 'Independent Practice or Group Affiliation?',
    email: 'victor.mendes@example.org',
    image: '',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/victor-mendes-dmd-demo' },
    profileUrl: null,
    abstract:
      'Dental service organizations and group practices continue to grow, and many owners face an offer at some point in their career. This lecture compares independent ownership, partnerships, affiliation with a dental service organization and membership in a purchasing group, looking at clinical autonomy, income, workload, equity and exit options. Dr. Mendes, who has practised in three of these models, shares the questions he wishes he had asked and the clauses worth reviewing with an adviser before signing any letter of intent. A question-and-answer period follows.',
    objectives: [
      'Compare ownership and affiliation models on autonomy, income and exit options',
      'Identify key contract terms in a practice affiliation offer',
      'Prepare questions to evaluate a group or DSO partnership',
    ],
  },
  {
    eventKey: 'boston-practice-roundtable',
    name: 'Nora Fitzgerald',
    profession: 'Practice Transition Adviser (CPA)',
    specialty: 'Practice Transitions',
    lectureTitle: 'Practice Transitions: Valuation and Associateships',
    email: 'nora.fitzgerald@example.com',
    image: '',
    socialLinks: { linkedin: '#' },
    hideAbstract: true,
    profileUrl: null,
    abstract:
      'Whether you are buying your first practice or planning your exit, the numbers and timelines matter. This session explains how dental practices are valued, which adjustments buyers and lenders make to reported earnings, and how associate-to-owner agreements can protect both parties. Nora Fitzgerald walks through a sample transition timeline, from preparing financial records three years out to the first months after closing, and highlights the most common reasons deals fall apart late in the process. Worked examples show how changes in hygiene production, overhead and payer mix affect the final valuation and the terms a lender will offer.',
    objectives: [
      'Explain common methods used to value a dental practice',
      'Structure an associate-to-owner transition agreement',
      'Plan a practice sale timeline and avoid late-stage deal failures',
    ],
  },

  // Desert Sleep & Airway Dentistry Conference (Las Vegas)
  {
    eventKey: 'las-vegas-sleep-airway',
    name: 'William Harrow',
    profession: 'General Dentist (DDS, Diplomate in Dental Sleep Medicine)',
    specialty: 'Dental Sleep Medicine',
    lectureTitle: 'Oral Appliance Therapy for Obstructive Sleep Apnea',
    email: 'william.harrow@example.com',
    image: headshot('william-harrow'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.bill.sleeps.demo',
      linkedin: 'https://www.linkedin.com/in/william-harrow-sleep-demo',
    },
    isFeatured: true,
    profileUrl: profile('william-harrow'),
    abstract:
      'Oral appliance therapy is an effective first-line treatment for many patients with mild to moderate obstructive sleep apnea and for those who cannot tolerate CPAP. This lecture explains the dentist\u2019s role in a medical team: screening questionnaires, collaboration with sleep physicians, appliance selection and titration, and follow-up sleep testing. Dr. Harrow discusses side effects such as bite changes and jaw discomfort and how to monitor and manage them, as well as documentation and medical billing basics that make a sleep service sustainable.',
    objectives: [
      'Screen dental patients for obstructive sleep apnea using validated questionnaires',
      'Select and titrate mandibular advancement appliances',
      'Monitor and manage occlusal side effects of long-term appliance use',
      'Coordinate care and follow-up testing with sleep physicians',
    ],
  },
  {
    eventKey: 'las-vegas-sleep-airway',
    name: 'Mei-Lin Zhou',
    profession: 'Orthodontist (DDS, MS)',
    specialty: 'Pediatric Airway',
    lectureTitle: 'Airway-Focused Orthodontics in Children',
    email: 'meilin.zhou@example.org',
    image: headshot('mei-lin-zhou'),
    socialLinks: { instagram: 'https://www.instagram.com/dr.meilin.airway.demo' },
    profileUrl: null,
    abstract:
      'Mouth breathing, snoring and narrow maxillary arches often appear together in children, and dentists are well placed to notice them. This lecture reviews what is known and what remains uncertain about the relationship between craniofacial growth and pediatric sleep-disordered breathing. Dr. Zhou presents screening questions for parents, referral pathways to pediatricians and ENT surgeons, and the role of rapid maxillary expansion and myofunctional therapy, with balanced attention to the limits of the current evidence. Case reports and growth records from her practice illustrate how dentists can contribute to care without overstating what orthodontics alone can achieve.',
    objectives: [
      'Recognise signs of sleep-disordered breathing in pediatric dental patients',
      'Refer children appropriately to medical colleagues',
      'Discuss the evidence for maxillary expansion in airway management',
    ],
  },
  {
    eventKey: 'las-vegas-sleep-airway',
    name: 'Gabriel Fontaine',
    profession: 'Oral and Maxillofacial Surgeon (DMD)',
    specialty: 'Orthognathic Surgery',
    lectureTitle: 'Maxillomandibular Advancement: When Appliances Are Not Enough',
    email: 'gabriel.fontaine@example.com',
    image: '',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/gabriel-fontaine-omfs-demo' },
    profileUrl: profile('gabriel-fontaine'),
    abstract:
      'For patients with severe obstructive sleep apnea who fail or refuse CPAP and oral appliances, maxillomandibular advancement offers some of the highest success rates of any surgical treatment. This lecture explains patient selection, virtual surgical planning, the procedure itself and recovery, along with expected changes in facial appearance and occlusion. Dr. Fontaine discusses how general dentists and orthodontists contribute before and after surgery, and reviews long-term outcome data on apnea-hypopnea index and quality of life. Patient-reported outcomes and the realities of the recovery period are presented candidly so that referring clinicians can counsel patients accurately.',
    objectives: [
      'Identify candidates for maxillomandibular advancement',
      'Describe virtual surgical planning and the recovery process',
      'Explain the restorative and orthodontic roles before and after surgery',
    ],
  },

  // Biscayne Smile Design Weekend (Miami)
  {
    eventKey: 'miami-smile-design',
    name: 'Camila Restrepo',
    profession: 'Cosmetic Dentist (DDS)',
    specialty: 'Gingival Esthetics',
    lectureTitle: 'Gingival Esthetics and Crown Lengthening',
    email: 'camila.restrepo@example.com',
    image: headshot('camila-restrepo'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dra.camila.smiles.demo',
      tiktok: 'https://www.tiktok.com/@camila.gums.demo',
    },
    isFeatured: true,
    profileUrl: profile('camila-restrepo'),
    abstract:
      'A beautiful restoration can be undermined by an uneven gingival frame. This lecture shows how to diagnose excessive gingival display and uneven margins, distinguishing altered passive eruption, dentoalveolar extrusion and skeletal causes. Dr. Restrepo demonstrates digital planning of gingival margins, printed surgical guides for esthetic crown lengthening and the timing of definitive restorations after surgery. Cases combining gingivectomy, osseous recontouring and veneers are presented with long-term follow-up. The lecture also addresses lip repositioning and botulinum toxin for hypermobile upper lips, explaining where each option fits alongside periodontal surgery and what patients can realistically expect.',
    objectives: [
      'Diagnose the causes of excessive gingival display',
      'Plan esthetic crown lengthening digitally with a surgical guide',
      'Time definitive restorations after periodontal surgery',
    ],
  },
  {
    eventKey: 'miami-smile-design',
    name: 'Jordan Ellery',
    profession: 'Prosthodontist (DMD, MS)',
    specialty: 'Full-Mouth Rehabilitation',
    lectureTitle: 'Full-Mouth Rehabilitation with Lithium Disilicate',
    email: 'jordan.ellery@example.org',
    image: '',
    socialLinks: { instagram: '#' },
    profileUrl: null,
    abstract:
      'Worn dentitions are increasingly common, and many can be restored additively with bonded ceramics rather than full crowns. This lecture presents a step-by-step approach to full-mouth rehabilitation: diagnosing the cause of wear, deciding on vertical dimension, testing the new occlusion with provisional restorations and sequencing definitive lithium disilicate restorations by segment. Dr. Ellery discusses preparation designs, bonding protocols and occlusal guards, and how to present a complex plan to patients in stages. Laboratory communication, photographic documentation and the maintenance schedule after completion are covered, and common complications such as debonding and chipping are analysed with practical solutions.',
    objectives: [
      'Diagnose the cause of generalised tooth wear',
      'Test a new vertical dimension with provisional restorations',
      'Sequence bonded lithium disilicate restorations in a full-mouth case',
    ],
  },

  // Rocky Mountain Oral Surgery Update (Denver, hidden)
  {
    eventKey: 'denver-oral-surgery-update',
    name: 'Henrik Solberg',
    profession: 'Oral and Maxillofacial Surgeon (DDS)',
    specialty: 'Oral Surgery',
    lectureTitle: 'Third Molar Surgery: Risk Assessment and Coronectomy',
    email: 'henrik.solberg@example.com',
    image: headshot('henrik-solberg'),
    socialLinks: { linkedin: 'https://www.linkedin.com/in/henrik-solberg-omfs-demo' },
    socialVisible: false,
    profileUrl: null,
    abstract:
      'Removing a mandibular third molar close to the inferior alveolar canal is one of the commonest sources of nerve injury in dentistry. This lecture covers radiographic signs of close root-nerve proximity, when CBCT adds value, and how to discuss risk with patients in a way they understand. Dr. Solberg presents coronectomy as an alternative for high-risk teeth, including technique, follow-up and the evidence on root migration, and reviews management of nerve injuries when they occur. Postoperative instructions, pain control with non-opioid regimens and the documentation that protects both patient and clinician are also covered.',
    objectives: [
      'Recognise radiographic signs of close third molar root-nerve proximity',
      'Explain the indications and technique for coronectomy',
      'Manage and refer inferior alveolar nerve injuries promptly',
    ],
  },
  {
    eventKey: 'denver-oral-surgery-update',
    name: 'Aisha Rahman',
    profession: 'Oral Surgeon (DDS, MD)',
    specialty: 'Office Anesthesia and Emergencies',
    lectureTitle: 'Medical Emergencies in the Dental Office',
    email: 'aisha.rahman@example.org',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract:
      'Medical emergencies are rare in dental practice, which is exactly why teams are often unprepared when one happens. This lecture reviews the emergencies most likely to occur in the dental chair, including syncope, hypoglycaemia, asthma, anaphylaxis, chest pain and seizures, and the drugs and equipment every office should keep. Dr. Rahman describes how to assign team roles, run brief in-office drills and document an event, and finishes with a simulated scenario the audience works through together. The session meets typical state board requirements for emergency preparedness training and includes a printable checklist for the team.',
    objectives: [
      'Recognise and manage the most common medical emergencies in dental practice',
      'Stock an emergency kit with appropriate drugs and equipment',
      'Organise team roles and regular emergency drills',
    ],
  },

  // Montréal Restorative Dentistry Congress (trashed)
  {
    eventKey: 'montreal-restorative-congress',
    name: 'Étienne Gagnon',
    profession: 'General Dentist (DMD, MSc)',
    specialty: 'Adhesive Dentistry',
    lectureTitle: 'Deep Margin Elevation: A Practical Protocol',
    email: 'etienne.gagnon@example.com',
    image: headshot('etienne-gagnon'),
    socialLinks: { instagram: 'https://www.instagram.com/dr.etienne.adhesive.demo' },
    profileUrl: profile('etienne-gagnon'),
    abstract:
      'Subgingival margins complicate isolation, impressions and bonding for indirect restorations. Deep margin elevation relocates the margin coronally with composite so that an onlay or crown can be bonded predictably. This lecture covers case selection, matrix techniques, isolation, the choice of composite and how to verify the seal radiographically, as well as the biological limits of the technique. Dr. Gagnon compares deep margin elevation with surgical crown lengthening and presents cases followed for up to eight years. A step-by-step video shows the full procedure from rubber dam placement to the final bonded onlay, with tips on finishing the composite margin.',
    objectives: [
      'Select cases suitable for deep margin elevation',
      'Apply matrix and isolation techniques for subgingival margins',
      'Compare deep margin elevation with surgical crown lengthening',
    ],
  },

  // Hill Country New Dentist Symposium (Austin)
  {
    eventKey: 'austin-new-dentist-symposium',
    name: 'Rachel Thornbury',
    profession: 'General Dentist (DDS)',
    specialty: 'General Dentistry',
    lectureTitle: 'Your First Five Years: Building Clinical Confidence',
    email: 'rachel.thornbury@example.com',
    image: headshot('rachel-thornbury'),
    socialLinks: {
      instagram: 'https://www.instagram.com/dr.rachel.firstyears.demo',
      twitter: 'https://twitter.com/thornbury_dds_demo',
    },
    isFeatured: true,
    profileUrl: profile('rachel-thornbury'),
    abstract:
      'The first years after dental school bring long days, unfamiliar materials and the pressure of production targets. This lecture offers a practical framework for building clinical confidence: choosing a small set of materials and techniques to master, seeking mentorship, photographing and reviewing your own work, and knowing when to refer. Dr. Thornbury also discusses associate contracts, managing student debt and avoiding burnout, with candid stories from her own early career and from colleagues in different practice settings. Time is reserved for open questions from the audience, and attendees receive a list of study clubs and mentorship programmes.',
    objectives: [
      'Create a personal plan for developing core clinical skills',
      'Use clinical photography and case review for self-assessment',
      'Recognise warning signs of burnout and strategies to prevent it',
    ],
  },
  {
    eventKey: 'austin-new-dentist-symposium',
    name: 'Luis Carrasco',
    profession: 'Endodontist (DDS, MS)',
    specialty: 'Endodontics',
    lectureTitle: 'Endodontic Essentials: Access, Shaping and Obturation',
    email: 'luis.carrasco@example.org',
    image: '',
    socialLinks: { instagram: 'https://www.instagram.com/carrasco.endo.demo' },
    profileUrl: null,
    abstract:
      'Predictable root canal treatment in general practice depends on a handful of essentials done well every time. This lecture reviews diagnosis and case difficulty assessment, conservative yet adequate access, glide path creation, rotary and reciprocating file systems, irrigation activation and warm and single-cone obturation techniques. Dr. Carrasco explains how to recognise cases that should be referred, how to handle separated instruments and ledges, and how the coronal restoration influences long-term success. The afternoon workshop lets participants practise on extracted-tooth replicas. Radiographic examples of common errors are reviewed.',
    objectives: [
      'Assess endodontic case difficulty and decide when to refer',
      'Apply a safe glide path and shaping sequence with modern file systems',
      'Choose an obturation technique and restore the tooth for long-term success',
    ],
  },

  // Wine Country Prosthodontic Retreat (Napa Valley)
  {
    eventKey: 'napa-prosthodontic-retreat',
    name: 'Beatrice Hollis',
    profession: 'Prosthodontist (DDS, MS, FACP)',
    specialty: 'Occlusion',
    lectureTitle: 'Occlusion Demystified',
    email: 'beatrice.hollis@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract:
      'Few topics in dentistry generate as much confusion as occlusion. This retreat lecture takes a practical, evidence-informed view: when occlusion matters for restorative success, how to record centric relation reliably, how to choose between reorganising and conforming approaches, and how to design anterior guidance that protects restorations. Dr. Hollis discusses occlusal guards, the limited role of occlusal adjustment in managing temporomandibular disorders and how to document occlusal findings before starting extensive treatment. Afternoon sessions apply these principles to attendees\u2019 own cases, working in small groups with mounted models and a structured treatment-planning worksheet.',
    objectives: [
      'Record centric relation reliably in everyday practice',
      'Choose between conformative and reorganised occlusal schemes',
      'Design anterior guidance that protects restorations',
    ],
  },
];
