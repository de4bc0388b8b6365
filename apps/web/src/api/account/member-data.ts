import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS } from '@upstream/contract';
import { ApiError, apiData, errorMessage } from '../client.ts';

// The member's own data: the download (a file, fetched so the page can show it is coming and why it failed)
// and deleting the account (asked from settings, confirmed from the emailed link).

/** Fetch the JSON file of everything Upstream holds about the member and hand it to the browser to save. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch(ENDPOINTS.downloadMyData.path, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(
      res.status,
      errorMessage(body, 'Your data could not be prepared. Please try again.'),
      body,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'upstream-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: () => apiData('requestAccountDeletion') });
}

export function useConfirmAccountDeletion() {
  return useMutation({ mutationFn: (token: string) => apiData('confirmAccountDeletion', { token }) });
}
