import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { completeOnboarding, recordOnboardingStep } from './onboarding.ts';

/** Onboarding progress calls (spec §7). */
export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({
    ...endpoint('recordOnboardingStep'),
    handler: async (request) => recordOnboardingStep(deps, requireUser(request).id, request.params.n),
  });

  app.route({
    ...endpoint('completeOnboarding'),
    handler: async (request) => completeOnboarding(deps, requireUser(request).id),
  });
};
