import { describe, expect, it } from 'vitest';
import { type HiringMessage, readHiringEmail } from '../../../src/modules/inbox/index.ts';
import { unwrapForwarded } from '../../../src/modules/inbox/reading/index.ts';
import { nextStatus } from '../../../src/modules/inbox/status-rule.ts';

const mail = (from: string, address: string, subject: string, text: string): HiringMessage => ({
  from: { name: from, address },
  subject,
  date: new Date('2026-11-20T10:00:00Z'),
  text,
});

describe('unwrapping a forwarded email', () => {
  it('reads the original sender, date and subject back from a Gmail forward', () => {
    const original = unwrapForwarded(
      mail(
        'Sam Doe',
        'sam@example.net',
        'Fwd: Your application to Orbit',
        `FYI\n\n---------- Forwarded message ---------\nFrom: Orbit <no-reply@us.greenhouse-mail.io>\nDate: Tue, Nov 3, 2026 at 9:41 AM\nSubject: Your application to Orbit\nTo: <sam@example.net>\n\n\nHi Sam,\n\nThank you for applying.`,
      ),
    );
    expect(original.from).toEqual({ name: 'Orbit', address: 'no-reply@us.greenhouse-mail.io' });
    expect(original.subject).toBe('Your application to Orbit');
    expect(original.date?.toISOString()).toBe('2026-11-03T09:41:00.000Z');
    expect(original.text).toBe('Hi Sam,\n\nThank you for applying.');
  });

  it('reads an Outlook forward (a rule of underscores, then From, Sent, To, Subject)', () => {
    const original = unwrapForwarded(
      mail(
        'Sam Doe',
        'sam@example.net',
        'FW: Interview for the Analyst role',
        `\nGet Outlook for iOS\n________________________________\nFrom: Dana Whitfield <dana@orbit.com>\nSent: Tuesday, November 3, 2026 9:41 AM\nTo: Sam Doe <sam@example.net>\nSubject: Interview for the Analyst role\n\nHi Sam, we'd like to invite you to an interview.`,
      ),
    );
    expect(original.from).toEqual({ name: 'Dana Whitfield', address: 'dana@orbit.com' });
    expect(original.subject).toBe('Interview for the Analyst role');
    expect(original.date?.toISOString()).toBe('2026-11-03T09:41:00.000Z');
  });

  it('leaves mail that kept its own headers as it is, and an underscore signature rule is no forward', () => {
    const message = mail(
      'Orbit',
      'no-reply@hire.lever.co',
      'Thanks for applying',
      'Hi\n__________\nOrbit Inc.',
    );
    expect(unwrapForwarded(message)).toEqual(message);
  });
});

