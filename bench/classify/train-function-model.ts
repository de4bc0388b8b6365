import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { JOB_FUNCTIONS, type JobFunction } from '@upstream/contract';
import {
  FUNCTION_MODEL_FILE,
  functionModel,
  type ModelFile,
  modelFeatures,
  modelReading,
  type NamedFunction,
  namedFunction,
} from '../../apps/server/src/modules/ingestion/index.ts';
import {
  boardKey,
  marketBoardFiles,
  readMarket,
  splitSide,
} from '../../apps/server/test/helpers/real-market.ts';
import { blindLabels, marketLabels } from '../../apps/server/test/helpers/real-market-labels.ts';
import { labelledTitles } from '../../apps/server/test/helpers/title-labels.ts';
import { random } from './draw.ts';

// npx tsx bench/classify/train-function-model.ts [--cv]
// Trains the job-function model (issue 22, item 2) and writes its weights to
// apps/server/src/modules/ingestion/normalise/function-model.json; the same inputs give the same file, byte for byte.
//
// What it learns from, never a held-out board (labels/held-out.csv, or any posting of a board whose split side is
// held-out: only tuning-side boards are read, and the script stops if a label names a held-out board):
// - the hand labels of the tuning side: labels/tuning.csv and labels/tuning-blind.csv, each posting read as
//   ingestion reads it (title, department, the ATS's team label);
// - the curated titles (titles-labelled.csv), title alone;
// - weak labels: the other postings of tuning-side boards whose department or team label names a function by
//   the team rules ("Sales", "Engineering - Platform"), learnt from their title alone, at a lower weight.
// Each example's features include the rules' own reading of the title (function.ts) and how it was reached, so
// the model learns where the rules are right and where a title's other words say otherwise.
//
// --cv  5-fold cross-validation over the tuning-side boards (a fold's boards give neither hand nor weak labels to
//       its training): the rules alone beside the rules with the model, per label file and per rule path, as
//       jobFunction combines them. Writes nothing.

/** A weak label counts this much beside a hand label. */
const WEAK_WEIGHT = 0.3;
const EPOCHS = 30;
const RATE = 0.2;
/** Weights smaller than this are left out of the shipped file. */
const KEEP = 0.1;
const FOLDS = 5;

interface Example {
  board: string | null;
  features: string[];
  label: number;
  weight: number;
  named: NamedFunction;
  /**
   * The rules' reading of the title and team labels (jobFunction without the model and the description, which
   * list answers do not carry), for the cross-validation.
   */
  rules: JobFunction;
  kind: 'tuning' | 'blind' | 'curated' | 'weak';
}

const FUNCTIONS = [...JOB_FUNCTIONS];
const indexOf = (fn: string) => {
  const i = FUNCTIONS.indexOf(fn as JobFunction);
  if (i < 0) throw new Error(`unknown function ${fn}`);
  return i;
};

const ruleOf = (n: NamedFunction): JobFunction => n.decided ?? n.generic ?? 'Other';
const features = (n: NamedFunction) =>
  modelFeatures({ folded: n.folded, parts: n.parts, teams: n.teams, rule: ruleOf(n), path: n.path });

function assertTuning(key: string) {
  if (splitSide(key) !== 'tuning') throw new Error(`${key} is a held-out board: it must never be trained on`);
}

async function examples(): Promise<Example[]> {
  const hand = new Map<string, { fn: string; kind: 'tuning' | 'blind' }>();
  for (const l of marketLabels('tuning')) {
    assertTuning(boardKey(l));
    hand.set(`${boardKey(l)}#${l.id}`, { fn: l.function, kind: 'tuning' });
  }
  for (const l of blindLabels()) {
    assertTuning(boardKey(l));
    hand.set(`${boardKey(l)}#${l.id}`, { fn: l.function, kind: 'blind' });
  }

  const out: Example[] = [];
  const tuningBoards = marketBoardFiles().filter((f) => splitSide(boardKey(f)) === 'tuning');
  for await (const result of readMarket(tuningBoards)) {
    const key = boardKey(result);
    assertTuning(key);
    const sources = new Map(result.sources.flatMap((s) => (s ? [[s.externalId, s] as const] : [])));
    for (const job of result.jobs) {
      const hint = sources.get(job.externalId)?.functionHint;
      const label = hand.get(`${key}#${job.externalId}`);
      if (label) {
        const named = namedFunction(job.title, job.department, hint);
        const rules = ruleOf(named);
        out.push({
          board: key,
          features: features(named),
          label: indexOf(label.fn),
          weight: 1,
          named,
          rules,
          kind: label.kind,
        });
        continue;
      }
      // A weak label: the team the posting is filed under, when the team rules name a function.
      const team = namedFunction('', job.department, hint);
      if (team.path !== 'team' || !team.decided) continue;
      const named = namedFunction(job.title);
      out.push({
        board: key,
        features: features(named),
        label: indexOf(team.decided),
        weight: WEAK_WEIGHT,
        named,
        rules: ruleOf(named),
        kind: 'weak',
      });
    }
  }
  for (const l of labelledTitles()) {
    const named = namedFunction(l.title);
    out.push({
      board: null,
      features: features(named),
      label: indexOf(l.function),
      weight: 1,
      named,
      rules: ruleOf(named),
      kind: 'curated',
    });
  }
  return out;
}

