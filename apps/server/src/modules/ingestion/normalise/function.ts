import type { JobFunction } from '@upstream/contract';

type Rule = readonly [JobFunction, RegExp];

/**
 * Title rules, checked in order; the first match wins. Specific roles come before the broad words they
 * contain: "Sales Engineer" is Sales and "Product Designer" is Design, not Engineering or Product.
 * Every pattern is whole-word, so "maintain" never reads as AI and "coordinator" never as COO.
 */
const TITLE_RULES: readonly Rule[] = [
  [
    'Healthcare',
    /\b(nurse|nursing|rn|lpn|cna|physician|doctor|clinician|clinical|medical|pharmacist|pharmacy|therapist|therapy|dental|dentist|hygienist|caregiver|psychiatrist|psychologist|radiolog\w*|sonographer|phlebotomist|paramedic|emt|veterinar\w*|surgeon|surgical|patient|healthcare|health coach|care coordinator|optometrist|midwife)\b/,
  ],
  [
    'Education',
    /\b(teacher|teaching|tutor|instructor|professor|lecturer|educator|curriculum|school|faculty|academic|admissions counselor|instructional designer|learning experience designer)\b/,
  ],
  [
    'Legal',
    /\b(counsel|attorney|lawyer|paralegal|legal|compliance|privacy officer|contracts? manager|regulatory affairs|litigation|general counsel|clo)\b/,
  ],
  [
    'People',
    /\b(recruiter|recruiting|recruitment|talent acquisition|talent partner|sourcer|people partner|people operations|people ops|hr|hrbp|human resources|benefits|compensation|total rewards|learning and development|learning & development|l&d|dei|diversity|employee experience|workforce|chro|people team)\b/,
  ],
  [
    'Design',
    /\b(designer|ux|ui|user experience|user interface|creative director|art director|illustrator|animator|design lead|design manager|head of design|director of design|brand design|visual design|product design|motion design)\b/,
  ],
  [
    'Marketing',
    /\b(marketing|marketer|growth marketing|brand|content|copywriter|seo|sem|communications|comms|public relations|pr|social media|demand generation|demand gen|community manager|events?|cmo|campaigns?|editor|writer|journalist|influencer)\b/,
  ],
  [
    'Data',
    /\b(data|analytics|business intelligence|bi|machine learning|ml|mlops|statistician|statistics|quantitative|quant|deep learning|ai engineer|nlp|computer vision|analytics engineer|insights)\b/,
  ],
  ['Research', /\b(research|researcher|scientist|science|phd|postdoc|postdoctoral|r&d)\b/],
  [
    'Customer Success',
    /\b(customer success|client success|technical account manager|tam|implementation|onboarding (specialist|manager|consultant)|customer experience|cx|renewals?|client services|customer outcomes|professional services)\b/,
  ],
  [
    'Support',
    /\b(support|help ?desk|service desk|customer service|customer care|call center|contact center|technical assistance|desktop support|it support)\b/,
  ],
  [
    'Sales',
    /\b(sales|account executive|ae|sdr|bdr|business development|account manager|account director|solutions? engineer|solutions? consultant|pre-?sales|solutions architect|partnerships?|partner manager|channel|territory|inside sales|enterprise account|commercial|dealer|cro|merchant|retail associate|store manager|business developer)\b/,
  ],
  [
    'Finance',
    /\b(finance|financial|fp&a|fpa|accountant|accounting|controller|comptroller|tax|treasury|treasurer|audit|auditor|payroll|billing|accounts payable|accounts receivable|ap|ar|cfo|investor relations|actuary|actuarial|underwriter|credit|investment|bookkeeper|revenue accountant)\b/,
  ],
  [
    'Product',
    /\b(product manager|product owner|product management|product lead|head of product|director of product|vp of product|vice president of product|product director|cpo|technical program manager|tpm|product operations|product analyst|group product manager|apm)\b/,
  ],
  [
    'Engineering',
    /\b(engineer|engineering|developer|software|sre|devops|devsecops|architect|programmer|qa|quality assurance|test automation|sdet|firmware|hardware|embedded|security|cyber\w*|infrastructure|platform|backend|back-end|frontend|front-end|full[- ]?stack|mobile|ios|android|cto|technician|it|systems administrator|sysadmin|network|database administrator|dba|mechanical|electrical|technical lead|tech lead|coder|web)\b/,
  ],
  [
    'Operations',
    /\b(operations|ops|logistics|supply chain|procurement|purchasing|buyer|office manager|executive assistant|administrative|administrator|admin|receptionist|facilities|workplace|program manager|project manager|project coordinator|chief of staff|strategy|strategic|business operations|coo|ceo|general manager|warehouse|fulfillment|dispatcher|driver|inventory|planner|coordinator|manufacturing|production|safety|analyst|consultant)\b/,
  ],
];

/** Department (and ATS function) names, for titles that say nothing about the function. */
const DEPARTMENT_RULES: readonly Rule[] = [
  ['Healthcare', /\b(clinical|medical|nursing|health|care delivery|patient)\b/],
  ['Education', /\b(education|teaching|academic|school|learning)\b/],
  ['Legal', /\b(legal|compliance|regulatory|risk)\b/],
  ['People', /\b(people|hr|human resources|talent|recruiting|recruitment)\b/],
  ['Design', /\b(design|ux|creative)\b/],
  ['Marketing', /\b(marketing|brand|communications|content|growth|pr)\b/],
  ['Data', /\b(data|analytics|machine learning|ml|ai|business intelligence)\b/],
  ['Research', /\b(research|science|r&d|lab)\b/],
  [
    'Customer Success',
    /\b(customer success|client success|account management|professional services|implementation)\b/,
  ],
  ['Support', /\b(support|customer service|customer care|customer experience)\b/],
  ['Sales', /\b(sales|business development|go to market|go-to-market|gtm|revenue|commercial|partnerships)\b/],
  ['Finance', /\b(finance|accounting|tax|treasury|fp&a|financial)\b/],
  ['Product', /\b(product|product management)\b/],
  [
    'Engineering',
    /\b(engineering|technology|tech|software|it|infrastructure|security|platform|hardware|development|devops)\b/,
  ],
  [
    'Operations',
    /\b(operations|ops|g&a|administration|logistics|supply chain|facilities|strategy|business)\b/,
  ],
];

function firstMatch(rules: readonly Rule[], text: string): JobFunction | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  for (const [fn, pattern] of rules) if (pattern.test(lower)) return fn;
  return null;
}

/**
 * The job function (the role filter) from the title, then the department, then the ATS's own function
 * label. Titles decide first: a "Product Designer" in the Product department designs.
 */
export function jobFunction(title: string, department?: string | null, hint?: string | null): JobFunction {
  return (
    firstMatch(TITLE_RULES, title) ??
    firstMatch(DEPARTMENT_RULES, department ?? '') ??
    firstMatch(DEPARTMENT_RULES, hint ?? '') ??
    firstMatch(TITLE_RULES, hint ?? '') ??
    'Other'
  );
}
