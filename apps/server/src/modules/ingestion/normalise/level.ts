import type { JobLevel } from '@upstream/contract';
import { foldTitle } from './function.ts';

type Rule = readonly [JobLevel, RegExp];

const MBA =
  /\b(mba|post-?mba|summer associate|leadership development program|leadership development programme|rotational program|rotational programme)\b/;

/**
 * Spec §9: Executive is director and above. "Executive Assistant" and "Account Executive" are not, nor an
 * "Art Director" (a designer's title).
 */
const EXECUTIVE =
  /\b(chief|president|general counsel|vp|svp|evp|avp|rvp|head of|head,|global head|(?<!\bart )director|directeur|directrice|diretor[a]?|directora|general manager|country (manager|director)|managing director|managing (principal|partner)|school principal|partner at|board member|bereichsleit\w*|geschaftsfuhr\w*|gesamtleit\w*|hoofd|directeur\w*)\b|(부장|본부장|이사|部長|本部長|取締役|总监)/;

/** C-level abbreviations, read only at the head of a title ("Digital Marketing Manager, CRO" optimises conversion). */
const C_LEVEL = /^(?:\w+\s+)?(ceo|cfo|cto|coo|cmo|cio|ciso|cpo|cro|chro|clo|cdo)\b/;

/** Titles of people who manage people, whatever else they say. */
const PEOPLE_MANAGER =
  /\b(senior manager|sr\.? manager|associate manager|assistant manager|group product manager|supervisor|foreman|superintendent|lead manager|tlm|assistant principal|principal in residence|leader|gerente(?! (senior |sr |pleno )?de (projetos|proyectos|produto|producto|contas|cuentas|negocios|marketing))|gerante|coordenador[a]?|coordinador[a]?|subgerente|jef[ea] de (?!(proyectos?|producto|cuentas?)\b)|encargad[oa]|encarregad[oa]|chef d.equipe|chef de (service|rayon|secteur|magasin)|lider de equipe|(team|gruppen|abteilungs|filial|schicht|standort|lager|vertriebs|verkaufs|produktions|fach|stations|betriebs|werk|kuchen|bau|niederlassungs|marketing|personal)?(leiter|leiterin|leitung)|teamleider|teamleidster|ploegleider|leidinggevende|(restaurant|store|assistant) general manager|(head|sous|executive) chef|kitchen manager|charge nurse)\b|^manager\b|^(it )?operations manager\b|(팀장|파트장|그룹장|관리자|어시스턴트 ?매니저|課長|係長|マネージャー|经理|主管|組長|组长)/;

/**
 * Words before "manager" that make it an individual contributor's title: an Account Manager or a Product
 * Manager manages accounts or a product, not people. Spec §9 counts these as Mid.
 */
const IC_MANAGER =
  /\b(product|program|project|account|customer success|success|community|partner|partners|partnership|partnerships|relationship|case|territory|category|marketing|content|brand|campaign|event|office|social media|channel|enablement|implementation|tax|benefits|policy|contracts|incident|quality|operations|escalations|communications|automation|process|business|systems|study|producer|media|engagement|release|delivery|payroll|vendor|sourcing|supply|growth|alliance|alliances|affairs|workplace|facilities|test|territory|business development|programs|portfolio|property|asset|risk|compliance|privacy|strategy|pricing|revenue|planning|demand|innovation|change|transformation|deployment|integration|procurement|purchasing|inventory|credit|claims|grants|fundraising|investment|wealth|client|solutions|experience|localization|partnerships?|pr|seo|crm|lifecycle|retention|acquisition|merchandise|merchandising|buying|bizops|media buying|campaigns|generation|renewals?|excellence|relations|insights|onboarding|response|integrity|marketplace|activation|escalation|search|licensing|desk|(partner|publisher|market|channel) development)\s+managers?\b|\bgerente (senior |sr |pleno )?de (projetos|proyectos|produto|producto|contas|cuentas|negocios|marketing)\b|\bchef de (produit|projet)s?\b|\bjef[ea] de (proyectos?|producto)\b/;

