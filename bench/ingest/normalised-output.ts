import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createPlaces, normaliseJob } from '../../apps/server/src/modules/ingestion/index.ts';
import { corpusBoards, readCorpusBoard } from '../../apps/server/test/helpers/ats-corpus.ts';
import { readLabelled } from '../../apps/server/test/helpers/labelled-postings.ts';
import { readMarket } from '../../apps/server/test/helpers/real-market.ts';

// npx tsx bench/ingest/normalised-output.ts [out.jsonl]
// Every posting of the fixture corpora (ats-corpus, real-ats, real-market) read through the real connectors and
// normalisation, and every labelled remote and visa posting (their facts), as one fingerprint per board and one
// for all. A change that makes ingestion cheaper must leave them equal: run it before and after and compare
// (with an output file, every normalised posting is written there, one JSON line each, to diff).
// Each corpus is read twice in one process, so remembered readings (caches) are checked against fresh ones.

const out: string[] = [];
const total = createHash('sha256');

function fingerprint(name: string, values: unknown[]): string {
  const lines = values.map((v) => JSON.stringify(v));
  const digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
  total.update(`${name} ${digest}\n`);
  for (const line of lines) out.push(`${name}\t${line}`);
  return digest;
}

async function boards(round: number) {
  let postings = 0;
  for (const board of corpusBoards()) {
    const { jobs } = await readCorpusBoard(board);
    postings += jobs.length;
    const digest = fingerprint(`corpus/${board.ats}/${board.board}#${round}`, jobs);
    if (round === 0) console.info(`${digest}  corpus ${board.ats}/${board.board} (${jobs.length})`);
  }
  for await (const board of readMarket()) {
    postings += board.jobs.length;
    const digest = fingerprint(`market/${board.ats}/${board.board}#${round}`, board.jobs);
    if (round === 0) console.info(`${digest}  market ${board.ats}/${board.board} (${board.jobs.length})`);
  }
  return postings;
}

/** The labelled remote and visa postings (their facts: remote eligibility, visas), each as a posting of its own. */
function labelled(round: number) {
  const places = createPlaces();
  for (const set of ['remote-eligibility', 'visa'] as const) {
    const jobs = readLabelled(set).map((p) =>
      normaliseJob(
        {
          externalId: p.id,
          title: p.title,
          url: p.url ?? '',
          places: p.location ? [{ text: p.location }] : [],
          remote: set === 'remote-eligibility',
          descriptionHtml: p.descriptionHtml,
          descriptionText: p.descriptionText,
        },
        places,
      ),
    );
    const digest = fingerprint(`labelled/${set}#${round}`, jobs);
    if (round === 0) console.info(`${digest}  labelled ${set} (${jobs.length})`);
  }
}

let postings = 0;
for (const round of [0, 1]) {
  postings += await boards(round);
  labelled(round);
}
console.info(`all: ${total.digest('hex').slice(0, 32)} (${postings} postings over two rounds)`);
const file = process.argv[2];
if (file) writeFileSync(file, `${out.join('\n')}\n`);
