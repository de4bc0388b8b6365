import { normaliseBatch } from './batch.ts';
import { prepareGeography } from './geo.ts';

// A normalisation thread (pool.ts): the place datasets load once per thread, as it starts, off the event loop
// that answers requests.
prepareGeography();

export default normaliseBatch;
