import { Injectable, Logger, Optional } from '@nestjs/common';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrashRequestSchema } from '@dental/contracts';
import { AppConfig } from '../config/app-config';
import { forbidden } from '../shared/domain-errors';
import { parseBody } from '../shared/http/parse-body';
import { TrashPasswordThrottle } from './login-throttle';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
const CREDENTIALS_FILE = 'admin-credentials.json';
export const WRONG_PASSWORD = 'Incorrect password';

interface StoredCredentials {
  email: string;
  passwordHash: string;
}

/**
 * The single admin account. ADMIN_EMAIL/ADMIN_PASSWORD configure it (only the hash is kept in
 * memory); without them the first start generates a password, prints it once and keeps only its
 * hash under DATA_DIR. There is no default password.
 */
@Injectable()
export class AdminCredentials {
  private readonly logger = new Logger('AdminCredentials');
  private credentials: StoredCredentials | null = null;

  /** Without a throttle (tools, tests of the credentials alone) the trash password is not limited. */
  constructor(@Optional() private readonly trashAttempts?: TrashPasswordThrottle) {}

  async initialise(config: AppConfig): Promise<void> {
    if (config.adminPassword) {
      this.credentials = { email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL, passwordHash: await hashPassword(config.adminPassword) };
      return;
    }
    const file = join(config.dataDir, CREDENTIALS_FILE);
    if (existsSync(file)) {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredCredentials;
      this.credentials = { ...stored, email: config.adminEmail ?? stored.email };
      return;
    }
    const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const password = generatePassword();
    this.credentials = { email, passwordHash: await hashPassword(password) };
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(this.credentials, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
    // Printed once, on the console of whoever started the server; never stored in clear.
    this.logger.warn(
      `\n\n  Admin account created.\n    email:    ${email}\n    password: ${password}\n  Keep it now: it is not shown again. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`,
    );
  }

  get email(): string {
    if (!this.credentials) throw new Error('Admin credentials are not initialised');
    return this.credentials.email;
  }

  async check(email: string, password: string): Promise<boolean> {
    if (!this.credentials) return false;
    // Always run scrypt so a wrong e-mail costs as much time as a wrong password.
    const passwordMatches = await verifyPassword(password, this.credentials.passwordHash);
    return passwordMatches && email.trim().toLowerCase() === this.credentials.email.toLowerCase();
  }

  async checkPassword(password: string): Promise<boolean> {
    return this.credentials ? verifyPassword(password, this.credentials.passwordHash) : false;
  }

  /**
   * Destructive actions re-check the admin's password: 400 when the body has none, 403 when it is
   * wrong, 429 after 10 wrong ones from the client's address in 15 minutes (counted before the
   * check, like sign-in: a stolen session must not become a way to guess the password).
   */
  async confirmPassword(body: unknown, clientIp: string): Promise<void> {
    const { password } = parseBody(TrashRequestSchema, body);
    await this.trashAttempts?.take(clientIp);
    if (!(await this.checkPassword(password))) throw forbidden(WRONG_PASSWORD);
    await this.trashAttempts?.succeeded(clientIp);
  }
}
