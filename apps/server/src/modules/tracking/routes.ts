import { IMPORT_MAX_BYTES, type JobNote } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { calendarFeedUrl, calendarFor, rotateCalendarFeed } from './calendar.ts';
import { exportTrackedJobs, importTrackedJobs } from './csv.ts';
import * as tracking from './service.ts';

const ok = { ok: true as const };
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

  app.route({
    ...endpoint('saveJob'),
    handler: async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'saved',
        request.body.save_job,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('flagJob'),
    handler: async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'flagged',
        request.body.flag_job,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('hideJob'),
    handler: async (request) => {
      await tracking.markJob(
        deps,
        requireMember(request),
        request.body.job_id,
        'hidden',
        request.body.hide_job,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('setJobStatus'),
    handler: async (request) => {
      await tracking.updateJobStatus(
        deps,
        requireMember(request),
        request.body.job_id,
        request.body.job_status,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('saveCompany'),
    handler: async (request) => {
      await tracking.saveCompany(
        deps,
        requireMember(request),
        request.body.company_id,
        request.body.save_company,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('blockCompany'),
    handler: async (request) => {
      await tracking.blockCompany(
        deps,
        requireMember(request),
        request.body.company_id,
        request.body.block_company,
      );
      return ok;
    },
  });

  app.route({
    ...endpoint('blockedCompanies'),
    handler: async (request) => ({
      blocked_companies: await tracking.blockedCompanies(deps, requireMember(request)),
    }),
  });

  app.route({
    ...endpoint('addJobNote'),
    handler: async (request) =>
      withCount(await tracking.addNote(deps, requireMember(request), request.body.job_id, request.body.note)),
  });

  app.route({
    ...endpoint('jobNotes'),
    handler: async (request) => ({
      job_notes: [await tracking.listNotes(deps, requireMember(request), request.body.job_id)] as [JobNote[]],
    }),
  });

  app.route({
    ...endpoint('deleteJobNote'),
    handler: async (request) =>
      withCount(
        await tracking.deleteNote(
          deps,
          requireMember(request),
          request.body.job_id,
          request.body.job_note_id,
        ),
      ),
  });

  app.route({
    ...endpoint('savedAndTrackedCounts'),
    handler: async (request) => {
      const counts = await tracking.savedAndTrackedCounts(deps, requireMember(request));
      return { counts: [[counts]] as [[typeof counts]] };
    },
  });

  app.route({
    ...endpoint('tracker'),
    handler: async (request) => ({ tracked_jobs: await tracking.trackedJobs(deps, requireMember(request)) }),
  });

  app.route({
    ...endpoint('setJobNextDate'),
    handler: async (request) => {
      const { job_id, next_date, next_date_label } = request.body;
      await tracking.setNextDate(deps, requireMember(request), job_id, next_date, next_date_label);
      return ok;
    },
  });

  app.route({
    ...endpoint('calendarFeed'),
    handler: async (request) => ({ url: await calendarFeedUrl(deps, requireMember(request).id) }),
  });

  app.route({
    ...endpoint('rotateCalendarFeed'),
    handler: async (request) => ({ url: await rotateCalendarFeed(deps, requireMember(request).id) }),
  });

  // Calendar apps fetch without cookies: the secret URL is the credential.
  app.route({
    ...endpoint('calendarFile', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      const ics = await calendarFor(deps, request.params.token);
      if (ics === null)
        throw notFound('This calendar link no longer works. Copy the new one from your tracker.');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  });

  app.route({
    ...endpoint('exportTrackedJobs'),
    handler: async (request, reply) => {
      const csv = await exportTrackedJobs(deps, requireMember(request));
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="upstream-tracked-jobs-${day}.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...endpoint('importTrackedJobs', { bodyLimit: IMPORT_MAX_BYTES }),
    handler: async (request) => importTrackedJobs(deps, requireMember(request), request.body),
  });
};
