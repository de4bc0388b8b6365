import { InboxSuggestionsPanel } from '../../components/inbox/InboxSuggestionsPanel.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { ImportExport } from './ImportExport.tsx';

/** What sits below the board: the emails to confirm, the calendar feed, and the spreadsheet in and out. */
export function TrackerPanels() {
  return (
    <div className="tracker-panels mt-4">
      <InboxSuggestionsPanel />
      <CalendarFeedPanel />
      <ImportExport />
    </div>
  );
}
