import type { Industry } from '@upstream/contract';

/**
 * US Standard Industrial Classification codes (the SEC's register of filers gives one per company) in the
 * contract's words. The most specific entry wins: a four-digit code, then its three-digit industry group, then
 * its two-digit major group. Drug makers are Biotech and payment terminals Fintech, as a person files them. A code no entry covers (metal mining, wholesale of most goods, "services, not
 * elsewhere classified", blank-check shells) gives nothing: a person would not file a company by it alone.
 */
const SIC_INDUSTRIES: Record<string, Industry> = {
  // Agriculture, forestry, fishing
  '01': 'Agriculture',
  '02': 'Agriculture',
  '07': 'Agriculture',
  '08': 'Agriculture',
  '09': 'Agriculture',
  // Mining: coal, oil and gas are energy
  '12': 'Energy',
  '13': 'Energy',
  // Construction
  '15': 'Construction',
  '16': 'Construction',
  '17': 'Construction',
  // Manufacturing
  '20': 'Food',
  '21': 'Consumer Goods',
  '22': 'Consumer Goods',
  '23': 'Consumer Goods',
  '24': 'Manufacturing',
  '25': 'Manufacturing',
  '26': 'Manufacturing',
  '27': 'Media',
  '28': 'Manufacturing',
  '283': 'Biotech',
  '2844': 'Consumer Goods',
  '29': 'Energy',
  '30': 'Manufacturing',
  '31': 'Consumer Goods',
  '32': 'Manufacturing',
  '33': 'Manufacturing',
  '34': 'Manufacturing',
  '35': 'Manufacturing',
  '357': 'Hardware',
  '3578': 'Fintech',
  '36': 'Hardware',
  '363': 'Consumer Hardware',
  '365': 'Consumer Hardware',
  '37': 'Manufacturing',
  '371': 'Automotive',
  '372': 'Aerospace',
  '376': 'Aerospace',
  '38': 'Hardware',
  '3812': 'Defense',
  '384': 'Healthcare',
  '3845': 'Healthcare',
  '385': 'Healthcare',
  '39': 'Manufacturing',
  '391': 'Consumer Goods',
  '394': 'Consumer Goods',
  // Transportation, communications, utilities
  '40': 'Transportation',
  '41': 'Transportation',
  '42': 'Logistics',
  '44': 'Logistics',
  '45': 'Transportation',
  '46': 'Energy',
  '47': 'Logistics',
  '472': 'Travel',
  '481': 'Telecommunications',
  '482': 'Telecommunications',
  '483': 'Media',
  '484': 'Media',
  '489': 'Telecommunications',
  '491': 'Energy',
  '492': 'Energy',
  '493': 'Energy',
  // Wholesale trade: only where the goods name an industry
  '5045': 'Hardware',
  '5047': 'Healthcare',
  '5122': 'Healthcare',
  '514': 'Food',
  '518': 'Food',
  // Retail trade
  '52': 'Retail',
  '53': 'Retail',
  '54': 'Food',
  '55': 'Automotive',
  '56': 'Retail',
  '57': 'Retail',
  '58': 'Food',
  '59': 'Retail',
  '5912': 'Healthcare',
  '596': 'E-commerce',
  // Finance, insurance, real estate
  '60': 'Banking',
  '61': 'Financial Services',
  '62': 'Financial Services',
  '63': 'Insurance',
  '64': 'Insurance',
  '65': 'Real Estate',
  '67': 'Financial Services',
  '6798': 'Real Estate',
  // Services
  '70': 'Hospitality',
  '731': 'Marketing & Advertising',
  '736': 'Staffing',
  '737': 'Software',
  '75': 'Automotive',
  '78': 'Media',
  '794': 'Sports',
  '7997': 'Fitness',
  '80': 'Healthcare',
  '81': 'Legal',
  '82': 'Education',
  '86': 'Nonprofit',
  '871': 'Consulting',
  '8731': 'Biotech',
  '874': 'Consulting',
  // Public administration
  '91': 'Government',
  '92': 'Government',
  '93': 'Government',
  '94': 'Government',
  '95': 'Government',
  '96': 'Government',
  '97': 'Defense',
};

/** Blank-check companies (shells formed to buy another) file under finance whatever they will become. */
const NO_INDUSTRY = new Set(['6770']);

/** The industry of a four-digit SIC code, or null when no entry covers it. */
export function sicIndustry(code: string): Industry | null {
  if (!/^\d{4}$/.test(code) || NO_INDUSTRY.has(code)) return null;
  return SIC_INDUSTRIES[code] ?? SIC_INDUSTRIES[code.slice(0, 3)] ?? SIC_INDUSTRIES[code.slice(0, 2)] ?? null;
}
