/**
 * Runs of whitespace made one space, as `text.replace(/\s+/g, ' ')` makes them, without touching a lone space:
 * that pattern matched every space between two words, and each match is a replacement (the string rebuilt piece
 * by piece) for a space that stays as it was. Here only a run that would change matches: one holding a
 * whitespace character other than a space, or two or more.
 */
const SPACE_RUNS = /[^\S ]\s*| \s+/g;

export const collapseSpaces = (text: string): string => text.replace(SPACE_RUNS, ' ');
