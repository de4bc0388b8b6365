import type { JobFunction } from '@upstream/contract';

/**
 * The words job titles use for each function, in the order they are tried. Titles are read lower-cased with
 * the accents of Latin letters taken off ("técnico" as "tecnico", "Außendienst" as "aussendienst"), so the
 * patterns are written without accents. English words are whole words; German and Dutch compounds
 * ("Softwareentwickler", "Vertriebsmitarbeiter") are matched inside the word; Korean, Japanese and Chinese
 * words have no spaces to bound them and are matched anywhere.
 */
export type Rule = readonly [JobFunction, RegExp];

/**
 * Titles that name no job: open applications, talent communities, tests of the board. A person files
 * these under Other, whatever field they mention ("General Interest - Technology").
 */
export const NO_JOB =
  /\b(talent (community|communities|pipeline|network)|banco de talentos|bolsa de (trabajo|talento)|general (application|applications|interest|submissions?)|(general|open) job application|^join (our|us|the)\b|technologist submissions|open application|spontaneous application|unsolicited application|future (\w+ )?(opportunities|consideration)|don.?t see (what|the|a|your)|expression of interest|join our talent|candidatura espontanea|candidature spontanee|initiativbewerbung|open sollicitatie|test (job|posting)|do not apply|introduce yourself|stay in touch|hiring event|submit (your|a) (resume|cv|application)|open (position|application)s?$|apen søknad|terms of reference|request for (proposals?|quotations?|tenders?)|call for (proposals|tenders)|careers? (interest|fair)|career interest form|apply here|general (pool|inquiries)|talent pool|resume (drop|dropbox)|express your interest|apply for future openings|pitch your position|i.?m interested in joining|share your information|drop your (resume|cv)|interested in a future career)\b|인재풀/;

/**
 * Roles whose words would otherwise be read as another function: checked before the role nouns, so
 * "Director of Product Design" is Design though it says "Director of Product", "Field Application Engineer"
 * is Sales and "Environmental Health & Safety Engineer" Operations though they say "Engineer".
 */
