import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelAnswer, type PanelQuery } from './PanelAnswer.tsx';

afterEach(cleanup);

const names = (answer: PanelQuery<string[]>, texts = true) =>
  render(
    <PanelAnswer
      answer={answer}
      loading={texts ? 'Loading your names…' : undefined}
      failed={texts ? 'Your names could not be loaded. Refresh to try again.' : undefined}
      empty="You have no names."
    >
      {(list) => (
        <ul aria-label="Your names">
          {list.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </PanelAnswer>,
  );

describe('a panel’s answer', () => {
  it('announces that it is loading', () => {
    names({ isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status').textContent).toBe(' Loading your names…');
  });

  it('says it could not be loaded, even when older data is still held', () => {
    names({ isPending: false, isError: true, data: ['Ada'] });
    expect(screen.getByText('Your names could not be loaded. Refresh to try again.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list is empty, or shows the list', () => {
    names({ isPending: false, isError: false, data: [] });
    expect(screen.getByText('You have no names.')).toBeTruthy();
    cleanup();
    names({ isPending: false, isError: false, data: ['Ada', 'Grace'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
    expect(screen.queryByText('You have no names.')).toBeNull();
  });

  it('shows nothing while loading or after a failure when the panel gives no words for them', () => {
    const { container } = names({ isPending: true, isError: false, data: undefined }, false);
    expect(container.textContent).toBe('');
    cleanup();
    expect(names({ isPending: false, isError: true, data: undefined }, false).container.textContent).toBe('');
  });
});
