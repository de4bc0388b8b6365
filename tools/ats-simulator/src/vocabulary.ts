// What simulated boards are made of: roles across functions and levels, places, company names.

export interface Role {
  title: string;
  department: string;
  /** Salary band midpoint in USD for a mid-level hire. */
  pay: number;
}

export const ROLES: readonly Role[] = [
  { title: 'Software Engineer', department: 'Engineering', pay: 160_000 },
  { title: 'Backend Engineer', department: 'Engineering', pay: 165_000 },
  { title: 'Frontend Engineer', department: 'Engineering', pay: 155_000 },
  { title: 'Site Reliability Engineer', department: 'Engineering', pay: 170_000 },
  { title: 'iOS Engineer', department: 'Engineering', pay: 160_000 },
  { title: 'Security Engineer', department: 'Engineering', pay: 175_000 },
  { title: 'Data Scientist', department: 'Data', pay: 165_000 },
  { title: 'Data Analyst', department: 'Data', pay: 110_000 },
  { title: 'Data Engineer', department: 'Data', pay: 160_000 },
  { title: 'Machine Learning Engineer', department: 'Data', pay: 185_000 },
  { title: 'Product Manager', department: 'Product', pay: 170_000 },
  { title: 'Technical Program Manager', department: 'Product', pay: 165_000 },
  { title: 'Product Designer', department: 'Design', pay: 145_000 },
  { title: 'UX Researcher', department: 'Design', pay: 140_000 },
  { title: 'Account Executive', department: 'Sales', pay: 130_000 },
  { title: 'Sales Development Representative', department: 'Sales', pay: 75_000 },
  { title: 'Solutions Engineer', department: 'Sales', pay: 150_000 },
  { title: 'Product Marketing Manager', department: 'Marketing', pay: 150_000 },
  { title: 'Content Marketing Manager', department: 'Marketing', pay: 120_000 },
  { title: 'Growth Marketing Manager', department: 'Marketing', pay: 135_000 },
  { title: 'Operations Analyst', department: 'Operations', pay: 95_000 },
  { title: 'Executive Assistant', department: 'Operations', pay: 85_000 },
  { title: 'Financial Analyst', department: 'Finance', pay: 105_000 },
  { title: 'Accountant', department: 'Finance', pay: 90_000 },
  { title: 'Technical Recruiter', department: 'People', pay: 110_000 },
  { title: 'HR Business Partner', department: 'People', pay: 125_000 },
  { title: 'Corporate Counsel', department: 'Legal', pay: 210_000 },
  { title: 'Paralegal', department: 'Legal', pay: 80_000 },
  { title: 'Customer Success Manager', department: 'Customer Success', pay: 100_000 },
  { title: 'Implementation Consultant', department: 'Customer Success', pay: 105_000 },
  { title: 'Customer Support Specialist', department: 'Support', pay: 60_000 },
  { title: 'Technical Support Engineer', department: 'Support', pay: 95_000 },
  { title: 'Research Scientist', department: 'Research', pay: 190_000 },
  { title: 'Registered Nurse', department: 'Clinical', pay: 95_000 },
  { title: 'Clinical Pharmacist', department: 'Clinical', pay: 140_000 },
  { title: 'Curriculum Developer', department: 'Education', pay: 85_000 },
];

/** How a role's title is dressed for a level; `{t}` is the role title, `{d}` its department. */
export const LEVEL_PATTERNS: readonly { pattern: string; weight: number; pay: number }[] = [
  { pattern: '{t}', weight: 30, pay: 1 },
  { pattern: 'Senior {t}', weight: 22, pay: 1.25 },
  { pattern: 'Staff {t}', weight: 5, pay: 1.5 },
  { pattern: 'Principal {t}', weight: 3, pay: 1.7 },
  { pattern: 'Lead {t}', weight: 3, pay: 1.4 },
  { pattern: 'Junior {t}', weight: 6, pay: 0.75 },
  { pattern: '{t} II', weight: 6, pay: 1.1 },
  { pattern: '{d} Manager', weight: 4, pay: 1.5 },
  { pattern: 'Director of {d}', weight: 3, pay: 2 },
  { pattern: 'VP of {d}', weight: 1, pay: 2.5 },
  { pattern: 'Head of {d}', weight: 1, pay: 2.2 },
  { pattern: '{t} Intern', weight: 6, pay: 0.4 },
  { pattern: 'MBA Summer Associate, {d}', weight: 2, pay: 0.6 },
  { pattern: 'MBA Intern, {d} Strategy', weight: 1, pay: 0.6 },
  { pattern: 'Leadership Development Program (MBA), {d}', weight: 1, pay: 1.1 },
];

