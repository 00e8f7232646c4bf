import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * Links in invitation and password-reset mails carry a token `${id}.${mac}`: the id is the one
 * recorded in the domain event (AccountInvited.invitationId, PasswordResetRequested.resetId) and
 * the mac is HMAC-SHA256(server secret, id) in base64url. The log therefore never holds a usable
 * token (a copy of the log signs nobody in), and the mail reactor derives the very same token from
 * the domain event with the same secret, so nothing secret has to travel between them.
 */
export function accountToken(secret: string, id: string): string {
  return `${id}.${mac(secret, id)}`;
}

/** The id a token was made for, or null when it was not made with this secret (or is malformed). */
export function idFromAccountToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(secret, id), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function mac(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

const SECRET_FILE = 'session-secret';

/**
 * The server secret: SESSION_SECRET, or a random one generated once and kept under DATA_DIR (never
 * in the repository). It signs the session cookie and account tokens, so every process (and the
 * mail reactor) must read the same value: the file is written only when missing, and a process that
 * loses the race to write it reads the winner's.
 */
export function serverSecret(config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