/** Multinomial logistic regression by stochastic gradient descent, in a seeded order (the same weights every run). */
function train(data: Example[]): Map<string, Float64Array> {
  const n = FUNCTIONS.length;
  const w = new Map<string, Float64Array>();
  const row = (f: string) => {
    let r = w.get(f);
    if (!r) {
      r = new Float64Array(n);
      w.set(f, r);
    }
    return r;
  };
  const order = data.map((_, i) => i);
  const next = random(22);
  const p = new Float64Array(n);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const rate = RATE / (1 + epoch * 0.3);
    for (const k of order) {
      const ex = data[k] as Example;
      const rows = ex.features.map(row);
      p.fill(0);
      for (const r of rows) for (let c = 0; c < n; c++) p[c] = (p[c] as number) + (r[c] as number);
      let max = -Infinity;
      for (let c = 0; c < n; c++) max = Math.max(max, p[c] as number);
      let sum = 0;
      for (let c = 0; c < n; c++) {
        p[c] = Math.exp((p[c] as number) - max);
        sum += p[c] as number;
      }
      for (const r of rows)
        for (let c = 0; c < n; c++)
          r[c] = (r[c] as number) - rate * ex.weight * ((p[c] as number) / sum - (c === ex.label ? 1 : 0));
    }
  }
  return w;
}

/** The weights as shipped: features in order, small weights left out, two decimals. */
function toFile(w: Map<string, Float64Array>): ModelFile {
  const weights: Record<string, number[]> = {};
  for (const f of [...w.keys()].sort()) {
    const pairs: number[] = [];
    (w.get(f) as Float64Array).forEach((v, c) => {
      if (Math.abs(v) >= KEEP) pairs.push(c, Math.round(v * 100) / 100);
    });
    if (pairs.length > 0) weights[f] = pairs;
  }
  return { functions: FUNCTIONS, weights };
}

const foldOf = (board: string) => (createHash('sha256').update(`fold:${board}`).digest()[0] ?? 0) % FOLDS;

function crossValidate(data: Example[]) {
  const tally = new Map<string, { rules: number; model: number; of: number }>();
  const count = (key: string, rules: boolean, model: boolean) => {
    const t = tally.get(key) ?? { rules: 0, model: 0, of: 0 };
    t.of++;
    if (rules) t.rules++;
    if (model) t.model++;
    tally.set(key, t);
  };
  for (let k = 0; k < FOLDS; k++) {
    const inFold = (ex: Example) => ex.board !== null && foldOf(ex.board) === k;
    const model = functionModel(toFile(train(data.filter((ex) => !inFold(ex)))));
    for (const ex of data) {
      if (!inFold(ex) || (ex.kind !== 'tuning' && ex.kind !== 'blind')) continue;
      const withModel =
        (ex.named.path === 'role' || ex.named.path === 'no-job' ? null : modelReading(model, ex.named)) ??
        ex.rules;
      const want = FUNCTIONS[ex.label];
      count(ex.kind, ex.rules === want, withModel === want);
      count(`  rule path ${ex.named.path}`, ex.rules === want, withModel === want);
    }
  }
  const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)}%`;
  console.info('Held-back folds of the tuning-side boards: rules alone · rules with the model');
  for (const [key, t] of [...tally].sort())
    console.info(`${key}: ${pct(t.rules, t.of)} · ${pct(t.model, t.of)} of ${t.of}`);
}

async function main() {
  const data = await examples();
  const count = (kind: Example['kind']) => data.filter((e) => e.kind === kind).length;
  console.info(
    `examples: tuning ${count('tuning')}, blind ${count('blind')}, curated ${count('curated')}, weak ${count('weak')}`,
  );
  if (process.argv.includes('--cv')) return crossValidate(data);
  const file = toFile(train(data));
  writeFileSync(FUNCTION_MODEL_FILE, `${JSON.stringify(file)}\n`);
  console.info(`${Object.keys(file.weights).length} features written to ${FUNCTION_MODEL_FILE.pathname}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
