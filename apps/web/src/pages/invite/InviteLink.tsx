import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** The member's /invite-signup/{referral_code} link with a copy button. */
export function InviteLink({ code }: { code: string }) {
  const link = `${window.location.origin}/invite-signup/${encodeURIComponent(code)}`;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(null), 3000);
  }

  return (
    <div>
      <Form.Label htmlFor="invite-link">Or share your invite link</Form.Label>
      <InputGroup>
        <Form.Control id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline-primary" onClick={copy}>
          {copied === 'yes' ? 'Copied!' : 'Copy link'}
        </Button>
      </InputGroup>
      <p className="small text-muted-strong mt-2 mb-0" aria-live="polite">
        {copied === 'failed'
          ? 'Your browser blocked copying. Select the link and copy it yourself.'
          : 'Anyone with the link can sign up with one of your invites.'}
      </p>
    </div>
  );
}
