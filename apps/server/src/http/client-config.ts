import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { endpoint } from './endpoint.ts';

/** The settings the web client may see; nothing else of the config leaves the server. */
export const clientConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const body = {
    version: config.version,
    contactEmail: config.CONTACT_EMAIL,
    founderName: config.FOUNDER_NAME,
    schedulingUrl: config.SCHEDULING_URL,
    companySiteUrl: config.COMPANY_SITE_URL,
    accessMode: config.ACCESS_MODE,
    oidc: { enabled: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID), label: config.OIDC_LABEL },
    billing: { enabled: Boolean(config.STRIPE_SECRET_KEY) },
  };
  app.route({ ...endpoint('clientConfig'), handler: async () => body });
};
