import type { JobLevel, JobType } from '@upstream/contract';

const INTERN =
  /\b(intern|interns|internship|internships|co-?op|summer associate|summer analyst|werkstudent|working student|praktikum|stage|stagiaire)\b/;
const PART_TIME = /\b(part[- _]?time|parttime|teilzeit)\b/;

/**
 * The job type (spec §3): MBA internship, internship, part-time, remote, else full-time, in that order,
 * so a remote internship is an internship and a fully remote full-time role is remote.
 */
export function jobType(input: {
  title: string;
  employmentType?: string | null;
  level: JobLevel;
  remote: boolean;
}): JobType {
  const title = input.title.toLowerCase();
  const employment = (input.employmentType ?? '').toLowerCase();
  const intern = INTERN.test(title) || INTERN.test(employment);
  if (intern && (input.level === 'MBA' || /\bmba\b/.test(title))) return 'MBA internship';
  if (/\bsummer associate\b/.test(title)) return 'MBA internship';
  if (intern) return 'internship';
  if (PART_TIME.test(employment) || PART_TIME.test(title)) return 'part-time';
  if (input.remote) return 'remote';
  return 'full-time';
}