export const FIRST_RULES: readonly Rule[] = [
  // Food service, fitness and newsroom jobs: a person files them under Other, not under the word beside.
  [
    'Other',
    /\b(food services?|culinary|cook|line cook|prep cook|(sous|pastry|executive|line|head|private|kitchen|jr\.?|junior) chef|chef de (cuisine|partie)|barista|bartender|mixologist|dishwasher|waitstaff|waiter|waitress|busser|(culinary|banquet|restaurant|food|event|catering) server|personal trainer|fitness (coach|trainer|instructor)|journalist|reporter|editorial (fellow|intern|assistant)|managing editor|editor.in.chief|(news|deputy|copy|politics|features) editor|staff writer|(kids|children.?s|youth|student|women.?s|men.?s|special needs|family|worship|prayer|pastoral) ministry|ministry (assistant|director|coordinator|leader|intern|resident)|pastor|pastoral|(food (&|and) beverage|f&b) (supervisor|manager|attendant|server|associate|lead|assistant)|kitchen (porter|assistant|steward|staff|hand|helper|aide)|dietary (aide|assistant))\b/,
  ],
  [
    'Design',
    /\b(head of design|(?<!(study|trial|clinical|centre|center|model) )design (director|lead|manager)|(multi ?media|multimedia) design|(marketing|brand|graphic|visual|web|motion|digital|creative|presentation) designer|(product|ux|ui|brand|visual|graphic|interaction|service|experience|web|digital|motion|communication|packaging|fashion|interior) design(?!\s*(engineer|verification|validation|instructor|teacher|faculty)))\b/,
  ],
  [
    'Operations',
    /\b(ehs|hse|qhse|she|whs|whseq|hseq|sheq|industrial hygien\w*|environmental,? health|health,? safety|health (&|and) safety|safety (officer|specialist|manager|coordinator|lead|technician|advisor)|seguranca do trabalho|seguridad (e higiene|industrial|y salud)|arbeitssicherheit|(sales|revenue) operations|(pre-?sales|sales|revenue) strategy (&|and) operations|sales ops|revops|project developer|atendimento logistico|content (moderator|moderation))\b/,
  ],
  ['People', /\b(hris|hr systems|hr technology)\b/],
  // A recruiter is filed by the head noun, whatever field they recruit for ("Nurse Recruiter", "Sales Recruiter").
  ['People', /\b(recruiters?|sourcers?)\b/],
  // Nursing aides and data engineers in Spanish, Portuguese and French, before the helper and engineer nouns.
  ['Healthcare', /\b(auxiliar de enfermeria|tecnic[oa] (de|em) enfermagem)\b/],
  ['Data', /\b(ingenieu\w* (big )?data)\b/],
  // The operations desks of financial-crime work are Operations, its policy Legal (the labelling conventions).
  ['Operations', /\b((aml|kyc|cdd|edd|sanctions|screening) operations)\b/],
  // The operations of a field are that field's work, as "Marketing Operations", "People Operations" and "Product
  // Operations" are: "Payroll Operations Manager", "Legal Ops Specialist", "Design Operations Manager". Those of
  // selling, a business, a supply chain or a platform's users stay Operations (the conventions), as does
  // physical security (a "Global Security Operations Center" watches sites and people).
  ['Finance', /\b((finance|financial|payroll|tax|billing|investment|fund|treasury) (operations|ops))\b/],
  ['Legal', /\b((legal|privacy) (operations|ops))\b/],
  ['People', /\b((talent|recruitment|talent acquisition|hr|people) (operations|ops))\b/],
  ['Design', /\b(design (operations|ops)|designops)\b/],
  // Creative operations run a marketing team's production, as its creative project managers do (the tuning labels).
  ['Marketing', /\b((brand|communications|comms|creative) (operations|ops))\b/],
  [
    'Engineering',
    /\b((?<!(physical|global|corporate) )security operations (center|centre|analyst|engineer)s?|soc analysts?)\b/,
  ],
  ['Healthcare', /\b(medical affairs (operations|ops))\b/],
  // Fundraising is filed under Sales, its writers included; a camp's or a school's counsellors teach.
  ['Sales', /\b(grants? writers?|grant writing)\b/],
  ['Education', /\b((camp|youth|day camp) counsell?ors?|^counsell?ors?$)\b/],
  // A school's psychologists and social workers serve its pupils ("School Psychologist").
  ['Education', /\b(school (psychologists?|social workers?))\b/],
  // Quality systems are the quality-management paperwork of a plant or a lab; office management is office work.
  [
    'Operations',
    /\b(quality systems? (specialist|manager|lead|associate|analyst|coordinator)|office management)\b/,
  ],
  // Selling on a marketplace is e-commerce sales ("Marketplace Manager, Amazon").
  ['Sales', /\b(marketplace (manager|lead|specialist|director|executive|associate))\b/],
  // A shop's floor staff sell, a workshop's do not.
  [
    'Sales',
    /\b((?<!(machine|workshop|paint|body|repair|print|weld|welding|fabrication|coffee) )shop (assistant|associate|manager|supervisor))\b/,
  ],
  // Investigators of workplace complaints and heads of talent are HR's; a health technician of a clinic or
  // a sterile-processing department is clinical staff, not a workshop's.
  [
    'People',
    /\b((employee relations|workplace|hr) investigat(ors?|ions (specialist|partner|manager|lead|analyst|consultant))|head of talent|(vp|vice president|director),? (of )?talent)\b/,
  ],
  [
    'Healthcare',
    /\b((behavioral|behavioural|mental) health (technician|tech|specialist|associate|worker|aide)|sterile processing|patient care (technician|tech|assistant)|psychiatric (technician|tech|aide))\b/,
  ],
  // Content design of a product's words is design work, as the design teams file it.
  ['Design', /\b(ux writer|ux writing|content designer|ux content (designer|strategist))\b/],
  // Counter staff of cosmetics and fashion brands sell.
  [
    'Sales',
    /\b(beauty (advisor|adviser|consultant|expert|specialist|associate)|makeup (advisor|consultant)|fragrance (advisor|consultant|specialist))\b/,
  ],
  // Support of a team other than customers' is that team's work, as "Sales Support" is Sales: "Accounting
  // Support Specialist", "Litigation Support", "Operations Support Analyst", "Weld Support Technician".
  ['Finance', /\b(accounting|payroll|billing|tax) support\b/],
  ['Legal', /\b(legal|litigation|contracts?) support\b/],
  ['People', /\b(hr|people|recruiting|recruitment|talent acquisition) support\b/],
  ['Marketing', /\b(marketing) support\b/],
  [
    'Operations',
    /\b(operations|ops|logistics|warehouse|manufacturing|weld|welding|facilities|housing|transportation|fleet|supply chain|office) support\b/,
  ],
  // Engineers of a supply chain, a plant's upkeep or a building work in operations, as its buyers, mechanics and
  // facilities staff do (the labelling conventions): "Supplier Development Engineer", "Stationary Engineer".
  [
    'Operations',
    /\b((supplier|supply chain|logistics|procurement|sourcing|commodity|building|stationary|(?<!software )maintenance|supplier (development|quality)) engineers?)\b/,
  ],
  [
    'Support',
    /\b(escalation engineers?|desktop (support )?engineers?|tier ([1-3]|i{1,3}) (technician|analyst|agent|specialist|representative)s?|after.?sales|field service representative|deskside (technician|support|engineer|analyst)|(cx|customer (service|support|care|experience)|support|call cent(er|re)|contact cent(er|re)) trainer)\b/,
  ],
  // A vendor's engineers and architects after the sale are its professional services (the labelling conventions:
  // implementation and professional services are Customer Success): "Senior Consulting Engineer", "Partner
  // Technical Delivery Engineer", "Resident Solutions Engineer", "Senior Customer Architect".
  [
    'Customer Success',
    /\b(delivery solutions? architects?|(technical )?delivery engineers?|consulting engineers?|customer architects?|resident solutions? (engineers?|architects?))\b/,
  ],
  [
    'Sales',
    /\b(field application engineer|fae|technical sales|sales engineer|sales support|business developers?|pre-?sales|solutions? (engineers?|consultants?|architects?|architecture)|value (consultant|engineer)|(inbound|outbound) sales|(programmatic|advertising|media|ad) (\w+ )?sales (executive|manager|director|representative|lead)|solutions consulting|field cto|demo (engineer|specialist)|field application (scientist|specialist)|(sales|revenue|partner|field) enablement|ingeniero de ventas|ingenieur commercial|ingenieur d.affaires|engenheiro de vendas)\b/,
  ],
  // The finance team's own systems ("Revenue Systems Administrator", "Finance Systems Admin") are Finance.
  [
    'Finance',
    /\b(finance|financial|revenue|accounting) systems? (administrator|admin|analyst|manager|lead|specialist)\b/,
  ],
  [
    'Engineering',
    /\b(technical writer|it operations|information systems? security|network operations (engineer|center)|technical director|(layout|mechanical|electrical|pcb|rfic|asic|chip|ic|cad) designer|noc (engineer|technician)|(kafka|database|system|systems|network|salesforce|zendesk|jira|atlassian|sharepoint|okta|servicenow|video|voice|m365|microsoft 365|linux|windows|cloud|impartner) (administrator|admin)|sde|swe|(logic|logical|physical|asic|rtl|chip|circuit|silicon) design|failure analysis|information security|infosec|cyber ?security|stress (analyst|engineer)|test (specialist|technician|lead|manager|analyst)|(engineering|electronics|test|hardware|development|characterization|calibration|materials) technician|automation (&|and) controls|controls (engineer|technician))\b/,
  ],
  [
    'Finance',
    /\b(fp ?& ?a|financial planning|anaplan|revenue accounting|strategic finance|(investment|equity|credit|fixed income) research)\b/,
  ],
  // Pay plans of sellers are run by finance, not by the compensation team of HR: "Sales Compensation Analyst",
  // "Incentive Compensation Manager", "Commissions Analyst".
  [
    'Finance',
    /\b((sales|incentive|variable|gtm) compensation|sales commissions?|commissions (analyst|specialist|manager|lead))\b/,
  ],
  // A growth team's analysts read its numbers: Data, though "Growth" alone is Marketing.
  ['Data', /\b(growth (data |product |business )?analysts?|growth analytics)\b/],
  // Project managers of sites and buildings are Operations, though "Civil" or "Infrastructure" would read as
  // Engineering: "Civil Project Manager", "Campus Infrastructure Project Manager", "Site Expansion Manager".
  [
    'Operations',
    /\b((construction|civil|site|campus|facilities|facility|capital|fit-?out|substation|solar|wind farm|energy storage|ess|physical infrastructure|data cent(er|re) build)\b(\s+\S+){0,3}\s+(project|program(me)?|expansion|build) (manager|director|lead|coordinator)s?|(project|program(me)?) (manager|director|lead|coordinator)s?\b.*\b(construction|civil works|physical infrastructure|site development|campus|fit-?out|capital projects))\b/,
  ],
  [
    'Data',
    /\b(ml|machine learning|ai\/ml|ml\/ai|mlops|ml ?ops|ml infra\w*) (engineer|engineering|scientist|infrastructure|platform|researcher|developer|architect)\b/,
  ],
];

