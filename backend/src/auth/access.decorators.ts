import { SetMetadata } from '@nestjs/common';

export const PUBLIC_WRITE = 'access:public-write';
export const ADMIN_ONLY = 'access:admin-only';

/** A write that anonymous visitors may send (only the submission form and the sign-in itself). */
export const PublicWrite = () => SetMetadata(PUBLIC_WRITE, true);
/** A read that only an admin may see (personal data, trash, audit). Every write is admin-only by default. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
