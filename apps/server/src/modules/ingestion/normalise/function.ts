import type { JobFunction } from '@upstream/contract';

type Rule = readonly [JobFunction, RegExp];

/**
 * Role nouns and role phrases: what the person in the job is ("Engineer", "Designer", "Counsel",
 * "Recruiter", "Account Executive"). They decide the function the way a reader does, whatever the title
 * says about the domain around them: "Senior Software Engineer - Financial Products" is Engineering and
 * "Staff Software Engineer, Marketing Technology" too. Checked in order, so compound roles come before the
 * nouns they contain ("Sales Engineer", "Support Engineer", "Data Engineer" before "Engineer").
 * Every pattern is whole-word, so "maintain" never reads as AI and "coordinator" never as COO.
 */
const ROLE_RULES: readonly Rule[] = [
  // The executive titles name their function.
  ['Engineering', /\b(cto|ciso|cio|chief (technology|technical|information|information security) officer)\b/],
  ['Finance', /\b(cfo|chief financial officer)\b/],
  ['Marketing', /\b(cmo|chief marketing officer)\b/],
  ['Product', /\b(cpo|chief product officer)\b/],
  ['Sales', /\b(cro|chief revenue officer|chief (sales|commercial|business) officer)\b/],
  ['People', /\b(chro|chief (people|human resources|talent) officer)\b/],
  ['Legal', /\b(clo|general counsel|chief (legal|compliance) officer)\b/],
  ['Data', /\b(cdo|chief data officer)\b/],
  ['Operations', /\b(ceo|coo|chief executive officer|chief operating officer|chief of staff)\b/],

  [
    'Healthcare',
    /\b(nurse|nursing|rn|lpn|cna|physician|doctor|clinician|pharmacist|therapist|dentist|hygienist|caregiver|psychiatrist|psychologist|radiologist|sonographer|phlebotomist|paramedic|emt|veterinarian|surgeon|medical assistant|family support educator|clinical coding|health coach|care coordinator|optometrist|midwife)\b/,
  ],
  [
    'Research',
    /\b(meteorologist|forecasting intern|pharmacology|heor|clinical (study|studies|trial|research|development) (manager|lead|director|scientist|associate)|research (scientist|engineer|associate|assistant|fellow))\b/,
  ],
  [
    'Education',
    /\b(teacher|teaching assistant|tutor|instructor|professor|lecturer|educator|paraprofessional|school principal|assistant principal|principal in residence|instructional designer|learning experience designer|admissions counselor)\b/,
  ],
  [
    'Legal',
    /\b(counsel|attorney|lawyer|paralegal|solicitor|contracts? (manager|specialist|administrator)|policy manager|compliance (officer|analyst|specialist|manager|lead)|money laundering|aml|privacy officer)\b/,
  ],
  [
    'People',
    /\b(recruiter|recruiting coordinator|sourcer|talent acquisition|talent partner|(hr|people) business partner|people partner|hrbp|people operations|human resources|compensation (analyst|partner|manager)|benefits (analyst|manager|specialist))\b/,
  ],
  [
    'Data',
    /\b(data (scientist|engineer|engineering|analyst|architect|operations engineer|platform engineer)|machine learning|ml ?ops|mlops|ml engineer|analytics engineer|applied scientist|bi (analyst|developer)|business intelligence)\b/,
  ],
  [
    'Marketing',
    /\b(product marketing|marketing operations|marketing (manager|specialist|lead|coordinator|associate|analyst|director)|developer (advocacy|advocate|relations)|creative producer|web producer|video editor|copywriter|content (writer|strategist|marketer)|marketer|brand manager|social media|webmarketing)\b/,
  ],
  [
    'Finance',
    /\b(accountant|accounts? (payable|receivable)|controller|comptroller|bookkeeper|auditor|actuary|underwriter|fp&a|financial planning|anaplan|treasury analyst|tax (manager|analyst|accountant|specialist|director))\b/,
  ],
  [
    'Customer Success',
    /\b(customer success|client success|success manager|technical account manager|implementation (engineer|consultant|manager|lead|specialist|team lead)|professional services|technical services|onboarding specialist|customer enablement)\b/,
  ],
  [
    'Support',
    /\b(support (engineer|specialist|analyst|agent|representative|manager|lead|technician|quality|knowledge|escalations|operations)|customer (support|service|care)|client support|technical support|service desk|help ?desk|it support|desktop support)\b/,
  ],
  [
    'Sales',
    /\b(account executive|account manager|key account|account director|sales (development|engineer|specialist|representative|rep|manager|director|lead|executive|associate|consultant)|sdr|bdr|business development (representative|rep|manager|director|lead|associate)|solutions? (engineer|consultant|architect)|pre-?sales|value consultant|partner manager|partnerships? manager|channel partner|systems integrator|area (business )?manager|health systems manager|inside sales)\b/,
  ],
  [
    'Product',
    /\b(product manager|product owner|product management|product lead|head of product|director of product|vp,? product|product director|technical program manager|tpm|product analyst|product operations|producer|apm)\b/,
  ],
  [
    'Design',
    /\b(designer|design manager|design lead|head of design|ux|ui\/ux|artist(?!\s*&)|artiste|animator|illustrator|rigger|creative director|art director)\b/,
  ],
  ['Research', /\b(researcher|scientist|postdoc|postdoctoral)\b/],
  [
    'Operations',
    /\b(executive assistant|administrative|office manager|receptionist|(operations|ops) (manager|lead|analyst|specialist|technician|coordinator|associate)|fleet|driver|dispatcher|warehouse|remote assist)\b/,
  ],
  [
    'Engineering',
    /\b(engineer|engineering (manager|lead|director|intern|internship)|developer|programmer|programmeur|architect|sre|devops|devsecops|sdet|qa|tester|test lead|tech lead|technical staff|technician|sysadmin|systems administrator|database administrator|dba|firmware)\b/,
  ],
];

