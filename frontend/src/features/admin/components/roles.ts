import { ROLES, type Role } from '@dental/contracts';

/**
 * What each role may do in the admin area, as the screens show it. The server decides and refuses
 * (403) whatever a role may not do; these rules only keep the screens from offering it, so a
 * reviewer is not shown a Save button that can only fail.
 */

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  reviewer: 'Reviewer',
};

/** One line per role, as the invite form and the accounts list explain them. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including accounts, site settings, sent mail and followers.',
  editor: 'Events, speakers, sponsors and content; sees the rest.',
  reviewer: 'Reviews submissions; sees the rest without changing it.',
};

/** The parts of the admin area a role is or is not allowed into. */
export type AdminArea =
  | 'events'
  | 'speakers'
  | 'sponsors'
  | 'content'
  | 'submissions'
  | 'change-requests'
  | 'trash'
  | 'audit'
  | 'analytics'
  | 'settings'
  | 'accounts'
  | 'sent-mail'
  | 'followers'
  | 'renewal-requirements';

/** Screens only an owner opens at all: accounts, the sent mail (it holds reset links) and follower addresses. */
const OWNER_ONLY: ReadonlySet<AdminArea> = new Set(['accounts', 'sent-mail', 'followers']);

/** Where a role's changes are accepted; everywhere else it reads. */
const CHANGES: Record<Role, ReadonlySet<AdminArea> | 'all'> = {
  owner: 'all',
  // Reviewing submissions is the reviewers' (and owners') work: the server refuses it to editors.
  editor: new Set([
    'events',
    'speakers',
    'sponsors',
    'content',
    'change-requests',
    'trash',
    'audit',
    'renewal-requirements',
  ]),
  reviewer: new Set(['submissions']),
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * The signed-in role. A server that names no role has a single all-powerful admin (the account
 * from ADMIN_EMAIL before accounts existed), which is an owner; an unknown name gets the least.
 */
export function roleOf(session: { role?: unknown } | null | undefined): Role | null {
  if (!session) return null;
  if (session.role === undefined) return 'owner';
  return isRole(session.role) ? session.role : 'reviewer';
}

/** May this role open the screen at all (the owner-only screens hold personal data and links)? */
export function mayOpen(role: Role, area: AdminArea): boolean {
  return role === 'owner' || !OWNER_ONLY.has(area);
}

/** May this role change what the screen shows (save, trash, feature, undo, review)? */
export function mayChange(role: Role, area: AdminArea): boolean {
  const allowed = CHANGES[role];
  return allowed === 'all' || allowed.has(area);
}

/** The area an admin path belongs to ('/admin/events/1/edit' → 'events'), null for the dashboard and one's own password. */
export function areaOfPath(pathname: string): AdminArea | null {
  const [first, second] = pathname.toLowerCase().split('/').filter(Boolean);
  if (first !== 'admin' || !second) return null;
  const areas: Record<string, AdminArea> = {
    events: 'events',
    speakers: 'speakers',
    sponsors: 'sponsors',
    content: 'content',
    submissions: 'submissions',
    'change-requests': 'change-requests',
    trash: 'trash',
    audit: 'audit',
    analytics: 'analytics',
    settings: 'settings',
    accounts: 'accounts',
    'sent-mail': 'sent-mail',
    'ce-requirements': 'renewal-requirements',
  };
  return areas[second] ?? null;
}

/**
 * Screens that are a form and nothing else to a role that may not change them: creating or
 * editing an event or a speaker, site settings, content. Their controls are disabled for that
 * role; list screens stay usable (search, filters) and the server refuses their changes.
 */
export function isReadOnlyForm(role: Role, pathname: string): boolean {
  const area = areaOfPath(pathname);
  if (!area || mayChange(role, area)) return false;
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (
    /^\/admin\/(events|speakers)\/(new|[^/]+\/edit|edit\/[^/]+)$/.test(path) ||
    /^\/admin\/ce-requirements\/(new|[^/]+\/edit)$/.test(path) ||
    path === '/admin/settings' ||
    path === '/admin/content'
  );
}

/**
 * The line shown above a screen the role may read but not change, or null when it may change it
 * (analytics has nothing to change, so nobody is told it is read-only).
 */
export function readOnlyNotice(role: Role, area: AdminArea | null): string | null {
  if (!area || area === 'analytics' || mayChange(role, area)) return null;
  const who = ROLE_LABELS[role].toLowerCase();
  const can =
    role === 'reviewer' ? 'you can review submissions' : 'you can change events, speakers, sponsors and content';
  return `You are signed in as ${who === 'editor' ? 'an' : 'a'} ${who}: ${can}; this screen is read-only for you.`;
}