/**
 * A consultant of an enterprise package implements it for a client (the labelling conventions: implementation is
 * Customer Success), wherever in the title the package is named: "Consultant, NetSuite / ERP", "Workday HCM
 * Consultant", "Managing Consultants - Endur Functional". Read on the whole title, as the package and the role
 * are often split by a comma or a dash; a developer, engineer, architect or administrator of it builds it instead.
 */
export const PACKAGE_CONSULTANT =
  /^(?!.*\b(developers?|engineers?|architects?|administrators?|admin|solutions?|sales|pre-?sales)\b).*(\b(netsuite|erp|workday|sap|s\/4 ?hana|servicenow|salesforce|dynamics 365|d365|oracle (cloud|fusion|ebs|hcm|erp)|endur|rightangle|ctrm|etrm)\b.*\bconsultants?\b|\bconsultants?\b.*\b(netsuite|erp|workday|sap|servicenow|salesforce|dynamics 365|d365|endur|rightangle|ctrm|etrm)\b)/;

/**
 * A solutions engineer, architect or consultant of a vendor's services after the sale is its professional
 * services (the labelling conventions: implementation and professional services are Customer Success), though the
 * role alone is presales: "Solutions Engineer, Professional Services DACH", "Solutions Architect, Software
 * Deployments (Conversions)", "Senior Solution Architect - Professional Services". Read on the whole title, as the
 * role and its team are split by a comma, a dash or brackets.
 */
export const POST_SALE_SOLUTIONS =
  /^(?!.*\bpre-?sales?\b).*(\bsolutions? (engineers?|architects?|consultants?)\b.*\b(professional services|implementations?|deployments?|onboarding|post-?sales?)\b|\b(professional services|implementation|deployment|onboarding|post-?sales?) solutions? (engineers?|architects?|consultants?)\b)/;

/**
 * Role nouns and role phrases: what the person in the job is ("Engineer", "Designer", "Counsel",
 * "Recruiter", "Account Executive"). They decide the function the way a reader does, whatever the title
 * says about the domain around them: "Senior Software Engineer - Financial Products" is Engineering.
 * Checked in order, so compound roles come before the nouns they contain ("Data Engineer" before
 * "Engineer"). Every English pattern is whole-word, so "maintain" never reads as AI.
 */
