import { agdSubjectName } from '@dental/contracts';

/** '690' → '690 Implants': code first, as the AGD prints it on attendance forms. */
export function subjectLabel(code: string): string {
  const name = agdSubjectName(code);
  return name === code ? code : `${code} ${name}`;
}

/** Codes as one line: '690 Implants, 610 Fixed Prosthodontics'. */
export function subjectList(codes: readonly string[]): string {
  return codes.map(subjectLabel).join(', ');
}
