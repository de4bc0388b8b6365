import type { ChangeEvent } from 'react';

/** A labelled checkbox in Bootstrap's form-check markup (as react-bootstrap's Form.Check drew it). */
export function Check({
  id,
  label,
  checked,
  onChange,
  className,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  return (
    <div className={className ? `${className} form-check` : 'form-check'}>
      <input type="checkbox" id={id} className="form-check-input" checked={checked} onChange={onChange} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
