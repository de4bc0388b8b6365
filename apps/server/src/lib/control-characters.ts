// C0 control characters and DEL: invisible, and able to end a line or a header where text is joined.
const isControl = (code: number) => code < 0x20 || code === 0x7f;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

export function withoutControlCharacters(text: string): string {
  let out = '';
  for (const char of text) if (!isControl(char.charCodeAt(0))) out += char;
  return out;
}
