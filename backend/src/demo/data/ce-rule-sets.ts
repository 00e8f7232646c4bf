import type { CeRuleSetFields } from '@dental/contracts';

/**
 * The renewal rule sets the site ships, as an editor would record them: each rule names the page it
 * was read from, and a rule a page did not state plainly (or that only a secondary summary gives)
 * is left out and said in the notes. The boards' own texts decide; these are for planning.
 */

/** When the pages below were read for these rule sets. */
const VERIFIED_ON = '2026-11-27';

const CALIFORNIA_BOARD = {
  title: 'Dental Board of California: Continuing Education Requirements (16 CCR 1016 and 1017)',
  url: 'https://www.dbc.ca.gov/licensees/continuing_education.shtml',
};
const NEW_YORK_FOUNDATION = {
  title: 'New York State Dental Foundation: Frequently Asked Questions',
  url: 'https://www.nysdentalfoundation.org/frequently-asked-questions.html',
};
const NEW_YORK_OFFICE = {
  title: 'NYSED Office of the Professions: Dental Continuing Education Requirement',
  url: 'https://www.op.nysed.gov/professions/dentistry/dental-continuing-education-requirement',
};
const TEXAS_CODE = {
  title: 'Texas Administrative Code, 22 TAC §104.1 (State Board of Dental Examiners)',
  url: 'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=R&app=9&p_dir=&p_rloc=&p_tloc=&p_ploc=&pg=1&p_tac=&ti=22&pt=5&ch=104&rl=1',
};
const FLORIDA_STATUTE = {
  title: 'Florida Statutes 466.0135: Continuing education; dentists',
  url: 'https://www.flsenate.gov/Laws/Statutes/2023/0466.0135',
};
const FLORIDA_RULE = {
  title: 'Florida Administrative Code 64B5-12.013: Continuing Education Requirements',
  url: 'https://www.flrules.org/gateway/ruleNo.asp?id=64B5-12.013',
};
const ONTARIO_COLLEGE = {
  title: 'RCDSO: Quality Assurance Program, annual declaration',
  url: 'https://www.rcdso.org/standards-guidelines-resources/quality-assurance-program/annual-declaration',
};

const texasRules = (role: 'dentist' | 'hygienist'): CeRuleSetFields => ({
  name: `Texas ${role === 'dentist' ? 'dentists' : 'dental hygienists'}`,
  country: 'US',
  region: 'TX',
  role,
  cycleYears: 2,
  unit: 'hours',
  total: 24,
  rules: [
    {
      id: 'risk-management',
      label: 'Risk management, record-keeping and ethics',
      kind: 'maximum',
      amount: 8,
      where: { mandates: ['risk_management', 'record_keeping', 'ethics'] },
      source: TEXAS_CODE.title,
    },
  ],
  sources: [TEXAS_CODE],
  verifiedOn: VERIFIED_ON,
  notes:
    'At least 16 of the 24 hours must be technical or scientific (clinical care): not checked here, since sessions do not say whether they are. ' +
    'Secondary summaries add at most 8 hours of self-study, practice finance not counting, a 4-hour opioid course per renewal, a human-trafficking course and the jurisprudence assessment every 4 years; ' +
    'they are not applied until read on the board’s own pages.',
});

export const shippedRuleSets: ReadonlyArray<{ id: string; fields: CeRuleSetFields }> = [
  {
    id: 'ca-dentist',
    fields: {
      name: 'California dentists',
      country: 'US',
      region: 'CA',
      role: 'dentist',
      cycleYears: 2,
      unit: 'hours',
      total: 50,
      rules: [
        {
          id: 'infection-control',
          label: 'Infection control',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['infection_control'] },
          approvedProviderOnly: true,
          source: CALIFORNIA_BOARD.title,
        },
        {
          id: 'practice-act',
          label: 'California Dental Practice Act',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['practice_act'] },
          approvedProviderOnly: true,
          source: CALIFORNIA_BOARD.title,
        },
        {
          id: 'opioids',
          label: 'Schedule II opioid prescribing',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['opioids'] },
          source: CALIFORNIA_BOARD.title,
        },
        {
          id: 'bls',
          label: 'Basic life support',
          kind: 'maximum',
          amount: 4,
          where: { mandates: ['bls'] },
          source: CALIFORNIA_BOARD.title,
        },
      ],
      sources: [CALIFORNIA_BOARD],
      verifiedOn: VERIFIED_ON,
      notes:
        'Units are counted as hours of instruction. Basic life support needs an in-person skills part; here only its cap of 4 units is checked. ' +
        'Courses that mainly benefit the licensee count for at most 20% of the units: not checked, since sessions do not say which they are. ' +
        'At most 8 units a day is given only by a secondary summary, so it is not applied.',
    },
  },
  {
    id: 'ny-dentist',
    fields: {
      name: 'New York dentists',
      country: 'US',
      region: 'NY',
      role: 'dentist',
      cycleYears: 3,
      unit: 'hours',
      total: 60,
      rules: [
        {
          id: 'self-study',
          label: 'Self-study (on demand)',
          kind: 'maximum',
          amount: 18,
          where: { delivery: ['on_demand'] },
          source: NEW_YORK_FOUNDATION.title,
        },
        {
          id: 'practice-management',
          label: 'Practice management does not count',
          kind: 'excluded',
          where: { topics: ['550'] },
          source: NEW_YORK_FOUNDATION.title,
        },
      ],
      sources: [NEW_YORK_FOUNDATION, NEW_YORK_OFFICE],
      verifiedOn: VERIFIED_ON,
      notes:
        'Practice management is read as AGD subject 550 (Practice Management and Human Relations). ' +
        'Infection control is due every 4 years, a cycle of its own, and the one-time courses (child abuse, and others by role) once: neither is checked within this 3-year total. ' +
        'CPR must be taken in person.',
    },
  },
  { id: 'tx-dentist', fields: texasRules('dentist') },
  { id: 'tx-hygienist', fields: texasRules('hygienist') },
  {
    id: 'fl-dentist',
    fields: {
      name: 'Florida dentists',
      country: 'US',
      region: 'FL',
      role: 'dentist',
      cycleYears: 2,
      unit: 'hours',
      total: 30,
      rules: [
        {
          id: 'controlled-substances',
          label: 'Prescribing controlled substances',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['controlled_substances'] },
          source: FLORIDA_STATUTE.title,
        },
        {
          id: 'medical-errors',
          label: 'Prevention of medical errors',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['medical_errors'] },
          source: FLORIDA_RULE.title,
        },
      ],
      sources: [FLORIDA_STATUTE, FLORIDA_RULE],
      verifiedOn: VERIFIED_ON,
      notes:
        'Florida earns half a credit per 25 to 30 minutes; hours here are minutes of instruction divided by 60. ' +
        'CPR with an AED is required: not checked, since the hours it needs are not stated here.',
    },
  },
  {
    id: 'on-dentist',
    fields: {
      name: 'Ontario dentists (RCDSO)',
      country: 'CA',
      region: 'ON',
      role: 'dentist',
      cycleYears: 3,
      unit: 'points',
      total: 90,
      rules: [],
      sources: [ONTARIO_COLLEGE],
      verifiedOn: VERIFIED_ON,
      notes:
        'Points are counted here as one per hour of instruction. The RCDSO asks for at least 15 points in category 1, at least 45 in category 2 and at most 30 in category 3; ' +
        'which category a session falls in is the RCDSO’s to say and sessions do not record it, so only the total is checked. Records are kept 5 years after the cycle.',
    },
  },
];