const STAFF_NOT_SENIOR =
  /\b(technical staff|staff (accountant|nurse|auditor|pharmacist|attorney|writer|assistant))\b/;

/** Seniority words of individual contributors (spec §9 reads senior, lead and principal as more than entry). */
const SENIOR =
  /\b(senior|sr|snr|staff|principal|lead|tl|tech lead|distinguished|fellow|expert|iii|iv|v|vi|level 3|level 4|l5|l6|l7|leitende[r]?|experte|expertin|especialista senior)\b|(선임|책임|수석|시니어|리드|シニア|リード|高级|资深)/;

/** Words that look like seniority but are not: sales leads, the principal of a loan. */
const NOT_SENIORITY =
  /\blead (funnel|generation|gen|qualification|management)\b|\bsenior (living|care|citizens|housing|services)\b|\bleader in training\b/g;

/** Two steps of the ladder named as one opening ("Medior - Senior", "Junior/Pleno"): read at least Mid, as a range is. */
const STEP_RANGE =
  /\b(junior|jr|medior|mid|pleno|intermediate)\s*(?:-|–|\/|,|to|a|e|ou|or|tot)\s*(senior|sr|medior|mid|pleno|senior)\b/;

const ENTRY_FIRST = /\b(associate (product|program) manager|apm|rotational|new grad|new graduate)\b/;

const MID =
  /\b(ii|mid-level|midlevel|mid level|intermediate|level 2|pleno|plena|responsable|experienced|medior|confirme|confirmee|experimente|experimentee|projektleiter|projektleiterin|projectleider)\b|경력|매니저|中级/;

const ENTRY =
  /\b(junior|jr|entry|entry-level|graduate|intern|interns|internship|apprentice|apprenticeship|trainee|associate|assistant|i|level 1|early career|campus|working student|co-?op|estagiari[oa]|estagio|becari[oa]|practicas|praktikum|praktikant\w*|stagiaire|alternance|alternant|werkstudent\w*|stage)\b|(신입|인턴|주니어|新卒|インターン|ジュニア|实习|初级)/;

/**
 * A trainee's title, whatever role it names: "Product Manager Intern", "Werkstudent Vertriebsleitung", "Estagiário
 * de Engenharia", "Praktikant Marketing Manager". A manager of the interns or of their programme is not one.
 */
const TRAINEE =
  /\b(intern|internship|co-op|co op|werkstudent\w*|praktikant\w*|praktikum|pflichtpraktikum|stagiaire|stagiair|afstudeerstage|estagiari[oa]|estagio|becari[oa]|pasante|practicante|trainee|apprentice|apprenticeship|aprendiz|azubi|auszubildende\w*|ausbildung|alternant\w*|alternance|tirocinante|stagista|working student)\b|(인턴|インターン|实习)/;
const TRAINEES_MANAGER =
  /\b(interns?|internships?|co-?ops?|apprenticeships?|trainees?) (program(me)?|recruit\w*|coordinator|manager|lead|director)\b|\b(of|for) (the )?(interns?|internships?|apprentices?|trainees?)\b/;

/** ATS seniority labels (SmartRecruiters experienceLevel, Workable experience, Lever level, Personio seniority). */
const HINT_RULES: readonly Rule[] = [
  ['Executive', /\b(executive|director|c-level|vp)\b/],
  ['Manager', /\b(manager|management)\b/],
  ['Mid', /\b(mid|mid-senior|mid_senior|experienced|intermediate)\b/],
  ['Senior', /\b(senior|lead|principal|staff)\b/],
  ['Entry', /\b(entry|entry_level|junior|associate|intern|internship|student|graduate|trainee)\b/],
];

/** A store's or a restaurant's manager runs the shop: a manager of people, not an executive. */
const STORE_MANAGER = /\b(restaurant|store|assistant) general manager\b/;

