/** Once the first contentful paint has been presented (at once if the page is not shown or cannot tell). */
export function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  )
    return once();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint' });
  // A browser that never reports the paint still gets its scripts.
  setTimeout(once, 3000);
}
