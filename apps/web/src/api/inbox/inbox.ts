import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxAddress, InboxMessage } from '@upstream/contract';
import { type Api, api, apiData, apiDataVia, apiKey } from '../client.ts';
import { trackingKeys } from '../tracker/tracker.ts';

// The inbox: the member's private forwarding address and the hiring mail received at it. A change to a
// message (undo, accept, dismiss) also changes the tracker, so it refreshes the tracker's answers too.

const key = { address: apiKey('inboxAddress'), messages: apiKey('inboxMessages') };

/** The member's forwarding address (the server renders /settings with it: entry-server.tsx). */
export const inboxAddressQuery = (call: Api = api) => ({
  queryKey: key.address,
  queryFn: () => apiDataVia(call, 'inboxAddress'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInboxAddress() {
  return useQuery(inboxAddressQuery());
}

/** The mail received at the address, newest first (the server renders /settings with it too). */
export const inboxMessagesQuery = (call: Api = api) => ({
  queryKey: key.messages,
  queryFn: async () => (await apiDataVia(call, 'inboxMessages')).messages,
});

export function useInboxMessages() {
  return useQuery(inboxMessagesQuery());
}

/** Replace the address (rotate) or stop receiving (revoke); the answer is the new state. */
export function useChangeInboxAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'rotate' | 'revoke') =>
      change === 'rotate' ? apiData('rotateInboxAddress') : apiData('revokeInboxAddress'),
    onSuccess: (address: InboxAddress) => queryClient.setQueryData(key.address, address),
  });
}

export type InboxAction = 'undo' | 'accept' | 'dismiss' | 'delete';
const ROUTES = {
  undo: 'undoInboxMessage',
  accept: 'acceptInboxMessage',
  dismiss: 'dismissInboxMessage',
  delete: 'deleteInboxMessage',
} as const;

export function useInboxMessageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: InboxAction }) => {
      await apiData(ROUTES[action], undefined, { params: { id } });
      return { id, action };
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key.messages });
      // The tracker's cards and counts follow the status the action changed.
      await queryClient.invalidateQueries({ queryKey: trackingKeys.tracker });
      await queryClient.invalidateQueries({ queryKey: trackingKeys.counts });
    },
  });
}

/** The messages waiting for the member's answer. */
export const suggestionsOf = (messages: InboxMessage[] | undefined) =>
  (messages ?? []).filter((m) => m.decision === 'suggested');
