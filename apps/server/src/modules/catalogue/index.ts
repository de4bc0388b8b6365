// The catalogue's face: the companies and jobs Upstream knows (from boards, and the ones members import), their
// places, an operator's moderation, the keys they are matched by, and the SQL other modules join instead of
// naming its tables. Search over it lives in job-search.

export type { CatalogueJob } from './board-jobs.ts';
export * as boardJobs from './board-jobs.ts';
export { type BoardWrite, openingsMayChange, regroupOpenings } from './board-openings.ts';
export { jobCardFacts } from './card-facts.ts';
export { type CompanyInput, upsertCompanies, upsertCompany } from './companies.ts';
export { type OpeningsScope, openingsScope } from './company-openings.ts';
export * as memberImports from './imports.ts';
export {
  fillIndustry,
  type IndustryPostingRow,
  postingsOfCompanyWithoutIndustry,
  setOperatorIndustry,
} from './industries.ts';
export {
  CARD_FACTS,
  CARD_PAY_AND_MODE,
  companyNames,
  type JobRow,
  jobSummaries,
  openJobsByBoard,
  POSTED_DATE,
} from './joins.ts';
export { slugify, titleKey } from './keys.ts';
export { listedAt, POSTED_GRACE_DAYS } from './listed-at.ts';
export {
  CARD_LISTING_EVIDENCE,
  LISTING_START,
  longListedShareUpdate,
} from './listing-evidence.ts';
export { companyExists, findCompanyByName, findJob, jobPostingUrl } from './lookups.ts';
export { catalogueDataOf, deleteImportsOf } from './member-data.ts';
export { catalogueJobTitle, moderateJob } from './moderation.ts';
export { SHOWN_COPY } from './opening-copies.ts';
export {
  descriptionSketch,
  groupOpenings,
  type OpeningCandidate,
  openingKey,
  openingTitle,
  sameDescription,
} from './openings.ts';
export { openToRegion, REMOTE_ANYWHERE } from './remote-region.ts';
export * as storedFacts from './stored-facts.ts';
