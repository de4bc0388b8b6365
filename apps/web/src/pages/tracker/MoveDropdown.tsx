import { TRACKER_COLUMNS, type TrackerColumnKey } from '@upstream/contract';
import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';

/**
 * The Move to menu as a Bootstrap dropdown, loaded on a card's first use of it (MoveMenu.tsx) and opened at once
 * with the focus on its toggle, as if the first click had reached it: every column but the card's own.
 */
export function MoveDropdown({
  id,
  column,
  onMove,
}: {
  id: string;
  column: TrackerColumnKey;
  onMove: (column: TrackerColumnKey) => void;
}) {
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []);
  return (
    <Dropdown defaultShow>
      <Dropdown.Toggle ref={toggle} variant="outline-secondary" size="sm" id={id}>
        Move to
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {TRACKER_COLUMNS.filter((c) => c.key !== column).map((c) => (
          <Dropdown.Item as="button" key={c.key} onClick={() => onMove(c.key)}>
            {c.title}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
