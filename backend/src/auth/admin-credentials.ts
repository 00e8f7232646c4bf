import { Injectable, Logger, Optional } from '@nestjs/common';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrashRequestSchema } from '@dental/contracts';
import { AppConfig } from '../config/app-config';
import { forbidden } from '../shared/domain/domain-errors';
import { parseBody } from '../shared/http/parse-body';
import { TrashPasswordThrottle } from './login-throttle';
import { generatePassword, hashPassword } from '../accounts';
import { AccountPasswords, FirstOwner, WRONG_PASSWORD } from '../accounts';
import { ApiRequest } from '../shared/http/request-context';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
const CREDENTIALS_FILE = 'admin-credentials.json';

interface StoredCredentials {
  email: string;
  passwordHash: string;
}

/**
 * The first owner's credentials. ADMIN_EMAIL/ADMIN_PASSWORD configure it (only the hash is kept);
 * without them the first start generates a password, prints it once and keeps only its hash under
 * DATA_DIR. There is no default password. At start the account is recorded as an owner (once) and
 * this hash becomes its password in shared state: ADMIN_PASSWORD at every start (the environment
 * stays the way back in), the generated one only while the account has none. Every other check of
 * a password goes through the accounts (AccountPasswords).
 */
@Injectable()
export class AdminCredentials implements FirstOwner {
  private readonly logger = new Logger('AdminCredentials');
  private credentials: StoredCredentials | null = null;
  private fromEnvironment = false;

  /** Without a throttle (tools, tests of the credentials alone) the trash password is not limited. */
  constructor(
    private readonly passwords: AccountPasswords,
    @Optional() private readonly trashAttempts?: TrashPasswordThrottle,
  ) {}

  async initialise(config: AppConfig): Promise<void> {
    if (config.adminPassword) {
      this.credentials = {
        email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
        passwordHash: await hashPassword(config.adminPassword),
      };
      this.fromEnvironment = true;
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
    // Printed once, on the console of whoever started the server; never stored in clear. It is what
    // the person starting the site needs next, not a warning, so it is written as information.
    this.logger.log(
      `Admin account created: sign in at /admin with\n    email:    ${email}\n    password: ${password}\n  Keep it now: it is not shown again. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.`,
    );
  }

  get email(): string {
    if (!this.credentials) throw new Error('Admin credentials are not initialised');
    return this.credentials.email;
  }

  /** The password the first owner's account gets at this start, or null when it keeps the one it has. */
  async ownerPasswordHash(accountId: string): Promise<string | null> {
    if (!this.credentials) throw new Error('Admin credentials are not initialised');
    if (this.fromEnvironment) return this.credentials.passwordHash;
    return (await this.passwords.hasPassword(accountId)) ? null : this.credentials.passwordHash;
  }

  /**
   * Destructive actions re-check the signed-in account's password: 400 when the body has none, 403
   * when it is wrong, 429 after 10 wrong ones from the client's network or for the account in 15
   * minutes (counted before the check, like sign-in: a stolen session must not become a way to
   * guess the password, from one address or many).
   */
  async confirmPassword(body: unknown, request: ApiRequest): Promise<void> {
    const { password } = parseBody(TrashRequestSchema, body);
    const attempt = { clientAddress: request.ip, email: request.adminEmail ?? '' };
    await this.trashAttempts?.take(attempt);
    if (!request.adminAccountId || !(await this.passwords.verify(request.adminAccountId, password)))
      throw forbidden(WRONG_PASSWORD);
    await this.trashAttempts?.succeeded(attempt);
  }
}
