import { agdSubjectLabel } from '@dental/contracts';

/** Codes as one line: '690 Implants, 610 Fixed Prosthodontics'. */
export function subjectList(codes: readonly string[]): string {
  return codes.map(agdSubjectLabel).join(', ');
}