export const ROLE_RULES: readonly Rule[] = [
  // An investor named alone is a role ("Investor - AI and Robotics"); beside another role the investors are its
  // clients ("Customer Success Manager, Investors").
  ['Finance', /^investors?$/],
  // The executive titles name their function.
  [
    'Engineering',
    /\b(cto|vcto|fractional cto|ciso|cio|chief (technology|technical|information|information security) officer)\b/,
  ],
  ['Finance', /\b(cfo|chief financial officer|chief investment officer)\b/],
  ['Marketing', /\b(cmo|chief marketing officer|chief growth officer|chief brand officer)\b/],
  ['Product', /\b(cpo|chief product officer)\b/],
  ['Sales', /\b(cro|chief revenue officer|chief (sales|commercial|business) officer)\b/],
  ['People', /\b(chro|chief (people|human resources|talent) officer)\b/],
  ['Legal', /\b(clo|general counsel|chief (legal|compliance|privacy|risk) officer)\b/],
  ['Data', /\b(cdo|chief data officer|chief ai officer)\b/],
  ['Healthcare', /\b(chief medical officer|chief nursing officer|cmo medical)\b/],
  ['Operations', /\b(ceo|coo|chief executive officer|chief operating officer|chief of staff)\b/],
  // Security research is cyber-security work, not a lab's: before the researchers below.
  ['Engineering', /\b((security|vulnerability|exploit) research\w*)\b/],
  // Trade and customs compliance is a logistics desk's work; a counsel of it stays Legal (read first, head first).
  ['Operations', /\b((trade|customs|import|export) compliance)\b/],
  [
    'Healthcare',
    /\b(nurse|nurses|nursing|care managers?|peer support (specialist|worker|counselor|counsellor)s?|rn|lpn|lvn|cna|crna|np|pa-c|np\/pa|pa\/np|aprn|fnp|pmhnp|physician|doctor|clinician|pharmacist|pharmacy (technician|tech|assistant)|therapist|physiotherapist|dentist|dental (assistant|hygienist)|hygienist|caregiver|psychiatrist|psychologist|psychotherapist|radiologist|sonographer|phlebotomist|paramedic|emt|veterinarian|veterinary (technician|assistant|nurse|tech)|vet tech|surgeon|medical (assistant|scribe|director|receptionist|biller)|medication aide|nurse aide|nursing assistant|family support educator|clinical coding|(inpatient|outpatient|medical) coder|coding specialist|health coach|care coordinator|optometrist|optometric|ophthalmic|ophthalmologist|optician|licensed optical|optical technician|eye ?care technician|behaviou?r(al)? health technician|midwife|dermatologist|allergist|cardiologist|oncologist|pediatrician|hospitalist|anesthesiologist|chiropractor|podiatrist|audiologist|dietitian|dietician|nutritionist|speech.language pathologist|slp|occupational therapy|physical therapy|orthotist|prosthetist|advanced practice (provider|clinician|practitioner)|nurse practitioner|physician assistant|behavioral interventionist|behavior technician|rbt|bcba|aba|home health|home care|personal care aide|imaging specialist|(radiologic|radiology|x-ray|mri|ct|surgical|ultrasound|mammography|chemotherapy|dialysis|ekg|echo) (technologist|tech|technician|assistant)|(chemotherapy|chemo) prep|dosimetrist|care coach|clinic manager|patient care|enfermagem|community health worker|doula|social worker|social work|case manager|(residential|mental health|substance|addiction|behavioral health|crisis|clinical) counselor|lmhc|enfermeir[oa]|enfermer[oa]|infirmier|infirmiere|medico|medecin|fisioterapeuta|psicolog[oa]|nutricionista|farmaceutic[oa]|odontolog[oa]|dentista|verpleegkundige|huisarts|tandarts|fysiotherapeut|apotheker|arzt|arztin|zahnarzt|pflegefachkraft|pflegekraft|krankenpfleger|hebamme)\b/,
  ],
  [
    'Research',
    /\b(\w*biologist|\w*chemist|physicist|\w*geologist|geophysicist|hydrologist|biostatistician|bioinformatic\w*|dmpk|(ux|user|design) research(ers?)?|meteorologist|forecasting intern|pharmacology|heor|economist|econometrician|mel (lead|officer|manager|specialist|associate)|monitoring (&|and) evaluation|clinical (study|studies|trial|research|development) (manager|lead|director|scientist|associate)|research (scientist|engineer|associate|assistant|fellow|analyst|manager|director|lead)|r&d (technician|scientist|engineer|associate)|lab(oratory)? (technician|assistant|associate|manager)|investigador[a]?|pesquisador[a]?|chercheur|chercheuse|forscher\w*|onderzoeker)\b/,
  ],
  [
    'Education',
    /\b(teacher|teachers|teaching (assistant|fellow)|(lead|assistant) guide|tutor|instructor|professor|lecturer|educator|paraprofessional|paraeducator|school principal|assistant principal|principal in residence|instructional designer|instructional coach|instructional (associate|program manager|coordinator|specialist|lead|manager)|curriculum (designer|developer|writer)|admissions counselor|college counselor|school counselor|academic (advisor|coach)|(technical|learning|student|career|peer|course|bootcamp|session) mentor|mentors?|proctor|preschool|pre-k|early childhood|childcare|dean|profesor[a]?|professora|maestr[oa]|docente|enseignant[e]?|formateur|formatrice|educador[a]?|leraar|lerares|docent|insegnante|lehrer\w*|erzieher\w*)\b/,
  ],
  [
    'Legal',
    /\b(counsel|attorney|lawyer|paralegal|head of legal|solicitor|barrister|notary|company secretar\w*|corporate secretar\w*|legal (assistant|secretary|specialist|analyst|manager|director|operations)|e-?discovery|contracts? (manager|specialist|administrator|negotiator)|policy (manager|director|lead|advisor|analyst)|government (affairs|relations)|public policy|regulatory affairs|compliance (officer|analyst|specialist|manager|lead|director|associate|counsel)|money laundering|aml|bsa|sanctions|privacy (officer|manager|counsel|analyst|specialist)|risikomanag\w*|abogad[oa]|advogad[oa]|avocat[e]?|juriste|jurist|rechtsanwalt\w*|advocaat|juridico|juridique)\b/,
  ],
  [
    'People',
    /\b(recruiter|recruiters|recruiting (coordinator|manager|lead|partner|operations)|sourcer|talent acquisition|talent partner|talent (management|development)|(hr|people) business partner|hr shared services|recruitment|contingent workforce|hr (generalist|manager|specialist|coordinator|director|assistant|advisor|operations|analyst)|people partner|hrbp|hris|people operations|people analytics|people (&|and) culture|human resources?|compensation (analyst|partner|manager)|benefits (analyst|manager|specialist|operations|lead)|total rewards|learning (&|and) development|learning architecture|learning experience designer|l&d|candidate experience|employer brand\w*|absence management|leave of absence|organi[sz]ational development|learning (&|and) od|workforce planning|technical trainer|trainer|recrutador[a]?|reclutador[a]?|recruteur|recruteuse|recursos humanos|ressources humaines|werving|personalreferent\w*|personalsachbearbeiter\w*|personalentwickl\w*|recrutement|reclutamiento|recrutamento)\b/,
  ],
  [
    'Data',
    /\b(data (operations|ops) (analyst|specialist|associate|lead|manager|engineer)|data (science|scientist|engineer|engineering|analyst|analytics|architect|modeler|modeller|steward|governance|quality|operations engineer|platform engineer|integration engineer|visualization)|machine learning|ml ?ops|mlops|ml engineer|ml scientist|analytics (engineer|manager|lead|director)|analytical engineer|applied scientist|decision scientists?|applied (ai|ml|ai\/ml) scientist|bi (analyst|developer|engineer)|business intelligence|alteryx|tableau|power bi|statistician|cientista de dados|cientifico de datos|analista de dados|analista de datos|ingeniero de datos|engenheiro de dados)\b/,
  ],
  [
    'Marketing',
    /\b(product marketing|marketing|marketer|affiliate (manager|marketing)|organic search|answer engine optimi[sz]ation|aeo|marketeer|mercadeo|mercadotecnia|developer (advocacy|advocate|relations)|devrel|creative producer|web producer|(video|podcast|audio|social|content) producer|video editor|copywriter|writer|copy (supervisor|director|lead)|content (writer|strategist|marketer|manager|creator|producer|specialist|lead|editor)|brand (manager|strategist|ambassador|lead|director|partnerships)|social media|social (strategist|creative|lead|manager)|community (manager|lead|specialist)|webmarketing|paid (media|social|search)|performance media|media (buyer|buying|planner|planning|strategist|manager|director|supervisor|specialist|lead)|programmatic|abm|account.based|martech|seo|sem|ppc|demand (generation|gen)|lifecycle (marketing|manager|specialist|lead)|crm (manager|specialist|lead|marketing)|email (marketing|specialist)|growth (marketing|manager|marketer)|public relations|pr (manager|specialist|lead|director|coordinator)|publicist|publicity|corporate affairs|press officer|events? (manager|coordinator|producer|specialist|lead|planner)|influencer|campus ambassador|creative strategist|(reels|tiktok|instagram|content|campaign|digital) strategist|experimentation (manager|lead|specialist)|personali[sz]ation (manager|lead|specialist)|optimi[sz]ation manager|comunicacao|comunicacion|redator|redactor|redacteur)\b/,
  ],
  [
    'Finance',
    /\b(accountant|accounts? (payable|receivable)|(ar|ap) (analyst|specialist|clerk|manager|associate)|internal audit|quants?|accounting (manager|specialist|analyst|associate|clerk|director|lead|assistant|supervisor|operations)|controller|controllership|comptroller|bookkeeper|auditor|actuary|actuarial|underwriter|underwriting|treasury|treasurer|tax (manager|analyst|accountant|specialist|director|associate)|taxation|payroll (specialist|manager|administrator|coordinator|analyst|lead)|billing (specialist|analyst|coordinator|manager)|collections (specialist|agent|analyst|manager)|credit (analyst|manager|officer)|financial (analyst|controller|reporting|accountant|advisor|planner)|finance (manager|director|analyst|associate|specialist|coordinator|lead|business partner|operations|intern)|investment (analyst|associate|manager|banker|banking|professional|director|officer|specialist)|investor relations|portfolio (analyst|manager)|wealth management|asset management|trader|trading (specialist|analyst|associate|assistant|operations)|(quantitative|quant) (trader|analyst|strategist)|corporate development|t&e|revenue cycle|accounts (assistant|clerk|officer)|valuations?|stock plan|equity (plan|administration|admin)|transfer pricing|contador[a]?|contabil\w*|contable|contabilidad|comptable|comptabilite|buchhalt\w*|boekhoud\w*|financeir[oa]|financier[oa]?|finanzas|financas|tesouraria|tesoreria)\b/,
  ],
  [
    'Customer Success',
    /\b(customer success|client success|success (manager|lead|specialist|associate)|technical account (manage\w*|associate|specialist|lead|director)|customer solutions (manager|lead|director)|tam|implementation|professional services|deployment (manager|specialist|consultant|lead)|technical services|onboarding|customer enablement|delivery (consultant|manager|lead|director|solutions architect)|solution delivery|services consult\w*|technical consultant|relationship manager|client (lead|relations)|customer advocacy|engagement manager|partner success|customer education|(customer|client|enterprise|merchant|partner) launch (manager|specialist|lead|consultant)s?|integrations? consultants?|sucesso do cliente|exito del cliente|relacionamento com o? ?cliente|relacion con (el )?cliente)\b/,
  ],
  [
    'Support',
    /\b(support (engineer|specialist|analyst|agent|representative|manager|lead|technician|quality|knowledge|escalations|operations|associate|coordinator)|customer (support|service|care|advocate|experience|relations|happiness)|(member|client) advocate|client (support|service|services)|technical support|tse|service desk|help ?desk|it support|desktop support|it (administrator|technician|specialist|helpdesk)|cx|call center|contact center|travel (consultant|agent|experience|counselor|advisor)|health guide|member services|roadside|end user (computing|device|devices|support|services)|soporte|suporte|atendimento|atencion al cliente|servicio al cliente|service client|kundenservice|kundendienst|kundenbetreuung|klantenservice|servizio clienti|assistenza clienti)\b/,
  ],
  [
    'Sales',
    /\b(account executive|account manager|account manage|account representative|gerente de (contas|cuentas)|gestor de contas|field engineering|account supervisor|key account|account director|(strategic|named|major|key|national|global) accounts?|sales|salesperson|seller|sdr|bdr|business development|franchise development|biz ?dev|development representative|partner (manager|development|sales)|partnerships? manager|alliances?|channel (partner|manager|sales)|systems integrators?|gsis?|area (business )?manager|territory (manager|managers|representative|sales|director|lead|account|development)|(agency|account) development (lead|manager|specialist)|partner specialists?|area vice president|sales support|health systems manager|inside sales|deal desk|client (partner|director|executive|manager)|rvp|regional vice president|loan (originator|officer)|mortgage|insurance agent|broker|realtor|leasing (consultant|agent|specialist|manager)|real estate (agent|salesperson|advisor)s?|gift officer|major gifts|canvasser|aes?|fundraising|fundraiser|development officer|advancement|foundation relations|store (manager|associate|leader|supervisor|lead)|co-?manager|co-?gerante?|retail (associate|manager|supervisor|consultant|representative)|keyholder|key holder|detentrice de cle|detenteur de cle|floor (leader|lead|supervisor|manager)|district manager|account executives|account (specialist|lead)|proposals? (manager|writer|specialist|coordinator|lead|director|analyst)|rfp|(bid|tender) (manager|coordinator|specialist|lead|director)|sponsorships? (manager|sales|coordinator|director|lead|executive|specialist)|style advisor|stylist|cashier|merchandiser|showroom|boutique|ventes?|vendas?|vendedor[a]?|vendeur|vendeuse|comercial|commercial (terrain|manager|director|representative|executive|lead|associate|specialist|sedentaire)|ejecutivo de (ventas|cuentas)|chargee? de comptes|chargee? d.affaires|executivo de contas|commerciale|vendita|venditore|procacciatore|agente di commercio|verkauf\w*|verkaufer\w*|vertrieb\w*|aussendienst\w*|verkoop\w*|verkoper)\b/,
  ],
  [
    'Product',
    /\b(product manager|product owner|product management|product lead|head of product|director of product|vp,? product|product director|technical program manager|engineering program manager|tpm|product analyst|product operations|producer|apm|gerente de produto|gerente de producto|chef de produit)\b/,
  ],
  [
    'Design',
    /\b(designer|ux|ui\/ux|artist(?!\s*&)|artiste|animator|animador[a]?|illustrator|rigger|creative director|art director|creative (lead|manager)|motion graphics?|photographer|videographer|filmmaker|artworker|design technologist|disenador[a]?|desenhador[a]?|diseno|grafisch|ontwerper|gestalter\w*)\b/,
  ],
  ['Research', /\b(researcher|scientist|postdoc|postdoctoral|research)\b/],
  [
    'Operations',
    /\b(executive assistant|(cost )?estimators?|flight attendants?|cabin crew|administrative|admin assistant|office (manager|coordinator|administrator)|receptionist|front desk|front office(?! (software|engineer|developer|technolog\w*|quant\w*|trad\w*))|secretary|qc (associate|analyst|technician|specialist|inspector)|line ?haul|(middle|last|first) mile|category (manager|management)|(operations?|ops|coreops) (manager|lead|analyst|specialist|technician|coordinator|associate|director|supervisor)|bizops|business operations|driver|chauffeur|courier|hauler|dispatcher|picker|packer|forklift|material handler|buyer|buyers|mechanic|machinist|welder|fabricator|assembler|operator|inspector|production (supervisor|associate|lead|worker|manager|planner|scheduler)|plant (manager|operator)|superintendent|foreman|electrician|plumber|carpenter|custodian|janitor|porter|bus (attendant|driver|monitor)|laborer|labourer|helper|bender|polisher|fitter|pipefitter|millwright|driller|handyman|groundskeeper|landscaper|tailor|seamstress|alterations|parts (associate|specialist|clerk|advisor|manager)|vehicle condition|dealership attendant|verification expert|authenticator|executive business partner|processor|housekeeper|cleaner|installers?|security (officer|guard|operator)|loss prevention|asset protection|detailer|lot attendant|prepper|painter|(processing|body|auto|repair|refinish|maintenance|lab) tech|restaurant manager|branch manager|country (manager|head)|site manager|property manager|scheduler|remote assist|technician|operador[a]?|operario|motorista|conductor|comprador[a]?|acheteur|acheteuse|inkoper|administrativ[oa]|assistente administrativ[oa]|auxiliar|recepcionista|sachbearbeiter\w*)\b/,
  ],
  [
    'Engineering',
    /\b(engineer|engineers|engineering (manager|lead|director|intern|internship)|(?<!(press|music|label) )release (manager|management|coordinator|lead)|(major |security |it )?incident (manager|commander|management)|developer|developers|programmer|programmeur|architect|sre|devops|dev ops|devsecops|sdet|qa|quality assurance|tester|test (lead|manager|analyst|automation)|tech lead|technical lead|full.?stack (team )?lead|technical staff|technologist|sysadmin|systems administrator|database administrator|dba|firmware|scrum master|salesforce|servicenow|sap|erp|murex|dynamics 365|oracle|technical writer|(?<!(hr|people|financial|finance|revenue|sales|marketing|accounting|payroll|chain) )(business )?systems? analyst|technical project manager|drafter|draftsman|cad|desenhista|projetista|ingenier[oa]|engenheir[oa]|ingenieur|ingenieurin|ingenieuse|desarrollador[a]?|desenvolvedor[a]?|developpeur|developpeuse|programador[a]?|analista de sistemas|entwickler\w*|ontwikkelaar|sviluppatore)\b/,
  ],
  // The fields of operations, after the role nouns: "Manufacturing Engineer" is Engineering, "Supply Chain
  // Manager" Operations.
  [
    'Operations',
    /\b(fleet|warehouse|fulfil+ment|logistics|supply chain|purchasing|procurement|sourcing|supply (manager|planner|planning|specialist|lead)|vendor (manager|management)|inventory|facilities|facility|maintenance|welding|machining|tool and die|assembly|quality (control|inspector|technician)|manufacturing|construction|physical infrastructure|capital projects|site development|civil works|hvac|reconditioning|cultivation|packaging|kitchen agent|order (builder|fulfillment)|shipping|receiving|mailroom|distribution cent(er|re)|in-?stock|firefighter|process improvement|operational excellence|continuous improvement|lean|six sigma|real estate|dangerous goods|customs|trade compliance|operations|operacoes|operaciones|operaties|logistica|logistique|logistik\w*|almacen|armazem|entrepot|magazijn|lager\w*|compras|einkauf\w*|mantenimiento|manutencao|instandhaltung|wartung|planejamento|planificacion)\b/,
  ],
  // Role nouns of Spanish, Portuguese, French, German and Dutch postings that the English nouns above do not
  // cover; last, so an English title has met its noun before it reaches them (read without accents and gender marks: "Préparateur(trice) de commandes", "Secretária").
  [
    'Sales',
    /\b(accountmanager\w*|kundenberater\w*|dependient[ea]|caissier\w*|cajer[oa]|(hote|employe|agent|equipier|equipiere)\S* de caisse|addett[oa] (alle )?vendite|gerente de (loja|tienda)|vendeur|vendeuse|conseill\w* de vente|verkoper|verkoopster|vertegenwoordiger|representante (comercial|de ventas|de vendas)|asesor[a]? (comercial|de ventas)|ejecutiv[oa] (comercial|de ventas|de cuentas)|executiv[oa] (comercial|de vendas|de contas)|promotor[a]? de ventas|commercial (terrain|sedentaire|itinerant)|technico-commercial|attache\w* commercial\w*|charge\w* d.affaires)\b/,
  ],
  [
    'Marketing',
    /\b(charge\w* de (communication|marketing)|texter\w*|redacteur|redactrice|redactor[a]?|redator[a]?)\b/,
  ],
  [
    'Finance',
    /\b(controleu\w* de gestion|tesorer[oa]|steuerfachangestellte\w*|steuerberater\w*|gestionnaire de paie|paie|comptabilite|contabilidade|contabilidad|auditeur\w*|contabile)\b/,
  ],
  ['People', /\b(departamento (de )?pessoal|charge\w* de recrutement|gestionnaire rh)\b/],
  [
    'Support',
    /\b(atendente|teleatendente|teleoperador[a]?|teleconseill\w*|operador[a]? de (telemarketing|atendimento)|agente de (atencion|servicio)|conseill\w* client\w*|charge\w* de clientele)\b/,
  ],
  [
    'Customer Success',
    /\b(consultor[a]? de (implantacao|implementacao|implementacion)|implantacao|implementacao|implementacion|deploiement)\b/,
  ],
  [
    'Healthcare',
    /\b(kinesitherapeute|aide-? ?soignant\w*|auxiliar de enfermeria|tecnic[oa] (de|em) enfermagem|enfermeria|enfermagem|verzorgende|zorgmedewerker|huisarts|tandarts|apotheker\w*|sage-femme|medecin|infermier[ea])\b/,
  ],
  [
    'Education',
    /\b(professeur\w*|leerkracht|monitor[a]? de tiempo libre|pedagog\w*|animat(eur|rice) (periscolaire|enfance))\b/,
  ],
  [
    'Data',
    /\b(ingenieu\w* (big )?data|data-? ?analist|datenanalyst\w*|datenwissenschaftler\w*|datawetenschapper)\b/,
  ],
  ['Design', /\b(graphiste|grafikdesigner\w*|mediengestalter\w*)\b/],
  ['Engineering', /\b(arquitect[oa]|arquitet[oa]|architecte|informaticien\w*|informatico)\b/],
  ['Research', /\b(wissenschaftliche[rn]? mitarbeiter\w*|wissenschaftler\w*|wetenschappelijk\w*)\b/],
  [
    'Operations',
    /\b(almacenista|repartidor[a]?|magasinier\w*|magazzin\w*|impiegat[oa] amministrativ[oa]|preparat\w* de commandes|cariste|livreur|livreuse|secretari[ao]|secretaire|(?<!(engenheir[oa]|ingenier[oa]|engenharia|ingenieria) )(mecanic[oa]|eletricista|electricista)|electricien\w*|soldador[a]?|soudeur|limpiador[a]?|faxineir[oa]|agent d.entretien|agente de limpeza|vigilante|porteiro|conserje|chofer|operari[oa]|operador[a]? (de|logistico))\b/,
  ],
];