/**
 * The domain words of a title, for titles whose role word says nothing of the function ("Manager, Account
 * Management", "Director, HR Business Partner", "Associate Director, Regulatory Affairs", "Analyst, Supply
 * Analytics"). Only read when no role noun decided.
 */
const DOMAIN_RULES: readonly Rule[] = [
  ['Marketing', /\b(marketing|communications|comms|public affairs|public relations|pr)\b/],
  ['Healthcare', /\b(clinical|medical|nursing|patient|healthcare)\b/],
  ['Education', /\b(education|teaching|school|curriculum|academic)\b/],
  [
    'People',
    /\b(hr|people|employee|employer brand|recruiting|recruitment|talent (acquisition|management|development)|benefits|compensation|total rewards|learning (&|and) development|l&d|dei|diversity)\b/,
  ],
  ['Legal', /\b(non-financial risk)\b/],
  ['Finance', /\b(credit risk|financial risk)\b/],
  [
    'Legal',
    /\b(legal|compliance|regulatory|risk|licensing|policy|kyc|cdd|due diligence|contracts|privacy|ip)\b/,
  ],
  [
    'Data',
    /\b(data|analytics|machine learning|ml|ai|genai|forecasting|business intelligence|bi|data science|insights)\b/,
  ],
  ['Operations', /\b(fraud|fincrime|trust (&|and) safety|gtm|revenue systems|portfolio management)\b/],
  ['Customer Success', /\b(customer success|client success|implementation|customer experience|renewals?)\b/],
  ['Support', /\b(support|customer service|customer care)\b/],
  [
    'Finance',
    /\b(finance|financial|accounting|fp&a|tax|treasury|payroll|collections|billing|audit|banking|investor relations)\b/,
  ],
  [
    'Marketing',
    /\b(brand|content|social media|community|creators?|events?|campaigns?|demand generation|competitive intelligence|user acquisition|growth marketing|seo|sem)\b/,
  ],
  [
    'Sales',
    /\b(sales|account management|accounts|business development|partnerships?|channel|field force|smb|enterprise sales|merchant)\b/,
  ],
  ['Product', /\b(product)\b/],
  [
    'Engineering',
    /\b(engineering|software|infrastructure\w*|platform|security|cyber\w*|technology|it|hardware|pcb|embedded|devops|mobile|backend|frontend)\b/,
  ],
  [
    'Operations',
    /\b(operations|ops|strategy|strategic initiatives|planning|supply|procurement|purchasing|logistics|supply chain|inventory|localization|facilities|workplace|command center|administration)\b/,
  ],
  ['Research', /\b(research|science|r&d|lab|chemical development|chemistry)\b/],
  ['Sales', /\b(commercial|revenue)\b/],
  // A school year in the title ("Teacher (25-26)") is a school's board.
  ['Education', /^\d{2}-\d{2}$/],
];

/** Role words that say little of the function, with the function they most often mean. */
const DEFAULT_RULES: readonly Rule[] = [
  [
    'Operations',
    /\b(program manager|project manager|coordinator|administrator|assistant|strategist|planner|business analyst)\b/,
  ],
  ['Data', /\b(analyst)\b/],
];

/** Department (and ATS function) names, for titles that say nothing about the function. */
const DEPARTMENT_RULES: readonly Rule[] = [
  ['Healthcare', /\b(clinical|medical|nursing|health|healthcare|care delivery|patient)\b/],
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

/**
 * The parts of a title, head first: "Senior Software Engineer - Financial Products" is the role and then
 * its team; "Manager, Account Management" a role word and then its domain; "Artiste VFX senior / Senior
 * VFX Artist" a title in two languages.
 */
function segments(title: string): string[] {
  return title
    .toLowerCase()
    .split(/\s*(?:,|;|\||\(|\)|\[|\]|:|\s\/\s|\s[-–—]\s?|[-–—]\s)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function firstMatch(rules: readonly Rule[], parts: readonly string[]): JobFunction | null {
  for (const part of parts) for (const [fn, pattern] of rules) if (pattern.test(part)) return fn;
  return null;
}

const lowerParts = (text: string | null | undefined) => (text ? [text.toLowerCase()] : []);

/**
 * The job function (the role filter), read the way a person reads a title: the role noun first
 * ("Engineer", "Counsel", "Recruiter"), then the domain the title names, then the department and the ATS's
 * own function label, then what a generic role word ("Program Manager", "Analyst") most often means.
 */
export function jobFunction(title: string, department?: string | null, hint?: string | null): JobFunction {
  const parts = segments(title);
  return (
    firstMatch(ROLE_RULES, parts) ??
    firstMatch(DOMAIN_RULES, parts) ??
    firstMatch(DEPARTMENT_RULES, lowerParts(department)) ??
    firstMatch(DEPARTMENT_RULES, lowerParts(hint)) ??
    firstMatch(ROLE_RULES, lowerParts(hint)) ??
    firstMatch(DEFAULT_RULES, parts) ??
    'Other'
  );
}
