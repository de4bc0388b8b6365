/**
 * Readings a process has made already, by what they were read from. A board's postings repeat their location
 * strings, titles and boilerplate sentences, and the rules that read them (places, level, function, remote
 * eligibility) are pure: read once, answered from memory after. Each kind of reading keeps at most `max`
 * answers and is emptied when full, and a key longer than KEY_MAX (a rare long sentence, seldom repeated) is
 * read each time, never kept: memory stays bounded (about 10 MB a kind) however many boards a process reads.
 * Built with the geography (once per process or normalisation thread), never at module level.
 */
export interface Remembered {
  /**
   * The answer for `key` of this kind, computed (and kept) the first time. Answers must not be changed, and
   * `compute` never answers undefined.
   */
  remember<V>(kind: string, key: string, compute: () => V): V;
}

const MAX = 10_000;
const KEY_MAX = 600;

export function createRemembered(max = MAX): Remembered {
  const kinds = new Map<string, Map<string, unknown>>();
  return {
    remember<V>(kind: string, key: string, compute: () => V): V {
      if (key.length > KEY_MAX) return compute();
      let known = kinds.get(kind);
      if (!known) {
        known = new Map();
        kinds.set(kind, known);
      }
      // One lookup: no reading is undefined (each is a value, an array or an object, null at most).
      const found = known.get(key);
      if (found !== undefined) return found as V;
      const value = compute();
      if (known.size >= max) known.clear();
      known.set(key, value);
      return value;
    },
  };
}