/** German and Dutch compounds name the role at the end of the word ("Softwareentwickler", "Vertriebsleiter"). */
export const COMPOUND_RULES: readonly Rule[] = [
  [
    'Sales',
    /(vertrieb|verkauf|verkoop|aussendienst|accountmanag|versicherungs(experte|berater|vermittler|makler|fachmann|fachfrau)|finanzberater|kauf(mann|frau|leute) fur versicherungen)/,
  ],
  ['Product', /(produktmanag|productmanag|produktown|productown|producteigenaar)/],
  ['Marketing', /(marketing)/],
  ['Design', /(designer|grafik)/],
  ['Legal', /(jurist|rechtsanwalt|anwalt)/],
  ['Data', /(datenanalyst|dataanalist|datawetenschap)/],
  ['Healthcare', /(pflege|arzt|verpleeg|therapeut(?!ic)|zorg)/],
  [
    'Finance',
    /(buchhalt|boekhoud|controlling|steuerfach|steuerberat|lohnabrechn|wirtschaftsprufer|abschlussprufer)/,
  ],
  ['Support', /(kundenbetreu|kundenservice|kundendienst|kundensupport|klantenservice)/],
  [
    'People',
    /(personalreferent|personalsachbearbeit|referent personal|personalentwickl|personalleit|personalmanag|personalwesen|recruit)/,
  ],
  ['Engineering', /(entwickler|ingenieur|ontwikkelaar|informatiker|beheerder)/],
  [
    'Operations',
    /(logistik|lager|einkauf|techniker|monteur|mechaniker|mechatroniker|elektriker|elektroniker|produktionsmitarbeit|disponent|buromanag|burokauf|teamassistenz|assistenz der geschaftsfuhrung|fahrer|kommissionier|reinigung|hausmeister|magazijn|schoonma|beveilig|heftruck|inkoper|inkoop)/,
  ],
];

