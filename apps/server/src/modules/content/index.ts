// The content module's face: its routes (the request form, the advising alert, the content pages) and the
// operator's side of requests (the console's Requests section).

export {
  type AdvisingSignupRow,
  advisingSignups,
  monthName,
  type StoredMonthlyUpdate,
  saveMonthlyUpdate,
  storedMonthlyUpdate,
} from './console.ts';
export { type ContentPages, createContentPages } from './loader.ts';
export {
  answerRequests,
  findRequests,
  identicalRequestIds,
  requestGroups,
  requestKey,
} from './request-answers.ts';
export { contentRoutes } from './routes.ts';
