import cronParser from 'cron-parser';
import type { Db } from '../db/index.ts';
import { type Clock, MINUTE } from '../lib/clock.ts';
import type { Work } from './definition.ts';

/** The cron slots of `definition` in (after, upTo], newest last. */
export function dueSlots(definition: Pick<Work<object>, 'cron'>, after: Date, upTo: Date): Date[] {
  if (!definition.cron) return [];
  const it = cronParser.parseExpression(definition.cron.expression, {
    tz: definition.cron.tz,
    currentDate: after,
    endDate: upTo,
  });
  const slots: Date[] = [];
  while (it.hasNext()) {
    const next = it.next().toDate();
    if (next.getTime() > upTo.getTime()) break;
    slots.push(next);
  }
  return slots;
}

/**
 * Claim the cron slots that are due now. Every process ticks; the (name, slot) primary key makes
 * exactly one of them the claimant, so a schedule fires once per slot however many workers run.
 * A slot missed while nothing ran (up to `catchUpMs` ago) is still claimed once, late rather than never.
 */
export async function claimDueSlots(
  db: Db,
  clock: Clock,
  definitions: readonly Pick<Work<object>, 'name' | 'cron'>[],
  catchUpMs = 15 * MINUTE,
): Promise<{ name: string; slot: Date }[]> {
  const now = clock.now();
  const claimed: { name: string; slot: Date }[] = [];
  for (const def of definitions) {
    const slots = dueSlots(def, new Date(now.getTime() - catchUpMs), now);
    const slot = slots.at(-1);
    if (!slot) continue;
    const inserted = await db
      .insertInto('cron_runs')
      .values({ name: def.name, slot })
      .onConflict((oc) => oc.doNothing())
      .returning('name')
      .executeTakeFirst();
    if (inserted) claimed.push({ name: def.name, slot });
  }
  return claimed;
}