/**
 * Korean, Japanese and Chinese job words. They carry no spaces to bound them, so they are read only in
 * titles that hold such characters.
 */
export const CJK_RULES: readonly Rule[] = [
  ['Legal', /(변호사|개인정보|법무|컴플라이언스|法務|法务|合规|コンプライアンス)/],
  ['Customer Success', /(고객 ?성공|カスタマーサクセス|客户成功)/],
  ['Healthcare', /(간호사|약사|의사|간호|치료사|의료|看護師|薬剤師|医師|介護|医療|护士|医生|药剂师|医疗)/],
  ['Education', /(교사|강사|講師|教師|保育|老师|教师)/],
  ['People', /(노무|인사|채용 ?(담당|매니저|파트너)|리크루터|人事|採用|人力资源|招聘)/],
  [
    'Finance',
    /(회계|재무|세무|경리|자금|투자|내부감사|経理|財務|会計|税務|監査|投資|财务|会计|审计|審計|投资)/,
  ],
  ['Data', /(데이터|データ|機械学習|머신러닝|機器學習|机器学习|数据|數據)/],
  ['Design', /(디자이너|디자인|デザイナー|デザイン|设计)/],
  [
    'Sales',
    /(영업|세일즈|사업개발|파트너십|제휴|営業|セールス|事業開発|アカウントエグゼクティブ|販売|店長|销售|銷售)/,
  ],
  [
    'Marketing',
    /(마케팅|마케터|홍보|광고|콘텐츠|マーケティング|マーケター|広報|コンテンツ|ライター|ブランド|市场|营销|品牌)/,
  ],
  ['Support', /(고객|상담|カスタマーサポート|ヘルプデスク|コールセンター|客服|客户服务)/],
  ['Customer Success', /(カスタマーサクセス)/],
  ['Product', /(프로덕트|서비스 기획|プロダクトマネージャー|プロダクトオーナー|产品经理)/],
  ['Research', /(연구원|연구|研究員|研究员)/],
  [
    'Engineering',
    /(개발자|개발|엔지니어|프로그래머|인프라|정보보안|정보보호|エンジニア|開発|プログラマ|インフラ|情報システム|セキュリティ|工程师|工程師|开发|開發)/,
  ],
  [
    'Operations',
    /(물류|운영|배송|구매|총무|센터|설비|안전관리|보건관리|물리보안|재고|비서|사무|md|품질|생산|제조|기획|전략|검수|物流|運営|購買|総務|事務|行政|品質|生産|製造|施工管理|経営企画|秘書|受付|运营|采购|倉儲|倉庫|仓储|仓库|運輸|运输|營運|营运|品质|生产|生產|プログラム ?マネージャー|프로그램 ?매니저)/,
  ],
];

