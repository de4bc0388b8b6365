import { z } from 'zod';
import {
  asMember,
  asMemberUnderCap,
  type EndpointSchemas,
  file,
  invalid,
  missing,
  refused,
  throttled,
} from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import {
  addJobNotesSchema,
  blockedCompaniesResponseSchema,
  calendarFeedSchema,
  deleteJobNoteSchema,
  fetchAllJobNotesSchema,
  importTrackerResponseSchema,
  jobNotesResponseSchema,
  jobNotesWithCountResponseSchema,
  okSchema,
  savedAndTrackedCountsSchema,
  trackerResponseSchema,
  updateJobNextDateSchema,
  updateJobStatusSchema,
  userCompanyBlockedSchema,
  userCompanySavedSchema,
  userJobFlaggedSchema,
  userJobHiddenSchema,
  userJobSavedSchema,
} from './tracking.ts';

// A member's mark on a job or a company: its body, then ok.
const mark = <B extends z.ZodType>(body: B, what: string) => ({
  auth: 'member' as const,
  body,
  response: { 200: okSchema, ...invalid, ...asMember, ...missing(`No such ${what}`) },
});
const jobMark = <B extends z.ZodType>(body: B) => mark(body, 'job');
const companyMark = <B extends z.ZodType>(body: B) => mark(body, 'company');

/** A member's marks on jobs and companies, the tracker, its calendar feed and CSV files. */
export const trackingEndpoints = {
  saveJob: jobMark(userJobSavedSchema),
  flagJob: jobMark(userJobFlaggedSchema),
  hideJob: jobMark(userJobHiddenSchema),
  setJobStatus: {
    auth: 'member',
    body: updateJobStatusSchema,
    response: {
      200: okSchema,
      ...invalid,
      ...asMemberUnderCap,
      ...missing('No such job'),
    },
  },
  saveCompany: companyMark(userCompanySavedSchema),
  blockCompany: companyMark(userCompanyBlockedSchema),
  blockedCompanies: { auth: 'member', response: { 200: blockedCompaniesResponseSchema, ...asMember } },
  addJobNote: {
    auth: 'member',
    body: addJobNotesSchema,
    response: {
      200: jobNotesWithCountResponseSchema,
      ...invalid,
      ...asMemberUnderCap,
      ...missing('No such job'),
    },
  },
  jobNotes: {
    auth: 'member',
    token: 'read',
    body: fetchAllJobNotesSchema,
    response: { 200: jobNotesResponseSchema, ...invalid, ...asMember },
  },
  deleteJobNote: {
    auth: 'member',
    body: deleteJobNoteSchema,
    response: { 200: jobNotesWithCountResponseSchema, ...invalid, ...asMember, ...missing('No such note') },
  },
  savedAndTrackedCounts: {
    auth: 'member',
    token: 'read',
    response: { 200: savedAndTrackedCountsSchema, ...asMember },
  },
  tracker: { auth: 'member', token: 'read', response: { 200: trackerResponseSchema, ...asMember } },
  setJobNextDate: {
    auth: 'member',
    body: updateJobNextDateSchema,
    response: { 200: okSchema, ...invalid, ...asMember },
  },
  calendarFeed: { auth: 'member', response: { 200: calendarFeedSchema, ...asMember } },
  rotateCalendarFeed: { auth: 'member', response: { 200: calendarFeedSchema, ...asMember } },
  calendarFile: {
    hide: true,
    params: z.object({ token: z.string().max(100) }),
    response: {
      200: file('text/calendar'),
      ...invalid,
      ...missing('The calendar link no longer works'),
      ...throttled,
    },
  },
  exportTrackedJobs: { auth: 'member', hide: true, response: { 200: file('text/csv'), ...asMember } },
  importTrackedJobs: {
    auth: 'member',
    body: z.string().describe('A CSV file'),
    response: {
      200: importTrackerResponseSchema,
      ...invalid,
      ...asMember,
      409: refused('Another import of the member’s tracker is still running'),
      ...throttled,
    },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
