import type { JobSearchListFilter } from '@upstream/contract';

/** The search-setup steps 2 to 7 of spec §2, in order, with their headings word for word. */
export interface SearchStep {
  step: number;
  slug: string;
  heading: string;
  /** The filter this step sets; the last step names the search instead. */
  field: JobSearchListFilter | 'search_name';
  /** The dropdown list (GET /api/get/jobs-search-inputs) offering this field's options. */
  options?: 'city' | 'roles' | 'type' | 'level';
  label: string;
}

export const SEARCH_STEPS: readonly SearchStep[] = [
  {
    step: 2,
    slug: 'city',
    heading: 'What city do you want to work?',
    field: 'city',
    options: 'city',
    label: 'Cities',
  },
  {
    step: 3,
    slug: 'function',
    heading: "What's your preferred job function?",
    field: 'role',
    options: 'roles',
    label: 'Job functions',
  },
  {
    step: 4,
    slug: 'type',
    heading: "What's your preferred job type?",
    field: 'type',
    options: 'type',
    label: 'Job types',
  },
  {
    step: 5,
    slug: 'level',
    heading: "What's your preferred job level?",
    field: 'level',
    options: 'level',
    label: 'Job levels',
  },
  {
    step: 6,
    slug: 'keyword',
    heading: 'Any keywords you look for in the title?',
    field: 'job_title_search',
    label: 'Title keywords',
  },
  { step: 7, slug: 'search-name', heading: 'Name this search', field: 'search_name', label: 'Search name' },
];

export const stepPath = (slug: string) => `/onboarding/job-search/${slug}`;

export function stepBySlug(slug: string | undefined): SearchStep | undefined {
  return SEARCH_STEPS.find((s) => s.slug === slug);
}

/** Back from a step: the previous step, or the welcome screen from the first (spec §2). */
export function previousPath(step: SearchStep): string {
  const before = SEARCH_STEPS.find((s) => s.step === step.step - 1);
  return before ? stepPath(before.slug) : '/onboarding/welcome';
}

export function nextPath(step: SearchStep): string | null {
  const after = SEARCH_STEPS.find((s) => s.step === step.step + 1);
  return after ? stepPath(after.slug) : null;
}
