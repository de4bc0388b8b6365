/** A bench option that counts something (rounds, requests, a page): a whole number of 1 or more, or a clear error. */
export function positiveInteger(option: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${option} must be a whole number of 1 or more, not "${text}"`);
  return n;
}
