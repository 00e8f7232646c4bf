import { AGD_SUBJECTS } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { ChoiceLabel, choiceInputClass } from './FieldGroup';

/**
 * The AGD subject catalogue as checkboxes ('690 Implants'), for the event and for each agenda
 * session. The chosen codes keep the catalogue's order, so the stored list reads like it.
 */
export function SubjectCheckboxes({
  value,
  onChange,
  className,
}: {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  className?: string;
}) {
  const chosen = new Set(value);
  const toggle = (code: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(code);
    else next.delete(code);
    onChange(AGD_SUBJECTS.map((subject) => subject.code).filter((known) => next.has(known)));
  };
  return (
    <ul className={cn('grid grid-cols-1 gap-x-4 sm:grid-cols-2', className)}>
      {AGD_SUBJECTS.map((subject) => (
        <li key={subject.code} className="min-w-0">
          <ChoiceLabel>
            <input
              type="checkbox"
              checked={chosen.has(subject.code)}
              onChange={(e) => toggle(subject.code, e.target.checked)}
              className={choiceInputClass}
            />
            <span className="min-w-0">
              <span className="font-mono text-xs text-slate-600 tabular-nums">{subject.code}</span> {subject.name}
            </span>
          </ChoiceLabel>
        </li>
      ))}
    </ul>
  );
}
