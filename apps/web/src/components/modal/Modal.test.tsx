import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save job
      </button>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        titleId="prompt-title"
        title={<h2 id="prompt-title">Sign up to save jobs</h2>}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      >
        <a href="/signup">Sign up for free</a>
      </Modal>
    </>
  );
}

describe('a dialog', () => {
  afterEach(cleanup);

  it('is announced by its title, keeps the focus inside while Tab goes round, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to save jobs' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.body).toHaveClass('modal-open');

    // Close, the link, Cancel, and round again to Close: never back to the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
    // The focus goes back to what opened it.
    expect(screen.getByRole('button', { name: 'Save job' })).toHaveFocus();
  });

  it('closes on a click beside it and on its Close button, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(screen.getByRole('heading', { name: 'Sign up to save jobs' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
