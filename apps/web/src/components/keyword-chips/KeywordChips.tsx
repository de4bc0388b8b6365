import { type KeyboardEvent, useId, useState } from 'react';
import './keyword-chips.scss';

export interface KeywordChipsProps {
  label: string;
  keywords: readonly string[];
  onChange: (next: string[]) => void;
  /** Enter was pressed: the pending keyword has been added (spec §4: the form then submits after 100 ms). */
  onEnter?: () => void;
  placeholder?: string;
  hideLabel?: boolean;
}

/**
 * Title keywords as chips (spec §5): typed text becomes a chip on blur or Enter; clicking a chip removes it.
 * Keywords are OR-joined by the search, so each chip widens it.
 */
export function KeywordChips({
  label,
  keywords,
  onChange,
  onEnter,
  placeholder = 'Add a keyword, then Enter',
  hideLabel = false,
}: KeywordChipsProps) {
  const id = useId();
  const [pending, setPending] = useState('');

  const commit = () => {
    const keyword = pending.trim();
    setPending('');
    if (!keyword) return;
    if (keywords.some((k) => k.toLowerCase() === keyword.toLowerCase())) return;
    onChange([...keywords, keyword]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      onEnter?.();
    } else if (event.key === 'Backspace' && !pending && keywords.length) {
      onChange(keywords.slice(0, -1));
    }
  };

  return (
    <div className="keyword-chips">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label fw-semibold mb-1'}>
        {label}
      </label>
      {keywords.length > 0 && (
        <ul className="keyword-chips-list list-unstyled" aria-label={`${label}: chosen keywords`}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                className="keyword-chip"
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => onChange(keywords.filter((k) => k !== keyword))}
              >
                {keyword}
                <span aria-hidden="true" className="keyword-chip-x">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        className="form-control"
        value={pending}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const value = event.target.value;
          // A comma ends a keyword too: keywords travel comma-separated in the URL.
          if (value.includes(',')) {
            const parts = value.split(',');
            const done = parts
              .slice(0, -1)
              .map((p) => p.trim())
              .filter(Boolean);
            const fresh = done.filter((k) => !keywords.some((x) => x.toLowerCase() === k.toLowerCase()));
            if (fresh.length) onChange([...keywords, ...fresh]);
            setPending(parts.at(-1) ?? '');
          } else {
            setPending(value);
          }
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
