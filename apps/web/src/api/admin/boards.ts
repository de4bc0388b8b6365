import { useQuery } from '@tanstack/react-query';
import type { Ats, EndpointBody } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';

// The console's Boards section. Actions go through apiData (an ApiError carries the server's message);
// the page refreshes the console's answers after each (refreshConsole).

export const useAdminBoards = () =>
  useQuery({ queryKey: apiKey('adminBoards'), queryFn: () => apiData('adminBoards') });

export const previewBoard = (ats: Ats, token: string) => apiData('adminPreviewBoard', { ats, token });

export const addBoard = (body: EndpointBody<'adminAddBoard'>) => apiData('adminAddBoard', body);

export const bulkAddBoards = (text: string) => apiData('adminBulkAddBoards', { text });

export const fetchBoardNow = (id: number) => apiData('adminFetchBoard', undefined, { params: { id } });

export const setBoardEnabled = (id: number, enabled: boolean) =>
  apiData('adminSetBoardEnabled', { enabled }, { params: { id } });

export const removeBoard = (id: number) => apiData('adminRemoveBoard', undefined, { params: { id } });
