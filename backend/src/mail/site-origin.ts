import type { AppConfig } from '../config/app-config';

/**
 * The origin links in mail point to. Mail is composed away from any request, so it cannot use the
 * request's host: SITE_URL, or http://localhost:PORT when unset (fine on one's own machine, wrong
 * anywhere else: docs/operations.md says to set SITE_URL).
 */
export function siteOrigin(config: Pick<AppConfig, 'siteUrl' | 'port'>): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}

/** MAIL_FROM, or the site's no-reply address on SITE_URL's host. */
export function mailFrom(config: Pick<AppConfig, 'mailFrom' | 'siteUrl' | 'port'>): string {
  if (config.mailFrom) return config.mailFrom;
  return `no-reply@${new URL(siteOrigin(config)).hostname}`;
}
