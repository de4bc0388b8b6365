import type { Migration } from 'kysely';
import * as initial from './2026112201_initial.ts';

// Every migration, by name (applied in name order). Add a new file here; never edit an applied one.
export const migrations: Record<string, Migration> = {
  '2026112201_initial': initial,
};
