import { LOCAL_TIME, type SessionTimeLabel } from '@dental/contracts';

/**
 * A session's time as read ('9:00 AM CST', the zone's abbreviation spelled out for a tooltip;
 * '9:00 AM local time' when the event gives no zone), or the organiser's text when it could not be read. A range breaks only after its dash, so
 * '3:00 PM CST' stays together on a narrow screen.
 */
export function TimeText({
  label,
  fallback,
  className,
}: {
  label: SessionTimeLabel | null;
  fallback: string;
  className?: string;
}) {
  if (!label) return <span className={className}>{fallback}</span>;
  const zone = label.zone ? (
    <>
      {' '}
      <abbr title={label.zoneName ?? undefined} className="no-underline">
        {label.zone}
      </abbr>
    </>
  ) : (
    ` ${LOCAL_TIME}`
  );
  return (
    <span className={className} data-session-time="">
      {label.end !== null && <span className="whitespace-nowrap">{`${label.start} \u2013`}</span>}
      {label.end !== null && ' '}
      <span className="whitespace-nowrap">
        {label.end ?? label.start}
        {zone}
      </span>
    </span>
  );
}
