import { describe, expect, it } from 'vitest';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';

// Word families of the job function added in session 21, each with titles written for this test.
describe('the function of titles the earlier word lists missed', () => {
  it.each([
    // Sellers' pay plans are run by finance; the compensation team of HR stays People.
    ['Sales Compensation Analyst', 'Finance'],
    ['Manager, Incentive Compensation', 'Finance'],
    ['Sales Commissions Specialist', 'Finance'],
    ['Compensation Analyst', 'People'],
    // A growth team's analysts are Data; growth alone is Marketing.
    ['Growth Analyst, Marketplace', 'Data'],
    ['Senior Growth Data Analyst', 'Data'],
    ['Growth Marketing Manager', 'Marketing'],
    // Project managers of sites and buildings are Operations, an IT one stays Engineering.
    ['Construction Project Manager', 'Operations'],
    ['Civil Project Manager, New Plant', 'Operations'],
    ['Site Expansion Manager', 'Operations'],
    ['Project Manager, Physical Infrastructure', 'Operations'],
    ['Technical Project Manager', 'Engineering'],
    // Mentors of learners teach, whatever field they mentor in.
    ['Data Science Technical Mentor', 'Education'],
    ['Software Engineering Mentor (Contract)', 'Education'],
    // HR's investigators and heads of talent; a counsel of investigations stays Legal.
    ['Workplace Investigator', 'People'],
    ['Employee Relations Investigations Specialist', 'People'],
    ['Employee Relations Investigations Counsel', 'Legal'],
    ['Head of Talent', 'People'],
    // Clinical technicians of a health service, not of a workshop.
    ['Behavioral Health Technician', 'Healthcare'],
    ['Sterile Processing Technician II', 'Healthcare'],
    ['Maintenance Technician', 'Operations'],
    // Content design and cosmetics counters.
    ['UX Writer', 'Design'],
    ['Beauty Advisor (Part Time)', 'Sales'],
    // Presales teams named as a field are Sales, a technical-solutions (support) team stays Engineering.
    ['Senior Manager, Solutions Engineering', 'Sales'],
    ['Director, Solutions Consulting (EMEA)', 'Sales'],
    ['Staff Technical Solutions Engineering', 'Engineering'],
    // User research is research, whichever team it sits in.
    ['Manager, UX Research', 'Research'],
    ['User Research Lead', 'Research'],
    // The labelling conventions: AML/KYC operations desks are Operations, their policy Legal; grant writing is
    // fundraising (Sales); camp counsellors teach; a shop's floor staff sell, a workshop's do not; integration
    // consultants implement (Customer Success); installers are field trades (Operations).
    ['KYC Operations Analyst', 'Operations'],
    ['AML Policy Manager', 'Legal'],
    ['Grant Writer', 'Sales'],
    ['Camp Counselor', 'Education'],
    ['Counsellor', 'Education'],
    ['Shop Assistant (Weekends)', 'Sales'],
    ['Machine Shop Supervisor', 'Operations'],
    ['Integration Consultant', 'Customer Success'],
    ['Solar Panel Installer', 'Operations'],
    // Korean, Japanese and Chinese job words.
    ['고객성공 매니저', 'Customer Success'],
    ['물리치료사', 'Healthcare'],
    ['介護スタッフ', 'Healthcare'],
    ['保育士', 'Education'],
    ['자금 담당자', 'Finance'],
    ['税務スタッフ', 'Finance'],
    ['機械学習エンジニア', 'Data'],
    ['제휴 파트너십 매니저', 'Sales'],
    ['事業開発', 'Sales'],
    ['콘텐츠 기획자', 'Marketing'],
    ['ライター', 'Marketing'],
    ['ヘルプデスク', 'Support'],
    ['プロダクトオーナー', 'Product'],
    ['연구 담당자', 'Research'],
    ['인프라 운영', 'Engineering'],
    ['情報システム担当', 'Engineering'],
    ['품질관리 담당자', 'Operations'],
    ['生産管理', 'Operations'],
    ['전략 기획 담당자', 'Operations'],
  ])('%s is %s', (title, fn) => {
    expect(jobFunction(title)).toBe(fn);
  });
});

describe('role nouns of Spanish, Portuguese, French, German and Dutch postings', () => {
  it.each([
    ['Accountmanager Zakelijk', 'Sales'],
    ['Business Developer (m/w/d)', 'Sales'],
    ['Kundenberater Privatkunden', 'Sales'],
    ['Dependienta de tienda', 'Sales'],
    ["Chargée d'affaires", 'Sales'],
    ['Chargé de communication', 'Marketing'],
    ['Onlinemarketing-Manager', 'Marketing'],
    ['Texter (m/w/d)', 'Marketing'],
    ['Contrôleur de gestion', 'Finance'],
    ['Tesorera', 'Finance'],
    ['Steuerfachangestellte (m/w/d)', 'Finance'],
    ['Gestionnaire de paie', 'Finance'],
    ['Analista de Departamento Pessoal', 'People'],
    ['Atendente de Loja Virtual', 'Support'],
    ['Conseiller clientèle', 'Support'],
    ['Consultor de Implantação', 'Customer Success'],
    ['Chargé de déploiement', 'Customer Success'],
    ['Almacenista', 'Operations'],
    ['Repartidor en moto', 'Operations'],
    ['Préparateur(trice) de commandes', 'Operations'],
    ['Cariste', 'Operations'],
    ['Berufskraftfahrer', 'Operations'],
    ['Kommissionierer (m/w/d)', 'Operations'],
    ['Magazijnmedewerker', 'Operations'],
    ['Secretária Executiva', 'Operations'],
    ['Mecánico de Mantenimiento', 'Operations'],
    ['Eletricista Industrial', 'Operations'],
    ['Reinigungskraft', 'Operations'],
    ['Beveiliger', 'Operations'],
    ['Engenheiro Mecânico', 'Engineering'],
    ['Ingeniero Eléctrico', 'Engineering'],
    ['Kinésithérapeute', 'Healthcare'],
    ['Physiotherapeut', 'Healthcare'],
    ['Aide-soignant(e)', 'Healthcare'],
    ['Auxiliar de Enfermería', 'Healthcare'],
    ['Verzorgende IG', 'Healthcare'],
    ['Huisarts', 'Healthcare'],
    ['Director, Therapeutic Area Strategy', 'Operations'],
    ['Professeur des écoles', 'Education'],
    ['Leerkracht Basisonderwijs', 'Education'],
    ['Arquitecto de Soluciones', 'Engineering'],
    ['Applicatiebeheerder', 'Engineering'],
    ['Ingénieur Big Data', 'Data'],
    ['Datenanalyst (m/w/d)', 'Data'],
    ['Graphiste', 'Design'],
    ['Grafikdesigner', 'Design'],
    ['Bedrijfsjurist', 'Legal'],
    ['Produktmanager (m/w/d)', 'Product'],
    ['Productmanager', 'Product'],
    ['Wissenschaftlicher Mitarbeiter', 'Research'],
  ])('%s is %s', (title, fn) => {
    expect(jobFunction(title)).toBe(fn);
  });
});