/**
 * The domain words of a title, for titles whose role word says nothing of the function ("Manager, Account
 * Management", "Director, HR Business Partner", "Associate Director, Regulatory Affairs", "Analyst, Supply
 * Analytics"). Only read when no role noun decided.
 */
export const DOMAIN_RULES: readonly Rule[] = [
  // Payments named as the whole field are a finance desk's ("VP, Payments", "Senior Payments Strategy Manager");
  // beside analytics, partnerships or a consultancy's business analysis they are only the subject.
  ['Finance', /^payments$|\bpayments strategy\b/],
  ['Marketing', /\b(marketing|communications|comms|public affairs|public relations|pr)\b/],
  [
    'Healthcare',
    /\b(clinical|medical|nursing|patient|healthcare|surgical|radiology|infusion|pharmacy|dental|optical|veterinary|dvm|dermatology|allergy|pediatric\w*|rehabilitation|behavioral health)\b/,
  ],
  [
    'Education',
    /\b(education|teaching|schools?|curriculum|academic|pre-k|montessori|substitute|kindergarten|learning specialist)\b/,
  ],
  [
    'People',
    /\b(hr|people|employee|team member relations|employer brand|global mobility|immigration|training|talent (&|and) culture|culture|recruiting|recruitment|talent (acquisition|management|development)|benefits|compensation|total rewards|learning (&|and) development|l&d|dei|diversity)\b/,
  ],
  ['Engineering', /\b(data cent(er|re)s?)\b/],
  [
    'Operations',
    /\b(fraud|chargebacks?|disputes|change management|change manager|policy (administration|servicing|issuance))\b/,
  ],
  ['Legal', /\b(trade surveillance|market abuse)\b/],
  ['People', /\b(labou?r relations|employee relations|industrial relations)\b/],
  ['Finance', /\b(liquidity|commissions?|regulatory reporting|esg reporting|fiscalite)\b/],
  // An investment portfolio's managers, and a business's plan and forecast, are the finance desk's ("Portfolio
  // Management Associate", "Analyst, Business Planning & Forecasting"); a portfolio of projects is a PMO's.
  [
    'Finance',
    /\b((?<!(project|program|programme|it|product) )portfolio management|business planning (&|and) (forecasting|analysis))\b/,
  ],
  ['Legal', /\b(non-financial risk|data protection)\b/],
  ['Finance', /\b(credit risk|financial risk|market risk|private markets risk|investment risk)\b/],
  [
    'Legal',
    /\b(legal|compliance|grc|regulatory|risk|licensing|policy|kyc|cdd|due diligence|contracts|privacy|ip)\b/,
  ],
  [
    'Data',
    /\b(data|analytics|analysis|machine learning|ml|ai|genai|forecasting|business intelligence|bi|data science|insights)\b/,
  ],
  [
    'Operations',
    /\b(pmo|fincrime|trust (&|and) safety|(gtm|go.to.market) (operations|ops|systems|automation|tooling|strategy (&|and) operations)|revenue systems|(project|program|programme|it|product) portfolio management|localization|localisation)\b/,
  ],
  [
    'Customer Success',
    /\b(customer success|client success|relationship management|relationship managers|relationships manager|client management|implementation|customer experience|renewals?|retention)\b/,
  ],
  ['Support', /\b(support|customer service|customer care|cx|client experience|escalations?)\b/],
  [
    'Finance',
    /\b(finance|financial|accounting|controllership|gl|general ledger|finops|fp&a|tax|treasury|payroll|collections|billing|audit|banking|investor relations|external reporting|sox|collections?|ar|ap|accounts (receivable|payable)|wealth|capital markets|private (equity|credit|markets)|m&a|lending|loans?|credit|trading|investments?|private equity|ventures?|insurance|insolvency|restructuring|fiscal|reconciliations?|debt advisory|recoveries|cash management)\b/,
  ],
  [
    'Marketing',
    /\b(brand|content|social|community|creators?|events?|campaigns?|demand generation|customer engagement|crm|activation|analyst relations|mice|audience development|audiences?|market development|conferences?|competitive intelligence|user acquisition|deliverability|seo|sem|media|advertising|ads|publisher)\b/,
  ],
  [
    'Sales',
    /\b(sales|(?<!technical )solutions? (engineering|consulting)|account management|accounts|business development|partnerships?|gtm|go.to.market|deal (desk|strategy)|channel|field force|smb|mid ?-?market|e-?commerce|enterprise sales|merchant|retail|store)\b/,
  ],
  ['Product', /\b(product)\b/],
  ['Design', /\b(design|ux|creative|visual|graphics?|animation|illustration)\b/],
  [
    'Engineering',
    /\b(engineering|engenharia|ingenieria|ingenierie|software|testing|technical writing|infrastructure\w*|platform|security|cyber\w*|technology|it|hardware|pcb|embedded|devops|mobile|backend|frontend|cloud|architecture|java|python|\.net|enterprise applications|applications|application development|systems|integrations?|automation|network (engineering|security|infrastructure|operations|architecture)|networking|cryptograph\w*|documentation|electronics|instrumentation|front-?end|back-?end|react|angular|ios|android|d365|dynamics|propulsion|thermal|avionics|aerospace|perception|autonomy|system safety|robotics|simulation|(environmental|hardware|flight|systems?|integration|reliability|qualification) test|test (engineering|systems?|lab|stand|infrastructure)|stress analysis|verification|silicon|asic|fpga|rtl|soc|bim|identity (and|&) access|iam|ciam|telecommunications?|threat|mechanical|electrical|structural|civil|commissioning)\b/,
  ],
  [
    'Operations',
    /\b(operations|ops|operational|strategy|strategic initiatives|planning|supply|procurement|purchasing|logistics|supply chain|inventory|facilities|workplace|command center|administration|production|quality|transformation|process|vendor|supplier|sourcing|real estate|delivery|services|cycle count|factory|merchandising|merchandise|processing|dispatch|smt|land acquisition|resource (management|planning)|transport\w*|program management|project management|claims|travel|materials management)\b/,
  ],
  ['Sales', /\b(enablement)\b/],
  [
    'Research',
    /\b(research|science|r&d|lab|mel|toxicology|pharmacology|immunology|biology|chemical development|chemistry|economics|competition practice)\b/,
  ],
  ['Sales', /\b(commercial|revenue)\b/],
  ['Marketing', /\b(growth)\b/],
  // The fields named in Spanish, Portuguese and French ("Analista de Sistemas", "Especialista em Processos").
  [
    'Engineering',
    /\b(sistemas|systemes|tecnologia|technologie|informatica|informatique|ti|desenvolvimento|desarrollo|developpement|seguranca da informacao|seguridad de la informacion|securite (applicative|informatique|des systemes)|informationssicherheit|endpoint)\b/,
  ],
  ['Data', /\b(dados|datos|donnees|daten)\b/],
  [
    'Finance',
    /\b(financ\w*|finanz\w*|folha de pagamento|nomina|contab\w*|tesour\w*|impuestos|tributari\w*|credito|cobranza|cobranca|faturamento|facturacion)\b/,
  ],
  ['People', /\b(rh|recursos humanos|talento|talentos|gente e gestao)\b/],
  ['Support', /\b(atendimento|soporte|suporte|servicio al cliente|service client)\b/],
  ['Marketing', /\b(comunicacao|comunicacion|marca|conteudo|contenido|eventos|mercadeo)\b/],
  ['Sales', /\b(vendas|ventas|negocios|comercial)\b/],
  ['Legal', /\b(juridico|regulatorio|cumplimiento|conformidade)\b/],
  ['Product', /\b(produto|producto|produit)\b/],
  [
    'Operations',
    /\b(operac\w*|logistic\w*|qualidade|calidad|qualite|processos|procesos|projetos|proyectos|projets|planejamento|planeacion|producao|produccion|manutencao|mantenimiento|compras|suprimentos|abastecimiento|almoxarifado)\b/,
  ],
  // A school year in the title ("Teacher (25-26)") is a school's board.
  ['Education', /^\d{2}-\d{2}$/],
];

