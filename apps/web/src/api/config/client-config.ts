import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@upstream/contract';
import { type Api, api, apiKey } from '../client.ts';

const FALLBACK: ClientConfig = {
  version: __APP_VERSION__,
  contactEmail: 'founder@upstream.local',
  founderName: 'the founder',
  schedulingUrl: '',
  companySiteUrl: '/',
  accessMode: 'open',
  oidc: { enabled: false, label: 'Google' },
};

export const clientConfigQuery = (call: Api = api) => ({
  queryKey: apiKey('clientConfig'),
  queryFn: async (): Promise<ClientConfig> => {
    const res = await call('clientConfig');
    return res.ok ? res.data : FALLBACK;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** The settings the server lets the client see (contact address, sign-in options…). */
export function useClientConfig(): ClientConfig {
  const { data } = useQuery(clientConfigQuery());
  return data ?? FALLBACK;
}