export interface Place {
  city: string;
  region: string;
  /** US state code, or the region's own name abroad. */
  regionCode: string;
  country: string;
  countryCode: string;
}

export const PLACES: readonly Place[] = [
  {
    city: 'San Francisco',
    region: 'California',
    regionCode: 'CA',
    country: 'United States',
    countryCode: 'US',
  },
  { city: 'New York', region: 'New York', regionCode: 'NY', country: 'United States', countryCode: 'US' },
  { city: 'Austin', region: 'Texas', regionCode: 'TX', country: 'United States', countryCode: 'US' },
  { city: 'Seattle', region: 'Washington', regionCode: 'WA', country: 'United States', countryCode: 'US' },
  { city: 'Boston', region: 'Massachusetts', regionCode: 'MA', country: 'United States', countryCode: 'US' },
  { city: 'Chicago', region: 'Illinois', regionCode: 'IL', country: 'United States', countryCode: 'US' },
  { city: 'Denver', region: 'Colorado', regionCode: 'CO', country: 'United States', countryCode: 'US' },
  {
    city: 'Los Angeles',
    region: 'California',
    regionCode: 'CA',
    country: 'United States',
    countryCode: 'US',
  },
  { city: 'Atlanta', region: 'Georgia', regionCode: 'GA', country: 'United States', countryCode: 'US' },
  {
    city: 'Raleigh',
    region: 'North Carolina',
    regionCode: 'NC',
    country: 'United States',
    countryCode: 'US',
  },
  { city: 'Salt Lake City', region: 'Utah', regionCode: 'UT', country: 'United States', countryCode: 'US' },
  { city: 'London', region: 'England', regionCode: 'England', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Berlin', region: 'Berlin', regionCode: 'Berlin', country: 'Germany', countryCode: 'DE' },
  { city: 'Toronto', region: 'Ontario', regionCode: 'ON', country: 'Canada', countryCode: 'CA' },
  { city: 'Dublin', region: 'Leinster', regionCode: 'Leinster', country: 'Ireland', countryCode: 'IE' },
  { city: 'Amsterdam', region: 'North Holland', regionCode: 'NH', country: 'Netherlands', countryCode: 'NL' },
  { city: 'Bangalore', region: 'Karnataka', regionCode: 'KA', country: 'India', countryCode: 'IN' },
  { city: 'Singapore', region: 'Singapore', regionCode: 'SG', country: 'Singapore', countryCode: 'SG' },
];

export const INDUSTRIES = [
  'Software',
  'Fintech',
  'Healthcare',
  'E-commerce',
  'Education',
  'Media',
  'Climate',
  'Logistics',
  'Cybersecurity',
  'Biotech',
] as const;

const FIRST = [
  'Blue',
  'North',
  'Bright',
  'Silver',
  'Red',
  'Green',
  'Quiet',
  'Swift',
  'Clear',
  'Open',
  'True',
  'Cedar',
];
const SECOND = [
  'Harbor',
  'Peak',
  'Field',
  'Stone',
  'River',
  'Leaf',
  'Signal',
  'Forge',
  'Beacon',
  'Orbit',
  'Pine',
  'Wave',
];
const SUFFIX = ['Labs', 'Health', 'Systems', 'Works', 'Bio', 'Pay', 'Learning', 'Logistics', 'AI', 'Energy'];

/** The n-th simulated company name ("Blue Harbor Labs"); distinct for n below 1,440. */
export function companyName(n: number): string {
  const a = FIRST[n % FIRST.length]!;
  const b = SECOND[Math.floor(n / FIRST.length) % SECOND.length]!;
  const c = SUFFIX[Math.floor(n / (FIRST.length * SECOND.length)) % SUFFIX.length]!;
  const round = Math.floor(n / (FIRST.length * SECOND.length * SUFFIX.length));
  return round > 0 ? `${a} ${b} ${c} ${round + 1}` : `${a} ${b} ${c}`;
}

export const PARAGRAPHS = [
  'You will work with a small team that ships every week and talks to customers every day.',
  'We care about clear writing, careful reviews and leaving things better than we found them.',
  'You will own problems end to end, from the first sketch to measuring what changed.',
  'Our benefits include health cover, a learning budget and flexible hours.',
  'We hire people from many backgrounds and want this role to be open to everyone.',
];
