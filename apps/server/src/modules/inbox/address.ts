import { randomBytes } from 'node:crypto';
import type { InboxAddress } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

// A member's private forwarding address, track+<token>@INBOUND_DOMAIN. The token is the only credential (a
// provider forwards without any other), so it is long and random, replaced when rotated (the old address
// stops receiving at once) and removed when revoked, like the calendar feed's URL.

const newToken = () =>
  randomBytes(15)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
const addressOf = (deps: Deps, token: string) => `track+${token}@${deps.config.INBOUND_DOMAIN}`;

export async function inboxAddress(deps: Deps, userId: number): Promise<InboxAddress> {
  if (!deps.config.INBOUND_DOMAIN) return { address: null, enabled: false };
  let token = await repo.addressToken(deps.db, userId);
  if (!token) {
    token = newToken();
    await repo.storeAddressToken(deps.db, userId, token, deps.clock.now());
  }
  return { address: addressOf(deps, token), enabled: true };
}

export async function rotateInboxAddress(deps: Deps, userId: number): Promise<InboxAddress> {
  if (!deps.config.INBOUND_DOMAIN) return { address: null, enabled: false };
  const token = newToken();
  await repo.storeAddressToken(deps.db, userId, token, deps.clock.now());
  return { address: addressOf(deps, token), enabled: true };
}

export async function revokeInboxAddress(deps: Deps, userId: number): Promise<InboxAddress> {
  await repo.removeAddress(deps.db, userId);
  return { address: null, enabled: Boolean(deps.config.INBOUND_DOMAIN) };
}

/** The member a recipient address belongs to, or undefined (another domain, no token, a revoked one). */
export async function memberOfRecipient(deps: Deps, recipient: string): Promise<number | undefined> {
  const domain = deps.config.INBOUND_DOMAIN?.toLowerCase();
  if (!domain) return undefined;
  const m = /^\s*<?track\+([a-z0-9]{8,64})@([^>\s]+)>?\s*$/i.exec(recipient);
  if (!m || m[2]!.toLowerCase() !== domain) return undefined;
  return repo.userOfToken(deps.db, m[1]!.toLowerCase());
}
