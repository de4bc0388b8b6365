/** A hiring email as the rules read it: the original sender, subject, date and plain text. */
export interface Mailbox {
  name: string;
  address: string;
}

export interface HiringMessage {
  from: Mailbox;
  subject: string;
  date: Date | null;
  text: string;
}

export type Outcome = 'received' | 'interview' | 'rejected' | 'offer' | 'other';

export interface Reading {
  company: string | null;
  jobTitle: string | null;
  outcome: Outcome;
  /** 0..1: at or above CONFIDENT the tracker moves on its own; below, the member is asked. */
  confidence: number;
  /** The sentence that decided the outcome, quoted in the tracker's note; null for 'other'. */
  sentence: string | null;
  /** The applicant tracking system that sent it ('direct' for a company's own mail). */
  ats: string;
}

export const CONFIDENT = 0.85;
