// What every HTML the server writes itself shares (emails, the pages email links lead to, the page shell): the
// one escape for text from data, and the palette and font of the emails. The email blocks are the email
// module's (modules/email/blocks.ts).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const entity = (c: string) => ENTITIES[c]!;

// Most text has nothing to escape; a digest escapes a few hundred strings, so the test comes first.
export const escapeHtml = (s: string): string => (SPECIAL.test(s) ? s.replace(SPECIALS, entity) : s);

export const COLORS = {
  text: '#1d2335',
  muted: '#5b6478',
  brand: '#2f4fd1',
  border: '#e3e7f0',
  background: '#f4f6fb',
} as const;

export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
