import { SetMetadata } from '@nestjs/common';
import type { Role } from '@dental/contracts';

export const PUBLIC_WRITE = 'access:public-write';
export const ADMIN_ONLY = 'access:admin-only';
export const ROLES_ALLOWED = 'access:roles';

/** A write that anonymous visitors may send (the submission form, sign-in, the password links). */
export const PublicWrite = () => SetMetadata(PUBLIC_WRITE, true);
/**
 * A read that only a signed-in account may see (personal data, trash, audit): any role, unless
 * @Roles narrows it. Other reads are public.
 */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
/**
 * The roles besides owner that may call an admin route. Closed by default: a write without it is
 * owner-only (a new route is never opened to editors or reviewers by accident), and on an
 * @AdminOnly read it narrows who may read. Owners may do everything.
 */
export const Roles = (...roles: Array<Exclude<Role, 'owner'>>) => SetMetadata(ROLES_ALLOWED, roles);
/** Editors' work: events, speakers, sponsors, sponsor tiers, content. */
export const ForEditors = () => Roles('editor');
/** Every signed-in account, whatever its role (its own password). Submission reviews are @Roles('reviewer'). */
export const ForEveryAccount = () => Roles('editor', 'reviewer');
/** Owners only, said explicitly (accounts, site settings, sent mail). */
export const OwnersOnly = () => Roles();
