import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A secret the member copies elsewhere (a forwarding address, a feed link, a token): read-only, selected on
 * focus so it can be copied by hand where the browser refuses the clipboard, with a Copy button that says
 * what happened through `onCopied`.
 */
export function CopyField({
  value,
  what,
  fieldLabel,
  onCopied,
  prefix,
  buttonText = 'Copy',
  buttonLabel,
  primary = false,
  monospace = false,
  className = 'mb-1',
}: {
  value: string;
  /** What the value is, in the messages: "address" gives "Address copied." */
  what: string;
  fieldLabel: string;
  onCopied: (message: string) => void;
  prefix?: ReactNode;
  buttonText?: string;
  buttonLabel?: string;
  primary?: boolean;
  monospace?: boolean;
  className?: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(`${capitalised(what)} copied.`);
    } catch {
      onCopied(`Select the ${what} and copy it.`);
    }
  };
  return (
    <InputGroup size="sm" className={className}>
      {prefix && <InputGroup.Text className="feed-link-label">{prefix}</InputGroup.Text>}
      <Form.Control
        readOnly
        value={value}
        aria-label={fieldLabel}
        className={monospace ? 'font-monospace' : undefined}
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant={primary ? 'primary' : 'outline-primary'}
        onClick={() => void copy()}
        aria-label={buttonLabel}
      >
        {buttonText}
      </Button>
    </InputGroup>
  );
}

/** The link-styled actions under a secret: get a new one, stop it. */
export function SecretActions({
  actions,
  disabled,
}: {
  actions: { label: string; onClick: () => void; danger?: boolean }[];
  disabled: boolean;
}) {
  return (
    <div className="d-flex gap-3">
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="link"
          size="sm"
          className={action.danger ? 'px-0 text-danger' : 'px-0'}
          disabled={disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
