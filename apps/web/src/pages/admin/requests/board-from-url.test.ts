import { describe, expect, it } from 'vitest';
import { boardFromUrl } from './board-from-url.ts';

describe('a job-board address from a request', () => {
  it.each([
    ['https://boards.greenhouse.io/acme', { ats: 'greenhouse', token: 'acme' }],
    ['job-boards.greenhouse.io/acme/jobs/123', { ats: 'greenhouse', token: 'acme' }],
    ['https://boards.greenhouse.io/embed/job_board?for=acme', { ats: 'greenhouse', token: 'acme' }],
    ['https://jobs.lever.co/rocket-co/abc', { ats: 'lever', token: 'rocket-co' }],
    ['https://jobs.ashbyhq.com/Linear', { ats: 'ashby', token: 'Linear' }],
    ['https://careers.smartrecruiters.com/Visa1', { ats: 'smartrecruiters', token: 'Visa1' }],
    ['https://apply.workable.com/huggingface/', { ats: 'workable', token: 'huggingface' }],
    ['https://bunq.recruitee.com/o/engineer', { ats: 'recruitee', token: 'bunq' }],
    [
      'https://nvidia.wd5.myworkdayjobs.com/en-US/NVIDIAExternalCareerSite/job/x',
      { ats: 'workday', token: 'nvidia.wd5/NVIDIAExternalCareerSite' },
    ],
  ])('reads %s', (url, board) => {
    expect(boardFromUrl(url)).toEqual(board);
  });

  it.each([null, '', 'https://acme.example/careers', 'not a url at all', 'https://jobs.lever.co/'])(
    'reads no board from %s',
    (url) => {
      expect(boardFromUrl(url)).toBeNull();
    },
  );
});