describe('reading what an email says', () => {
  const read = (subject: string, text: string, from = 'Orbit', address = 'no-reply@us.greenhouse-mail.io') =>
    readHiringEmail(mail(from, address, subject, text));

  it('reads a rejection, quoting the deciding sentence, with the company and job', () => {
    const r = read(
      'Your application to Orbit',
      'Hi Sam,\n\nThank you for your interest in Orbit. We have reviewed your application for the Data Analyst role and, after careful consideration, we have decided not to move forward with your candidacy at this time.',
    );
    expect(r).toMatchObject({
      outcome: 'rejected',
      company: 'Orbit',
      jobTitle: 'Data Analyst',
      ats: 'greenhouse',
    });
    expect(r.confidence).toBeGreaterThanOrEqual(0.85);
    expect(r.sentence).toMatch(/^We have reviewed your application .* at this time\.$/);
  });

  it('reads "an offer to another candidate" as a rejection, not an offer', () => {
    expect(
      read('Your candidacy', 'Thank you. However, we have decided to extend an offer to another candidate.')
        .outcome,
    ).toBe('rejected');
  });

  it('trusts the body over the subject: an "Invitation to Job Interview" that turns the candidate down', () => {
    const r = read(
      'Invitation to Job Interview - Security Engineer',
      'Thank you for your interest in the Security Engineer position at Orbit. Unfortunately, we are unable to offer you a role at this time.',
    );
    expect(r.outcome).toBe('rejected');
  });

  it('does not read a possible future as a decision', () => {
    const r = read(
      'Thanks for applying',
      'We received your application for the UX Designer role. If you are selected for an interview, we will contact you. Unfortunately we are not able to reply to every applicant individually.',
    );
    expect(r.outcome).toBe('received');
  });

  it('reads offers and interviews, and mail that decides nothing as other', () => {
    expect(read('Offer letter', 'We are delighted to offer you the role of Analyst at Orbit!').outcome).toBe(
      'offer',
    );
    expect(
      read('Next steps', 'We would love to set up a 30 minute phone screen. Book a time here.').outcome,
    ).toBe('interview');
    expect(
      read('Security code for your application to Orbit', 'Copy and paste this code: X7Y8Z9').outcome,
    ).toBe('other');
    expect(
      read('New jobs at Orbit you might like', 'Based on your interests, here are new openings.').outcome,
    ).toBe('other');
    expect(read('Hello', 'We offer a competitive salary and flexible remote work.').outcome).toBe('other');
  });

  it('asks instead of deciding when an email says two decisive things', () => {
    const r = read(
      'Update',
      'We would like to invite you to a final round interview. Unfortunately, we will not be moving forward with your application for the other role.',
    );
    expect(r.outcome).toBe('rejected');
    expect(r.confidence).toBeLessThan(0.85);
  });

  it('names the company from the ATS sender, the address, or a company’s own domain', () => {
    expect(read('Update', 'Hello', 'Orbit Hiring Team', 'no-reply@ashbyhq.com').company).toBe('Orbit');
    expect(read('Update', 'Hello', '', 'pinecrestbank@myworkday.com').company).toBe('Pinecrestbank');
    expect(
      read(
        'Chat?',
        'Thanks for applying to Harbor & Finch.\n\nDana\nHead of Talent, Harbor & Finch',
        'Dana Whitfield',
        'dana@harborfinch.com',
      ).company,
    ).toBe('Harbor & Finch');
  });

  it('stops a company’s name at the sentence’s end and at words that are not the name', () => {
    expect(
      read('Pinecrest Bank Job Application Confirmation', 'Hello', 'Dana', 'dana@pinecrestbank.com').company,
    ).toBe('Pinecrest Bank');
    expect(
      read(
        'Update',
        'We are reviewing applications at Corvid Security. Your interview is booked.',
        '',
        'no-reply@hire.lever.co',
      ).company,
    ).toBe('Corvid Security');
  });

  it('reads the job title with its qualifier and without the requisition number', () => {
    expect(
      read(
        'Thank you for applying',
        'Thank you for applying for the position of Engineering Manager, Platform (R42370).',
      ).jobTitle,
    ).toBe('Engineering Manager, Platform');
    expect(read('Application received: Backend Engineer (Go)', 'We got it.').jobTitle).toBe(
      'Backend Engineer (Go)',
    );
    expect(read('Your application as Head of Growth', 'Thanks.').jobTitle).toBe('Head of Growth');
  });
});

describe('where an email moves a tracked job (never backwards)', () => {
  it('starts tracking on a confirmation: Warm Applied after outreach, else Cold Applied', () => {
    expect(nextStatus(null, 'received', false).to).toBe('Cold Applied');
    expect(nextStatus('Sent Outreach', 'received', true).to).toBe('Warm Applied');
    expect(nextStatus('2nd Interview', 'received', false).to).toBeNull();
  });

  it('moves an interview to the next interview status, and stops at Final Interview', () => {
    expect(nextStatus('Cold Applied', 'interview', false).to).toBe('1st Interview');
    expect(nextStatus('1st Interview', 'interview', false).to).toBe('2nd Interview');
    expect(nextStatus('5th Interview', 'interview', false).to).toBe('Final Interview');
    expect(nextStatus('Final Interview', 'interview', false).to).toBeNull();
    expect(nextStatus('Offer', 'interview', false).to).toBeNull();
  });

  it('ends with Rejected or Offer, never moving an Accepted, Offer or Rejected job back', () => {
    expect(nextStatus('3rd Interview', 'rejected', false).to).toBe('Rejected');
    expect(nextStatus('Final Interview', 'offer', false).to).toBe('Offer');
    expect(nextStatus('Accepted', 'rejected', false).to).toBeNull();
    expect(nextStatus('Rejected', 'offer', false).to).toBeNull();
    expect(nextStatus('Offer', 'rejected', false).to).toBeNull();
    expect(nextStatus('Cold Applied', 'other', false).to).toBeNull();
  });
});
