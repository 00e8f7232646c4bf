import { agdSubjectLabel, COUNTRY_NAMES, MANDATE_LABELS, regionName, type BoardApproval } from '@dental/contracts';

/** Codes as one line: '690 Implants, 610 Fixed Prosthodontics'. */
export function subjectList(codes: readonly string[]): string {
  return codes.map(agdSubjectLabel).join(', ');
}

/**
 * A board approval in words: 'California, United States: no. RP 5678, for Infection control'; an
 * approval naming no mandate covers every subject.
 */
export function boardApprovalText(approval: BoardApproval): string {
  const subjects =
    approval.mandates.length === 0
      ? 'every subject'
      : approval.mandates.map((mandate) => MANDATE_LABELS[mandate]).join(', ');
  return `${regionName(approval.region)}, ${COUNTRY_NAMES[approval.country]}: no. ${approval.number}, for ${subjects}`;
}