/** Role words that say little of the function, with the function they most often mean. */
export const DEFAULT_RULES: readonly Rule[] = [
  [
    'Operations',
    /\b(program(me)? manager|project (manager|lead|analyst)|coordinator|tecnic[oa]|administrador[a]?|administrator|admin|assistant|strategist|planner|consultant|consulting|consultor[a]?|conseiller|berater\w*|adviseur|director|executive director|general manager|supervisor|officer|agent|agente|associate principal|clerk|resource manager|analista|analyste|coordenador[a]?|coordinador[a]?|coordinateur|coordinatrice|gerente|jefe|encargad[oa]|responsable|lider|especialista|supervisora?|superviseure?|gestionnaire|leiter\w*|medewerker|mitarbeiter\w*|assistente|asistente|projekt(manager|leiter|koordinator)\w*|projectleider|chef de projet|sachbearbeiter\w*)\b/,
  ],
  ['Data', /\b(analyst|ba)\b/],
  ['Sales', /\b(ambassador)\b/],
];

/** Department (and ATS function) names, for titles that say nothing about the function. */
export const DEPARTMENT_RULES: readonly Rule[] = [
  // Teams whose words would otherwise read as another function: safety teams are Operations though they say
  // "Health", presales teams ("Field Engineering", "Solutions Consulting") and shops are Sales.
  ['Operations', /\b(ehs|environmental,? health|health (&|and) safety|physical security|food services?)\b/],
  [
    'Sales',
    /\b(field engineering|solutions? (consulting|architecture|engineering)|pre-?sales|retail|stores?|field sales)\b/,
  ],
  // Teams named after a kind of engineering or of programme management, whatever word comes before: "Product
  // Engineering", "Mechanical Design Engineering" are engineers; "Technical Program Management" is where the
  // technical programme managers sit (Product, by the labelling conventions).
  ['Product', /\b((technical|engineering) program(me)? management|tpm)\b/],
  [
    'Engineering',
    /\b((product|design|mechanical design|hardware|software|systems|quality|test|reliability|platform|cloud operations) engineering|systems administration|eng)\b/,
  ],
  ['Customer Success', /\b(cs|ps)\b/],
  ['Product', /\b(pm)\b/],
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
