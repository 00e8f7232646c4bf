/**
 * A box that finds what a menu beside it offers as the admin types (the event menus, 'Same person
 * as…'), with a line under it that says what was found: read out when it changes.
 */
export function FindBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  status,
  className,
  statusClassName = 'mt-1 text-xs text-slate-600',
}: {
  id: string;
  /** What the box finds, for screen readers: the placeholder says it on screen. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  status: string;
  className: string;
  statusClassName?: string;
}) {
  const statusId = `${id}-status`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-describedby={statusId}
        className={className}
      />
      <p id={statusId} className={statusClassName} aria-live="polite">
        {status}
      </p>
    </>
  );
}
