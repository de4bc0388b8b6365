import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiSelect, type MultiSelectOption } from './MultiSelect.tsx';

const cities: MultiSelectOption[] = [
  { id: 1, value: 'San Francisco, CA', match_value: 'San Francisco|CA' },
  { id: 2, value: 'New York, NY', match_value: 'New York|NY' },
  { id: 3, value: 'Austin, TX', match_value: 'Austin|TX' },
  { id: 4, value: 'São Paulo, SP', match_value: 'São Paulo|SP' },
];

function Harness({ options = cities, initial = [] as string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect label="City" options={options} selected={selected} onChange={setSelected} />
      <output data-testid="value">{selected.join(';')}</output>
    </>
  );
}

afterEach(cleanup);

const value = () => screen.getByTestId('value').textContent;

describe('MultiSelect', () => {
  it('filters by a case-insensitive substring and toggles options with the mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'NEW');
    const list = screen.getByRole('listbox', { name: 'City' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New York, NY']);
    await user.click(within(list).getByRole('option', { name: 'New York, NY' }));
    expect(value()).toBe('New York|NY');
    expect(screen.getByRole('button', { name: 'Remove New York, NY' })).toBeInTheDocument();
  });

  it('is usable by keyboard alone: arrows, Enter to toggle, Escape to close, Backspace to remove', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('New York|NY');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Backspace}');
    expect(value()).toBe('');
  });

  it("offers 'Deselect all' once something is chosen", async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Austin|TX', 'New York|NY']} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(screen.getByRole('option', { name: 'Deselect all' }));
    expect(value()).toBe('');
    expect(screen.queryByRole('option', { name: 'Deselect all' })).not.toBeInTheDocument();
  });

  it('lists at most 100 unselected matches, and always the selected ones', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 250 }, (_, i) => ({
      id: i,
      value: `Company ${i}`,
      match_value: `company-${i}`,
    }));
    render(<Harness options={many} initial={['company-240']} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Deselect all + the selected one + 100 unselected
    expect(options).toHaveLength(102);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveTextContent('Company 240');
    expect(screen.getByText(/149 more/)).toBeInTheDocument();
  });
});
