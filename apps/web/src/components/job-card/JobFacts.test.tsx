import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JobFacts } from './JobFacts.tsx';

afterEach(cleanup);

const SENTENCE = 'This role is remote within the US, except for California and New York.';

describe('JobFacts', () => {
  it('shows the remote and visa lines, each with its sentence on hover and on a tap', async () => {
    render(
      <JobFacts
        job={{
          remote_eligibility: { label: 'US only (not CA, NY)', sentence: SENTENCE },
          visa_sponsorship: 'no-sponsorship',
          visa_sentence: 'We are unable to sponsor visas.',
        }}
      />,
    );
    const remote = screen.getByRole('button', { name: 'Remote · US only (not CA, NY)' });
    expect(remote).toHaveAttribute('title', SENTENCE);
    expect(screen.queryByText(`${SENTENCE}`)).not.toBeVisible();
    await userEvent.click(remote);
    expect(remote).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SENTENCE)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No visa sponsorship' }));
    expect(screen.getByText('We are unable to sponsor visas.')).toBeVisible();
  });

  it('says nothing when the posting says nothing', () => {
    const { container } = render(
      <JobFacts job={{ remote_eligibility: null, visa_sponsorship: null, visa_sentence: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
