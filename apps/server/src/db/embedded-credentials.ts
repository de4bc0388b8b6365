import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** A role of the embedded cluster and its password. */
export interface RoleLogin {
  user: string;
  password: string;
  /** The password being replaced, until the server is known to have the new one. */
  previous?: string;
}

/**
 * The embedded cluster's passwords, generated on first start and kept beside its files in DATA_DIR, readable by
 * the service's OS user only (0600): the superuser, which sets the cluster up, and the app's own role.
 */
export interface EmbeddedCredentials {
  superuser: RoleLogin;
  app?: RoleLogin;
}

/** Clusters made before the passwords were generated: their superuser and the password once written in the source. */
export const LEGACY_SUPERUSER: RoleLogin = { user: 'upstream', password: 'upstream-embedded' };

export const newPassword = (): string => randomBytes(24).toString('base64url');

/** Where the credentials of the cluster whose files live in `databaseDir` are kept. */
export const credentialsFile = (databaseDir: string): string => `${databaseDir}.credentials.json`;

export function readCredentials(file: string): EmbeddedCredentials | null {
  if (!existsSync(file)) return null;
  // Kept readable by this user only, even if something loosened it since.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
}

/** Written whole or not at all (a temporary file renamed over it), mode 0600 from the start. */
export function writeCredentials(file: string, credentials: EmbeddedCredentials): void {
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
}
