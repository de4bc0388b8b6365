import { readFileSync } from 'node:fs';
import { JOB_FUNCTIONS, type JobFunction } from '@upstream/contract';

/**
 * How the title rules reached their reading (function.ts), given to the model as a feature: a role noun is a
 * firmer reading than a generic role word or a team label.
 */
export type RulePath =
  | 'no-job'
  | 'role'
  | 'domain'
  | 'team'
  | 'generic'
  | 'described'
  | 'description'
  | 'none';

/**
 * A role noun of the title (or a title that names no job) decides; the model is not asked. Measured by
 * cross-validation over the tuning-side boards (bench/classify/train-function-model.ts --cv), the rules are
 * right more often there than the model, and the model more often where a field, a team or a generic word is all
 * the title gives.
 */
export const rulesDecide = (path: RulePath) => path === 'role' || path === 'no-job';

/**
 * How far (in log-odds) the model's function must lead the next one for the model to overrule the rules' reading.
 */
export const MODEL_SURE = 2;

/** What the model reads of a posting: the folded title and its parts, the team labels and the rules' reading. */
export interface ModelInput {
  /** The title as foldTitle gives it. */
  folded: string;
  /** The title's parts, head first (function.ts segments). */
  parts: readonly string[];
  /** The department and the ATS's function label, folded. */
  teams: readonly string[];
  rule: JobFunction;
  path: RulePath;
}

const WORD = /[a-z0-9&+#]+|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/g;
const CJK_RUN = /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** Words this long are also read by their 4-letter pieces, so compounds and inflections share weights. */
const PIECES_FROM = 5;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A word's 4-letter pieces with its edges marked ("^vert", "trie", …), or a CJK run's pairs of characters. */
function pieces(word: string, into: string[]): void {
  if (CJK_RUN.test(word)) {
    const chars = [...word];
    if (chars.length === 1) into.push(`k:${word}`);
    for (let i = 0; i + 1 < chars.length; i++) into.push(`k:${chars[i]}${chars[i + 1]}`);
    return;
  }
  if (word.length < PIECES_FROM) return;
  const marked = `^${word}$`;
  for (let i = 0; i + 4 <= marked.length; i++) into.push(`c:${marked.slice(i, i + 4)}`);
}

/**
 * The features of a posting, as names: the title's words, word pairs and word pieces, the words of its head
 * part (the role, before its team or place), the team labels' words, and the rules' reading and how it was
 * reached. Training (bench/classify/train-function-model.ts) and reading use this one list.
 */
export function modelFeatures(input: ModelInput): string[] {
  const out: string[] = ['bias', `r:${input.rule}`, `p:${input.path}`, `rp:${input.path}:${input.rule}`];
  const all = words(input.folded);
  for (let i = 0; i < all.length; i++) {
    const w = all[i] as string;
    out.push(`w:${w}`);
    if (i + 1 < all.length) out.push(`b:${w} ${all[i + 1]}`);
    pieces(w, out);
  }
  const head = input.parts[0];
  if (head !== undefined) for (const w of words(head)) out.push(`h:${w}`);
  for (const team of input.teams) for (const w of words(team)) out.push(`d:${w}`);
  return out;
}

/**
 * The trained weights as shipped (function-model.json, written by bench/classify/train-function-model.ts):
 * the functions in order, and per feature its non-zero weights as [function index, weight, …] pairs.
 */
export interface ModelFile {
  functions: string[];
  weights: Record<string, number[]>;
}

export interface FunctionModel {
  /** The function the weights give the posting, and how far it leads the next one (in log-odds). */
  read(features: readonly string[]): { fn: JobFunction; margin: number };
}

export function functionModel(file: ModelFile): FunctionModel {
  const functions = file.functions.map((f) => {
    if (!(JOB_FUNCTIONS as readonly string[]).includes(f)) throw new Error(`unknown job function ${f}`);
    return f as JobFunction;
  });
  const weights = new Map<string, Float64Array>();
  for (const [name, pairs] of Object.entries(file.weights)) {
    const row = new Float64Array(functions.length);
    for (let i = 0; i + 1 < pairs.length; i += 2) row[pairs[i] as number] = pairs[i + 1] as number;
    weights.set(name, row);
  }
  const n = functions.length;
  return {
    read(features) {
      const score = new Float64Array(n);
      for (const f of features) {
        const row = weights.get(f);
        if (!row) continue;
        for (let i = 0; i < n; i++) score[i] = (score[i] as number) + (row[i] as number);
      }
      let best = 0;
      let second = -1;
      for (let i = 1; i < n; i++) {
        if ((score[i] as number) > (score[best] as number)) {
          second = best;
          best = i;
        } else if (second < 0 || (score[i] as number) > (score[second] as number)) second = i;
      }
      const margin = second < 0 ? 0 : (score[best] as number) - (score[second] as number);
      return { fn: functions[best] as JobFunction, margin };
    },
  };
}

export const FUNCTION_MODEL_FILE = new URL('./function-model.json', import.meta.url);
let shipped: FunctionModel | null = null;

/** The shipped model, read from disk the first time a posting needs it (once per process or thread). */
export function shippedFunctionModel(): FunctionModel {
  shipped ??= functionModel(JSON.parse(readFileSync(FUNCTION_MODEL_FILE, 'utf8')) as ModelFile);
  return shipped;
}
