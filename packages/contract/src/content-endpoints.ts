import {
  groupAdvisingAlertResponseSchema,
  monthlyUpdatesResponseSchema,
  releaseArchiveResponseSchema,
  releaseHistoryResponseSchema,
  requestBodySchema,
  requestResponseSchema,
  resourcesResponseSchema,
  roadmapHistoryResponseSchema,
  roadmapResponseSchema,
} from './content.ts';
import { asAdmin, asMember, type EndpointSchemas, invalid, throttled } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';

/** File requests, advising, release history, monthly updates, roadmap and resources. */
export const contentEndpoints = {
  fileRequest: {
    auth: 'member',
    body: requestBodySchema,
    response: { 200: requestResponseSchema, ...invalid, ...asMember, ...throttled },
  },
  groupAdvisingAlert: {
    auth: 'member',
    response: { 200: groupAdvisingAlertResponseSchema, ...asMember },
  },
  releaseHistory: { response: { 200: releaseHistoryResponseSchema } },
  releaseArchive: { auth: 'admin', response: { 200: releaseArchiveResponseSchema, ...asAdmin } },
  monthlyUpdates: { auth: 'member', response: { 200: monthlyUpdatesResponseSchema, ...asMember } },
  roadmap: { auth: 'member', response: { 200: roadmapResponseSchema, ...asMember } },
  roadmapHistory: { auth: 'admin', response: { 200: roadmapHistoryResponseSchema, ...asAdmin } },
  resources: { response: { 200: resourcesResponseSchema } },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
