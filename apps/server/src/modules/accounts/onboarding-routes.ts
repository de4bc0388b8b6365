import { onboardingStateSchema, onboardingStepParamsSchema } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { completeOnboarding, recordOnboardingStep } from './onboarding.ts';

/** Onboarding progress calls (spec §7). */
export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/post/onboarding-step/:n',
    {
      config: { auth: 'member' },
      schema: { params: onboardingStepParamsSchema, response: { 200: onboardingStateSchema } },
    },
    async (request) => recordOnboardingStep(deps, requireUser(request).id, request.params.n),
  );

  app.post(
    '/api/post/onboarding-complete',
    { config: { auth: 'member' }, schema: { response: { 200: onboardingStateSchema } } },
    async (request) => completeOnboarding(deps, requireUser(request).id),
  );
};
