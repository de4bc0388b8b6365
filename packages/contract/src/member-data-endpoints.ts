import {
  asUser,
  crossSite,
  type EndpointSchemas,
  emailFailed,
  file,
  invalid,
  refused,
  throttled,
} from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import {
  accountDeletionConfirmSchema,
  accountDeletionDoneSchema,
  accountDeletionRequestedSchema,
} from './member-data.ts';

/** A member's own data: its download and the account's deletion. */
export const memberDataEndpoints = {
  downloadMyData: {
    auth: 'user',
    summary:
      'Everything Upstream holds about the signed-in person, as one JSON document (a section per table)',
    response: { 200: file('application/json'), ...asUser },
  },
  requestAccountDeletion: {
    auth: 'user',
    summary: 'Email the signed-in person a link that deletes their account',
    response: { 200: accountDeletionRequestedSchema, ...asUser, ...throttled, ...emailFailed },
  },
  confirmAccountDeletion: {
    summary: 'Delete the account an emailed link names: the paid plan is cancelled at Stripe first',
    body: accountDeletionConfirmSchema,
    response: {
      200: accountDeletionDoneSchema,
      ...invalid,
      ...crossSite,
      502: refused('Stripe could not cancel the paid plan; nothing was deleted, try again'),
    },
  },
} satisfies { [N in EndpointName]?: EndpointSchemas };
