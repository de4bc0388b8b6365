// The content module's face: its routes (the request form, the advising alert, the content pages) and the
// operator's side of requests (the console's Requests section).
export {
  answerRequests,
  findRequests,
  identicalRequestIds,
  requestGroups,
  requestKey,
} from './request-answers.ts';
export { contentRoutes } from './routes.ts';
