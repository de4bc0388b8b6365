import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeywordChips } from './KeywordChips.tsx';

function Harness({ onEnter }: { onEnter?: () => void }) {
  const [keywords, setKeywords] = useState<string[]>(['analyst']);
  return (
    <>
      <KeywordChips label="Title keywords" keywords={keywords} onChange={setKeywords} onEnter={onEnter} />
      <button type="button">elsewhere</button>
      <output data-testid="value">{keywords.join(';')}</output>
    </>
  );
}

afterEach(cleanup);
const value = () => screen.getByTestId('value').textContent;

describe('KeywordChips', () => {
  it('adds a keyword on Enter and tells the form, and on blur', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    const input = screen.getByRole('textbox', { name: 'Title keywords' });
    await user.type(input, ' product manager {Enter}');
    expect(value()).toBe('analyst;product manager');
    expect(onEnter).toHaveBeenCalledTimes(1);
    await user.type(input, 'data');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(value()).toBe('analyst;product manager;data');
  });

  it('removes a keyword when its chip is clicked, and ignores duplicates and blanks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Title keywords' });
    await user.type(input, 'ANALYST{Enter}   {Enter}');
    expect(value()).toBe('analyst');
    await user.click(screen.getByRole('button', { name: 'Remove keyword analyst' }));
    expect(value()).toBe('');
  });

  it('ends a keyword at a comma, since keywords travel comma-separated', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Title keywords' }), 'sre,devops');
    expect(value()).toBe('analyst;sre');
    expect(screen.getByRole('textbox', { name: 'Title keywords' })).toHaveValue('devops');
  });
});
