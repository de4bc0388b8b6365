import {
  addJobNotesSchema,
  blockedCompaniesResponseSchema,
  calendarFeedSchema,
  deleteJobNoteSchema,
  fetchAllJobNotesSchema,
  IMPORT_MAX_BYTES,
  importTrackerResponseSchema,
  type JobNote,
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
} from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { calendarFeedUrl, calendarFor, rotateCalendarFeed } from './calendar.ts';
import { exportTrackedJobs, importTrackedJobs } from './csv.ts';
import * as tracking from './service.ts';

const member = { auth: 'member' as const };
const ok = { ok: true as const };
const okResponse = { 200: okSchema };
// Spec §7 nests result sets: job_notes[0] is the list, job_notes_count[0][0] the count.
const withCount = ({ notes, count }: { notes: JobNote[]; count: number }) => ({
  job_notes: [notes] as [JobNote[]],
  job_notes_count: [[{ job_notes_count: count }]] as [[{ job_notes_count: number }]],
});

/** HTTP routes of the tracking module: spec §7's job and company calls, plus the tracker's own. */
export const trackingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // CSV import posts the file as its body.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/post/user-job-saved',
    { config: member, schema: { body: userJobSavedSchema, response: okResponse } },
    async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'saved',
        request.body.save_job,
      );
      return ok;
    },
  );

  app.post(
    '/api/post/user-job-flagged',
    { config: member, schema: { body: userJobFlaggedSchema, response: okResponse } },
    async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'flagged',
        request.body.flag_job,
      );
      return ok;
    },
  );

  app.post(
    '/api/post/user-job-hidden',
    { config: member, schema: { body: userJobHiddenSchema, response: okResponse } },
    async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'hidden',
        request.body.hide_job,
      );
      return ok;
    },
  );

  app.post(
    '/api/post/update-job-status',
    { config: member, schema: { body: updateJobStatusSchema, response: okResponse } },
    async (request) => {
      await tracking.updateJobStatus(
        deps,
        requireMember(request),
        request.body.job_id,
        request.body.job_status,
      );
      return ok;
    },
  );

  app.post(
    '/api/post/user-company-saved',
    { config: member, schema: { body: userCompanySavedSchema, response: okResponse } },
    async (request) => {
      await tracking.saveCompany(
        deps,
        requireMember(request),
        request.body.company_id,
        request.body.save_company,
      );
      return ok;
    },
  );

  app.post(
    '/api/post/user-company-blocked',
    { config: member, schema: { body: userCompanyBlockedSchema, response: okResponse } },
    async (request) => {
      await tracking.blockCompany(
        deps,
        requireMember(request),
        request.body.company_id,
        request.body.block_company,
      );
      return ok;
    },
  );

  app.get(
    '/api/get/blocked-companies',
    { config: member, schema: { response: { 200: blockedCompaniesResponseSchema } } },
    async (request) => ({ blocked_companies: await tracking.blockedCompanies(deps, requireMember(request)) }),
  );

  app.post(
    '/api/post/add-job-notes',
    {
      config: member,
      schema: { body: addJobNotesSchema, response: { 200: jobNotesWithCountResponseSchema } },
    },
    async (request) =>
      withCount(await tracking.addNote(deps, requireMember(request), request.body.job_id, request.body.note)),
  );

  app.post(
    '/api/post/fetch-all-job-notes',
    { config: member, schema: { body: fetchAllJobNotesSchema, response: { 200: jobNotesResponseSchema } } },
    async (request) => ({
      job_notes: [await tracking.listNotes(deps, requireMember(request), request.body.job_id)] as [JobNote[]],
    }),
  );

  app.post(
    '/api/post/delete-job-note',
    {
      config: member,
      schema: { body: deleteJobNoteSchema, response: { 200: jobNotesWithCountResponseSchema } },
    },
    async (request) =>
      withCount(
        await tracking.deleteNote(
          deps,
          requireMember(request),
          request.body.job_id,
          request.body.job_note_id,
        ),
      ),
  );

  app.get(
    '/api/get/saved-and-tracked-jobs-counts',
    { config: member, schema: { response: { 200: savedAndTrackedCountsSchema } } },
    async (request) => {
      const counts = await tracking.savedAndTrackedCounts(deps, requireMember(request));
      return { counts: [[counts]] as [[typeof counts]] };
    },
  );

  app.get(
    '/api/get/tracker',
    { config: member, schema: { response: { 200: trackerResponseSchema } } },
    async (request) => ({ tracked_jobs: await tracking.trackedJobs(deps, requireMember(request)) }),
  );

  app.post(
    '/api/post/update-job-next-date',
    { config: member, schema: { body: updateJobNextDateSchema, response: okResponse } },
    async (request) => {
      const { job_id, next_date, next_date_label } = request.body;
      await tracking.setNextDate(deps, requireMember(request), job_id, next_date, next_date_label);
      return ok;
    },
  );

  app.get(
    '/api/get/calendar-feed',
    { config: member, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => ({ url: await calendarFeedUrl(deps, requireMember(request).id) }),
  );

  app.post(
    '/api/post/rotate-calendar-feed',
    { config: member, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => ({ url: await rotateCalendarFeed(deps, requireMember(request).id) }),
  );

  // Calendar apps fetch without cookies: the secret URL is the credential.
  app.get(
    '/api/calendar/:token',
    {
      schema: { params: z.object({ token: z.string().max(100) }), hide: true },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ics = await calendarFor(deps, request.params.token);
      if (ics === null)
        throw notFound('This calendar link no longer works. Copy the new one from your tracker.');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );

  app.get(
    '/api/get/tracked-jobs-export.csv',
    { config: member, schema: { hide: true } },
    async (request, reply) => {
      const csv = await exportTrackedJobs(deps, requireMember(request));
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="upstream-tracked-jobs-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/post/import-tracked-jobs',
    {
      config: member,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: z.string(), response: { 200: importTrackerResponseSchema } },
    },
    async (request) => importTrackedJobs(deps, requireMember(request), request.body),
  );
};
