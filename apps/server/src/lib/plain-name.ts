/** Longest name put into an email another person receives. */
export const NAME_IN_EMAIL_MAX = 40;

/**
 * A person's name as it may appear in an email to someone else (an invite's subject and body): letters,
 * marks, spaces, apostrophes and hyphens only, at most NAME_IN_EMAIL_MAX characters. Dots, digits, slashes,
 * colons and @ go, so no mail client can make a link, an address or a domain of it: the service's own address
 * never carries words a stranger wrote that point somewhere. Empty when nothing of a name is left.
 */
export function plainName(text: string | null | undefined): string {
  const kept = (text ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(kept).slice(0, NAME_IN_EMAIL_MAX).join('').trim();
}
