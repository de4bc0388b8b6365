import { normaliseBatch, type PostingBatch } from './batch.ts';
import { createPlaces } from './index.ts';

// A normalisation thread (pool.ts) is a process of its own for what it holds: its place reader is built once,
// as the thread starts, and the datasets load then, off the event loop that answers requests.
const places = createPlaces();
places.prepare();

export default (batch: PostingBatch) => normaliseBatch(batch, places);
