import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isHttpUrl } from '@dental/contracts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string | null | undefined;
  children: ReactNode;
  /** Rendered instead when `href` is not an http(s) URL; nothing by default. */
  fallback?: ReactNode;
};

/** A link to a user-supplied address: only http(s), always in a new tab without opener or referrer. */
export function ExternalLink({ href, children, fallback = null, ...rest }: Props) {
  if (!isHttpUrl(href)) return <>{fallback}</>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
