import { type NormalisedJob, normaliseJob, type SourceJob } from './index.ts';

/** Normalisation is total by design (property-tested); a posting it still chokes on is skipped (null), not fatal. */
export function normaliseBatch(sources: SourceJob[]): (NormalisedJob | null)[] {
  return sources.map((source) => {
    try {
      return normaliseJob(source);
    } catch {
      return null;
    }
  });
}
