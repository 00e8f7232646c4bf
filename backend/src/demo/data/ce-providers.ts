import type { CeProvider } from '@dental/contracts';

/**
 * Fictional continuing-education providers for the demo events. Their approval statements follow
 * the wording ADA CERP and AGD PACE require recognised providers to print (names, ids and periods
 * are invented), so the screens show text of the length and shape real listings carry.
 */

function adaCerpStatement(provider: string): string {
  return (
    `${provider} is an ADA CERP Recognized Provider. ADA CERP is a service of the American Dental Association to assist dental professionals in identifying quality providers of continuing dental education. ` +
    'ADA CERP does not approve or endorse individual courses or instructors, nor does it imply acceptance of credit hours by boards of dentistry. ' +
    'Concerns or complaints about a CE provider may be directed to the provider or to the Commission for Continuing Education Provider Recognition at ADA.org/CERP.'
  );
}

function agdPaceStatement(provider: string, period: string, providerId: string): string {
  return (
    `${provider}. Nationally Approved PACE Program Provider for FAGD/MAGD credit. ` +
    `Approval does not imply acceptance by any regulatory authority or AGD endorsement. ${period}. Provider ID# ${providerId}.`
  );
}

interface Recognition {
  adaCerpProviderId?: string;
  agdPace?: { providerId: string; period: string };
}

/** A provider with the statement each of its recognitions asks for, one paragraph each. */
function provider(name: string, recognition: Recognition): CeProvider {
  const statements: string[] = [];
  if (recognition.adaCerpProviderId) statements.push(adaCerpStatement(name));
  if (recognition.agdPace)
    statements.push(agdPaceStatement(name, recognition.agdPace.period, recognition.agdPace.providerId));
  return {
    name,
    ...(recognition.adaCerpProviderId ? { adaCerpProviderId: recognition.adaCerpProviderId } : {}),
    ...(recognition.agdPace
      ? { agdPaceProviderId: recognition.agdPace.providerId, approvalPeriod: recognition.agdPace.period }
      : {}),
    approvalStatement: statements.join('\n\n'),
  };
}

export const ceProviders = {
  loneStar: provider('Lone Star Dental Education Institute', {
    adaCerpProviderId: '4187',
    agdPace: { providerId: '219604', period: '1/1/2025 to 12/31/2028' },
  }),
  greatLakesPerio: provider('Great Lakes Periodontal Study Society', {
    agdPace: { providerId: '218857', period: '3/1/2024 to 2/29/2028' },
  }),
  hudsonEsthetic: provider('Hudson Esthetic Dentistry Academy', { adaCerpProviderId: '5302' }),
  midwestDigital: provider('Midwest Digital Dentistry Institute', {
    adaCerpProviderId: '4710',
    agdPace: { providerId: '220318', period: '7/1/2025 to 6/30/2029' },
  }),
  sunshineOrtho: provider('Sunshine State Orthodontic Study Club', {
    agdPace: { providerId: '217466', period: '10/1/2023 to 9/30/2027' },
  }),
  pacificEndo: provider('Pacific Endodontic Education Group', {
    agdPace: { providerId: '221045', period: '1/1/2026 to 12/31/2029' },
  }),
  newEnglandLeadership: provider('New England Dental Leadership Institute', { adaCerpProviderId: '3958' }),
  desertSleep: provider('Desert Sleep Medicine Education Foundation', {
    adaCerpProviderId: '4466',
    agdPace: { providerId: '219127', period: '5/1/2024 to 4/30/2028' },
  }),
  biscayneEsthetic: provider('Biscayne Center for Esthetic Education', {
    adaCerpProviderId: '5119',
    agdPace: { providerId: '220764', period: '1/1/2025 to 12/31/2028' },
  }),
  frontRangeSurgery: provider('Front Range Oral Surgery Education', { adaCerpProviderId: '3871' }),
  pugetSoundPediatric: provider('Puget Sound Pediatric Dental Education', {
    agdPace: { providerId: '218392', period: '8/1/2024 to 7/31/2028' },
  }),
  vieuxPortRestorative: provider('Vieux-Port Dental Education Society', {
    agdPace: { providerId: '219955', period: '1/1/2025 to 12/31/2028' },
  }),
  wineCountryProstho: provider('Wine Country Prosthodontic Society', { adaCerpProviderId: '5047' }),
} satisfies Record<string, CeProvider>;

export { adaCerpStatement, agdPaceStatement };
