import { lazy, memo } from 'react';
import { Island } from '../../boot/Island.tsx';

const TrackerPanels = lazy(() => import('./TrackerPanels.tsx').then((m) => ({ default: m.TrackerPanels })));

/**
 * The panels below the board as an island (boot/Island.tsx): below a hundred cards, a phone reaches them last, so
 * their code (a copy field, the spreadsheet import, the email suggestions and Bootstrap's components they use) is
 * fetched and hydrated when they come near the screen or the page has settled, not before the board answers a tap.
 * A file chosen or a button pressed in them meanwhile is held and done once they are live (early-input.ts;
 * ImportExport.tsx for the file). Memoised without props: a re-render of the page (a card moved) must not reach the
 * island while it sleeps, or React would render it again from scratch.
 */
export const PanelsIsland = memo(function PanelsIsland() {
  return (
    <Island wake="visible">
      <TrackerPanels />
    </Island>
  );
});
