import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_WAKE, ISLAND_WAKE_ATTRIBUTE } from '../../boot/islands.ts';
import { MoveRegistry } from './drag-and-drop.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function asleepCard(jobId: number) {
  document.body.innerHTML = `<ul><li data-island><div data-job-id="${jobId}">card</div></li></ul>`;
  const island = document.querySelector<HTMLElement>('[data-island]')!;
  const card = document.querySelector('[data-job-id]');
  return { island, card };
}

describe('moves dropped on the board', () => {
  it('run the card’s own move when the card is live', () => {
    const moves = new MoveRegistry();
    const move = vi.fn();
    moves.register(7, move);
    moves.move(7, 'offer', null);
    expect(move).toHaveBeenCalledWith('offer');
  });

  it('wake a card still asleep and run once it is live, once', () => {
    const moves = new MoveRegistry();
    const { island, card } = asleepCard(7);
    const woken = vi.fn();
    island.addEventListener(ISLAND_WAKE, woken);
    moves.move(7, 'closed', card);
    expect(island.hasAttribute(ISLAND_WAKE_ATTRIBUTE)).toBe(true);
    expect(woken).toHaveBeenCalledTimes(1);

    const move = vi.fn();
    const stop = moves.register(7, move);
    expect(move).toHaveBeenCalledWith('closed');
    // The card's effect registers again on every render: the drop is done once.
    stop();
    moves.register(7, move);
    expect(move).toHaveBeenCalledTimes(1);
  });

  it('forget a card that has gone', () => {
    const moves = new MoveRegistry();
    const move = vi.fn();
    moves.register(7, move)();
    moves.move(7, 'offer', null);
    expect(move).not.toHaveBeenCalled();
  });
});
