import { z } from 'zod';

/**
 * What an admin account may do: owner everything (accounts and site settings included), editor
 * events, speakers, sponsors and content, reviewer submissions and reading the rest. The server
 * decides; the browser only uses the role to hide what would be refused.
 */
export const ROLES = ['owner', 'editor', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface Account {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
}

/** GET /api/auth/me */
export interface SignedInAccount {
  accountId: string;
  email: string;
  role: Role;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
export const PASSWORD_TOO_LONG = 'Password must be at most 200 characters';

const roleField = z.enum(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}` });
const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');
/** Length only: whether it is a common password is checked on the server, against its list. */
export const NewPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, PASSWORD_TOO_LONG);
const tokenField = z
  .string({ message: 'Token is required' })
  .min(1, 'Token is required')
  .max(300, 'This link is not valid');

export const InviteAccountRequestSchema = z.object({ email: emailField, role: roleField }).strict();
export const UpdateAccountRequestSchema = z
  .object({ role: roleField, status: z.literal('disabled', { message: 'Status can only be set to "disabled"' }) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length === 1, { message: 'Send either a role or { "status": "disabled" }' });
export const AcceptInvitationRequestSchema = z.object({ token: tokenField, password: NewPasswordSchema }).strict();
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: NewPasswordSchema,
  })
  .strict();
export const PasswordResetRequestSchema = z.object({ email: emailField }).strict();
export const ConfirmPasswordResetRequestSchema = z.object({ token: tokenField, password: NewPasswordSchema }).strict();

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password.';
export const INVITATION_LINK_INVALID =
  'This invitation link is not valid or has expired. Please ask an owner for a new invitation.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';
export const LAST_OWNER = 'An active owner must remain: make another account an owner first.';
