import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardSummary } from '@upstream/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndustryCell } from './IndustryCell.tsx';

const board = (over: Partial<BoardSummary> = {}): BoardSummary => ({
  id: 3,
  company: 'River Clinic',
  ats: 'ashby',
  token: 'riverclinic',
  status: 'active',
  consecutive_failures: 0,
  last_fetch_at: null,
  last_success_at: null,
  last_full_fetch_at: null,
  open_jobs: 6,
  closed_jobs: 0,
  last_error: null,
  industry: 'Healthcare',
  industry_source: 'inferred',
  ...over,
});

afterEach(cleanup);

describe('a company’s industry in the Boards section', () => {
  it('says where the industry came from', () => {
    render(<IndustryCell board={board()} pending={false} onSave={vi.fn()} />);
    expect(screen.getByText('Healthcare')).toBeTruthy();
    expect(screen.getByText('inferred from its postings')).toBeTruthy();
    cleanup();
    render(
      <IndustryCell
        board={board({ industry: 'Biotech', industry_source: 'dataset:yc' })}
        pending={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText('from the yc dataset')).toBeTruthy();
    cleanup();
    render(
      <IndustryCell
        board={board({ industry: null, industry_source: null })}
        pending={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('lets the operator type another, and clears it when left empty', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<IndustryCell board={board()} pending={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the industry of River Clinic' }));
    const input = screen.getByRole('combobox', { name: 'Industry of River Clinic' });
    await userEvent.clear(input);
    await userEvent.type(input, '  Biotech ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('Biotech');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the industry of River Clinic' }));
    await userEvent.clear(screen.getByRole('combobox', { name: 'Industry of River Clinic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});
