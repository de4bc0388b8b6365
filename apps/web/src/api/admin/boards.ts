import { useQuery } from '@tanstack/react-query';
import type { Ats, EndpointBody } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';
import { useRefreshingConsole } from './console.ts';

// The console's Boards section. Actions go through apiData (an ApiError carries the server's message), and each
// refreshes the console's answers once done.

export const useAdminBoards = () =>
  useQuery({ queryKey: apiKey('adminBoards'), queryFn: () => apiData('adminBoards') });

export const previewBoard = (ats: Ats, token: string) => apiData('adminPreviewBoard', { ats, token });

const addBoard = (body: EndpointBody<'adminAddBoard'>) => apiData('adminAddBoard', body);

const bulkAddBoards = (text: string) => apiData('adminBulkAddBoards', { text });

const fetchBoardNow = (id: number) => apiData('adminFetchBoard', undefined, { params: { id } });

const setBoardEnabled = (id: number, enabled: boolean) =>
  apiData('adminSetBoardEnabled', { enabled }, { params: { id } });

const setBoardIndustry = (id: number, industry: string | null) =>
  apiData('adminSetBoardIndustry', { industry }, { params: { id } });

const removeBoard = (id: number) => apiData('adminRemoveBoard', undefined, { params: { id } });

/** Add, fetch, enable or remove boards; the console's lists and audit log follow each. */
export function useBoardActions() {
  const refreshing = useRefreshingConsole();
  return {
    addBoard: refreshing(addBoard),
    bulkAddBoards: refreshing(bulkAddBoards),
    fetchBoardNow: refreshing(fetchBoardNow),
    setBoardEnabled: refreshing(setBoardEnabled),
    setBoardIndustry: refreshing(setBoardIndustry),
    removeBoard: refreshing(removeBoard),
  };
}
