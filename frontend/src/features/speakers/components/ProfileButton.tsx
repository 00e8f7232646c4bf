import { ExternalLink as ExternalIcon } from 'lucide-react';
import { isHttpUrl } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ExternalLink';

/** A link to the speaker's booking profile, or a disabled 'Profile Coming Soon' button when there is none. */
export function ProfileButton({
  profileUrl,
  label,
  speakerName,
  size = 'sm',
  className,
}: {
  profileUrl: string | null | undefined;
  label: string;
  speakerName: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (!isHttpUrl(profileUrl)) {
    return (
      <button type="button" disabled className={buttonClass('secondary', size, className)}>
        Profile Coming Soon
      </button>
    );
  }
  return (
    <ExternalLink href={profileUrl} className={buttonClass('primary', size, className)}>
      {label}
      <ExternalIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{`for ${speakerName} (opens in a new tab)`}</span>
    </ExternalLink>
  );
}
