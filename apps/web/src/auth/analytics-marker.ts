// The analytics-user marker (spec §4): set when someone signs in on this browser, cleared at logout.
export const ANALYTICS_USER_KEY = 'analytics_user';

export function setAnalyticsUser(userId: number | string): void {
  try {
    localStorage.setItem(ANALYTICS_USER_KEY, String(userId));
  } catch {
    // Storage can be unavailable (private mode, quota); the marker is best effort.
  }
}

export function clearAnalyticsUser(): void {
  try {
    localStorage.removeItem(ANALYTICS_USER_KEY);
  } catch {
    // As above.
  }
}