/** A step of a numbered ladder at the end of the role ("Technical Account Manager 3", "Security Operator 2"). */
function ladderStep(text: string): JobLevel | null {
  const m =
    /^[^,(|]*?\b(?:engineer|manager|officer|operator|specialist|analyst|associate|consultant|developer|designer|scientist|technician|representative)\s+([1-6])\b/.exec(
      text,
    );
  if (!m) return null;
  const step = Number(m[1]);
  return step >= 3 ? 'Senior' : step === 2 ? 'Mid' : 'Entry';
}

const YEARS =
  /(\d+)\s*(?:[-–~]\s*\d+\s*)?\+?\s*(?:(?:yoe|years|yrs|anos|anios|ans|jahre)\b|년\s*(?:이상|차)|年以上)/;
const KOREAN_YEARS = /경력\s*(\d+)\s*년/;

/**
 * "8+ YOE" is senior, "2-8 YOE" mid, and so are "5 anos", "경력 3년 이상", "5年以上"; null when the title names no
 * years of experience (a contract's "계약직 1년" is its length).
 */
function levelFromYears(text: string): JobLevel | null {
  const m = YEARS.exec(text) ?? KOREAN_YEARS.exec(text);
  if (!m) return null;
  const years = Number(m[1]);
  // "2026년 신입", "2027年卒": a year of hiring, not years of experience.
  if (years > 40) return null;
  return years >= 5 ? 'Senior' : years >= 2 ? 'Mid' : 'Entry';
}

/** The level a title states, or null when it states none. */
function titleLevel(raw: string): JobLevel | null {
  let text = foldTitle(raw).replace(/_/g, ' ').replace(NOT_SENIORITY, ' ');
  if (MBA.test(text)) return 'MBA';
  if (STORE_MANAGER.test(text)) return 'Manager';
  if (EXECUTIVE.test(text) || C_LEVEL.test(text)) return 'Executive';
  // "(Senior) Consultant": the posting is open at two steps, read at the first one that is not entry.
  if (/^\((senior|sr\.?)\)/.test(text)) return 'Mid';
  // "Analyst/Senior Analyst", "Manager/Senior Manager": a range is read at its first step, at least Mid.
  const range = /(\w+)\s*\/\s*(?:senior|sr\.?)\s+(\w+)[^,\-–(]*/.exec(text);
  if (range && range[1] !== undefined && range[1] === range[2]) {
    text = text.replace(range[0], range[1]);
    const base = titleLevel(text);
    return base === null || base === 'Entry' ? 'Mid' : base;
  }
  if (STEP_RANGE.test(text)) return 'Mid';
  if (ENTRY_FIRST.test(text)) return 'Entry';
  if (TRAINEE.test(text) && !TRAINEES_MANAGER.test(text)) return 'Entry';
  const ladder = ladderStep(text);
  if (ladder) return ladder;
  const years = levelFromYears(text);
  if (years) return years;
  if (PEOPLE_MANAGER.test(text)) return 'Manager';
  if (/\bteam lead\b/.test(text) && !/\b(senior|sr|staff|principal)\b/.test(text)) return 'Manager';
  const icManager = IC_MANAGER.test(text);
  // A junior or associate who manages an account or a product is at the first step.
  if (icManager && /^(junior|jr\.?|associate)\b|\b(junior|jr)\b/.test(text)) return 'Entry';
  const peopleManager = /\b(manager|mgr|managing)\b/.test(text) && !icManager;
  if (peopleManager) return 'Manager';
  // Pharma and sales ladders put "Executive" before a specialist title: a senior individual contributor.
  if (/^executive\s(?!assistant|director|vice)/.test(text)) return 'Senior';
  if (SENIOR.test(text.replace(STAFF_NOT_SENIOR, ' '))) return 'Senior';
  if (icManager || MID.test(text)) return 'Mid';
  if (ENTRY.test(text)) return 'Entry';
  return null;
}

function hintLevel(hint: string): JobLevel | null {
  const lower = hint.toLowerCase();
  for (const [level, pattern] of HINT_RULES) if (pattern.test(lower)) return level;
  return null;
}

/** The job level from the title, then the ATS's seniority label; everything else is Entry (spec §9). */
export function jobLevel(title: string, hint?: string | null): JobLevel {
  return titleLevel(title) ?? (hint ? hintLevel(hint) : null) ?? 'Entry';
}
