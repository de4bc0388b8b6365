import { groupDigits, MULTI_SELECT_MAX_MATCHES } from '@upstream/contract';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import './multi-select.scss';

/** One choice of a dropdown (spec §3 dropdown data): `value` is shown, `match_value` is what the filter holds. */
export interface MultiSelectOption {
  id: number | string;
  value: string;
  match_value: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen options' match values. */
  selected: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  /** Keep the label for screen readers only (e.g. when a heading already names the field). */
  hideLabel?: boolean;
  disabled?: boolean;
}

interface Row {
  key: string;
  kind: 'deselect' | 'option';
  option?: MultiSelectOption;
  selected: boolean;
}

/**
 * Pick several options from a long list: type to filter (case-insensitive substring), at most
 * MULTI_SELECT_MAX_MATCHES unselected matches listed (spec §5), 'Deselect all', chips to remove a choice.
 * Keyboard: arrows move, Enter toggles, Escape closes, Backspace in an empty box removes the last choice.
 */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  placeholder = 'Type to filter…',
  hideLabel = false,
  disabled = false,
}: MultiSelectProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const byMatch = useMemo(() => new Map(options.map((o) => [o.match_value, o])), [options]);

  const { rows, hiddenCount } = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matches = (o: MultiSelectOption) => !needle || o.value.toLowerCase().includes(needle);
    const chosen: Row[] = [];
    const others: Row[] = [];
    let hidden = 0;
    for (const option of options) {
      if (!matches(option)) continue;
      if (selectedSet.has(option.match_value)) {
        chosen.push({ key: `s-${option.id}`, kind: 'option', option, selected: true });
      } else if (others.length < MULTI_SELECT_MAX_MATCHES) {
        others.push({ key: `o-${option.id}`, kind: 'option', option, selected: false });
      } else {
        hidden += 1;
      }
    }
    const head: Row[] = selected.length ? [{ key: 'deselect', kind: 'deselect', selected: false }] : [];
    return { rows: [...head, ...chosen, ...others], hiddenCount: hidden };
  }, [options, query, selectedSet, selected.length]);

  const activeIndex = Math.min(active, Math.max(rows.length - 1, 0));
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  const toggle = (match: string) => {
    onChange(selectedSet.has(match) ? selected.filter((v) => v !== match) : [...selected, match]);
  };

  const choose = (row: Row | undefined) => {
    if (!row) return;
    if (row.kind === 'deselect') {
      onChange([]);
      setActive(0);
    } else if (row.option) {
      toggle(row.option.match_value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(Math.min(activeIndex + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(rows.length - 1);
        }
        break;
      case 'Enter':
        // Enter picks inside an open list; a closed list lets the surrounding form submit.
        if (open && rows.length) {
          event.preventDefault();
          event.stopPropagation();
          choose(rows[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Backspace':
        if (!query && selected.length) onChange(selected.slice(0, -1));
        break;
      default:
        break;
    }
  };

  const summary = selected.length ? `${selected.length} selected` : 'None selected';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole widget closes the list
    <div
      className={`multi-select${open ? ' is-open' : ''}`}
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'form-label fw-semibold mb-1'}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul className="multi-select-chips list-unstyled" aria-label={`Selected ${label}`}>
          {selected.map((match) => {
            const text = byMatch.get(match)?.value ?? match;
            return (
              <li key={match}>
                <button
                  type="button"
                  className="multi-select-chip"
                  onClick={() => toggle(match)}
                  aria-label={`Remove ${text}`}
                  disabled={disabled}
                >
                  <span>{text}</span>
                  <span aria-hidden="true" className="multi-select-chip-x">
                    ×
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="multi-select-control">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className="form-control"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={`${baseId}-summary`}
          aria-activedescendant={open && rows.length ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          autoComplete="off"
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <span id={`${baseId}-summary`} className="visually-hidden">
          {summary}
        </span>
        {open && (
          <div className="multi-select-menu">
            <div id={listId} role="listbox" aria-multiselectable="true" aria-label={label}>
              {rows.map((row, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant)
                <div
                  key={row.key}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={row.selected}
                  className={`multi-select-option${i === activeIndex ? ' is-active' : ''}${
                    row.kind === 'deselect' ? ' is-deselect' : ''
                  }`}
                  // Keep focus in the input so the list stays open and the keyboard keeps working.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(row)}
                >
                  {row.kind === 'deselect' ? (
                    'Deselect all'
                  ) : (
                    <>
                      <span className="multi-select-check" aria-hidden="true">
                        {row.selected ? '✓' : ''}
                      </span>
                      {row.option?.value}
                    </>
                  )}
                </div>
              ))}
            </div>
            {rows.length === 0 && <p className="multi-select-note">No matches</p>}
            {hiddenCount > 0 && (
              <p className="multi-select-note">{groupDigits(hiddenCount)} more — type to narrow the list</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
