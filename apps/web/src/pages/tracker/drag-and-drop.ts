import type { TrackerColumnKey } from '@upstream/contract';
import { ISLAND_WAKE, ISLAND_WAKE_ATTRIBUTE } from '../../boot/islands.ts';

// Drag and drop on the board, listened for on the board's own element rather than through React: a card is an island
// (it hydrates when it nears the screen or is first touched), and React hands an event inside an island still asleep
// to no handler, not even the column's around it. So a card dragged, or dropped onto, before it is live still
// moves. The cards' own menus do the same moves by keyboard.

const JOB_TYPE = 'text/x-upstream-job';

/** A card's element carries its job's id; a column's element its key. */
export const CARD_ATTRIBUTE = 'data-job-id';
export const COLUMN_ATTRIBUTE = 'data-column';

type Move = (column: TrackerColumnKey) => void;

/**
 * The moves of the cards that are live, by job id, so a drop on a column runs the same change as the card's own
 * menu. A drop of a card not live yet wakes its island and waits for the card to register.
 */
export class MoveRegistry {
  private readonly moves = new Map<number, Move>();
  private readonly pending = new Map<number, TrackerColumnKey>();
  private focused: number | null = null;

  /**
   * A card moved from its own menus (by keyboard, say) is drawn anew in its new column, and the menu that had the
   * focus is gone: the card says so here, and takes the focus back once drawn (`takeFocus`).
   */
  keepFocus(jobId: number) {
    this.focused = jobId;
  }

  /** Whether this card is to take the focus back (once). */
  takeFocus(jobId: number): boolean {
    if (this.focused !== jobId) return false;
    this.focused = null;
    return true;
  }

  register(jobId: number, move: Move): () => void {
    this.moves.set(jobId, move);
    const column = this.pending.get(jobId);
    if (column !== undefined) {
      this.pending.delete(jobId);
      move(column);
    }
    return () => {
      if (this.moves.get(jobId) === move) this.moves.delete(jobId);
    };
  }

  move(jobId: number, column: TrackerColumnKey, card: Element | null) {
    const move = this.moves.get(jobId);
    if (move) return move(column);
    this.pending.set(jobId, column);
    const island = card?.closest<HTMLElement>('[data-island]');
    if (island && !island.hasAttribute(ISLAND_WAKE_ATTRIBUTE)) {
      island.setAttribute(ISLAND_WAKE_ATTRIBUTE, '');
      island.dispatchEvent(new Event(ISLAND_WAKE));
    }
  }
}

const columnOf = (event: Event) =>
  (event.target instanceof Element
    ? event.target.closest<HTMLElement>(`[${COLUMN_ATTRIBUTE}]`)?.getAttribute(COLUMN_ATTRIBUTE)
    : null) as TrackerColumnKey | null | undefined;

/** Listen for cards dragged within `board`; `onOver` names the column a card is over (null: none). Returns the stop. */
export function listenForDrops(
  board: HTMLElement,
  moves: MoveRegistry,
  onOver: (column: TrackerColumnKey | null) => void,
): () => void {
  const cardWith = (jobId: string) => board.querySelector(`[${CARD_ATTRIBUTE}="${CSS.escape(jobId)}"]`);
  const dragStart = (event: DragEvent) => {
    const card = event.target instanceof Element ? event.target.closest(`[${CARD_ATTRIBUTE}]`) : null;
    const jobId = card?.getAttribute(CARD_ATTRIBUTE);
    if (!jobId || !event.dataTransfer) return;
    event.dataTransfer.setData(JOB_TYPE, jobId);
    event.dataTransfer.effectAllowed = 'move';
  };
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer?.types.includes(JOB_TYPE)) return;
    const column = columnOf(event);
    onOver(column ?? null);
    if (!column) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const dragLeave = (event: DragEvent) => {
    if (event.relatedTarget instanceof Node && board.contains(event.relatedTarget)) return;
    onOver(null);
  };
  const drop = (event: DragEvent) => {
    const column = columnOf(event);
    if (!column) return;
    event.preventDefault();
    onOver(null);
    const jobId = event.dataTransfer?.getData(JOB_TYPE);
    if (jobId) moves.move(Number(jobId), column, cardWith(jobId));
  };
  const listeners = [
    ['dragstart', dragStart],
    ['dragover', dragOver],
    ['dragleave', dragLeave],
    ['drop', drop],
    ['dragend', () => onOver(null)],
  ] as const;
  for (const [type, listener] of listeners) board.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) board.removeEventListener(type, listener as EventListener);
  };
}
