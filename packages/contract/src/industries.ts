import { z } from 'zod';

/**
 * The industries a company is filed under (the search's industry filter lists the ones in use). Inference and
 * the public datasets map onto these; an operator may still type another.
 */
export const INDUSTRIES = [
  'Aerospace',
  'Agriculture',
  'Artificial Intelligence',
  'Automotive',
  'Banking',
  'Biotech',
  'Climate',
  'Construction',
  'Consulting',
  'Consumer Goods',
  'Consumer Hardware',
  'Consumer Internet',
  'Crypto',
  'Cybersecurity',
  'Defense',
  'E-commerce',
  'Education',
  'Energy',
  'Financial Services',
  'Fintech',
  'Fitness',
  'Food',
  'Gaming',
  'Government',
  'Hardware',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Legal',
  'Logistics',
  'Manufacturing',
  'Marketing & Advertising',
  'Media',
  'Nonprofit',
  'Pharmaceuticals',
  'Real Estate',
  'Retail',
  'Software',
  'Sports',
  'Staffing',
  'Telecommunications',
  'Transportation',
  'Travel',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * Where a company's industry came from, kept beside it: `dataset:<name>` (a maintained public list),
 * `inferred` (read from its postings by the ingestion rules), `operator` (set by hand, by an operator or in the
 * hand-described part of the company list). An inferred industry never replaces the other two.
 */
export const industrySourceSchema = z
  .string()
  .regex(
    /^(dataset:[a-z0-9-]+|inferred|operator)$/,
    'The industry source must be dataset:<name>, inferred or operator.',
  );
export type IndustrySource = z.infer<typeof industrySourceSchema>;
