/** Providers where dots in the local part are ignored: every dotted spelling reaches one mailbox. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as a key for limits: lower case, without a `+tag` (most providers deliver
 * `name+anything@` to `name@`), and for Gmail without dots and with googlemail.com as gmail.com. Only for
 * counting: an email still goes to the address as written. Grouping two people by mistake only shares a
 * limit; failing to group would give one inbox a fresh budget per spelling.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
