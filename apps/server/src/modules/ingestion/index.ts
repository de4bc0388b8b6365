export {
  addBoard,
  addBoards,
  type BoardLine,
  type BoardPreview,
  BoardProblem,
  type BulkOutcome,
  countBoardsRead,
  countReadableBoards,
  findBoard,
  findBoardId,
  listBoards,
  loadCompanies,
  manualBoard,
  parseBoardLines,
  previewBoard,
  removeBoard,
  setBoardCompanyIndustry,
  setBoardEnabled,
} from './boards.ts';
export { readCompanyList } from './company-list.ts';
export { createHttpClient } from './connectors/http.ts';
export { CONNECTORS } from './connectors/index.ts';
export { boardContext, type FetchOutcome, fetchBoard, type IngestContext } from './fetch-board.ts';
export { boardHealthByAts } from './figures.ts';
export { type IndustryDataset, readIndustryDatasets } from './industry/dataset.ts';
export { decideIndustry } from './industry/decide.ts';
export { type IndustryPosting, inferIndustry } from './industry/rules.ts';
export { placeBoardLabels } from './normalise/board-places.ts';
export { jobFunction } from './normalise/function.ts';
export { fastHtmlToText } from './normalise/html.ts';
export { createPlaces, type NormalisedJob, normaliseJob, type SourceJob } from './normalise/index.ts';
export { jobLevel } from './normalise/level.ts';
export type { PlaceReader } from './normalise/location.ts';
export { createNormaliserPool, type Normaliser } from './normalise/pool.ts';
export { htmlToPlainText } from './normalise/text.ts';
export { findBoards } from './repo.ts';
export {
  atsUrls,
  createBoardsHttpClient,
  fetchBoards,
  type IngestionServices,
  ingestContext,
  isAts,
} from './service.ts';
export {
  type AtsCheckSummary,
  type BoardCheck,
  type BoardToCheck,
  summariseChecks,
  verifyBoards,
} from './verify.ts';
export { ingestionWork } from './work.ts';
