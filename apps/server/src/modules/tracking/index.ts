export { type MarkCounts, markCountsOf, type TrackerFigures, trackerFiguresBetween } from './console.ts';
export { exportTrackedJobs } from './csv.ts';
export { flagOutcomeSentence, sendFlagOutcomes } from './flag-outcomes.ts';
export { answerFlags, type FlaggedJobRow, flaggedJobs, openFlaggedJobCount } from './flags.ts';
export {
  addJobFromMail,
  jobForMail,
  setStatusFromMail,
  type TrackedState,
  type TrackerOwner,
  trackedStateOf,
} from './from-mail.ts';
export { deleteTrackingOf, trackingDataOf } from './member-data.ts';
export { openTrackedJobsOf, statusChangesOf } from './report-figures.ts';
export { trackingRoutes } from './routes.ts';
export { createViewerLists } from './viewer-lists.ts';
export { trackingWork } from './work.ts';
