import { describe, expect, it } from 'vitest';
import { jobLevel } from '../../../src/modules/ingestion/normalise/level.ts';

// Level words of the languages the corpus posts in, each family with titles written for this test (spec §9:
// Executive is director and above, Manager manages people, Senior is senior, staff, principal and lead, Mid a
// manager of no one, level II and ranges of two steps, Entry the rest).
describe('the level words of several languages', () => {
  it.each([
    // Trainees are at the first step whatever role they learn, unless they run the programme.
    ['Product Manager Intern', 'Entry'],
    ['Praktikant Marketing Manager (m/w/d)', 'Entry'],
    ['Werkstudent Vertriebsleitung', 'Entry'],
    ['Estagiário de Gestão de Projetos', 'Entry'],
    ['Pasante de Gerente de Cuentas', 'Entry'],
    ['Stagiaire Chef de Projet Marketing', 'Entry'],
    ['Auszubildende Kauffrau für Büromanagement', 'Entry'],
    ['Manager, Internship Program', 'Manager'],
    ['Intern Program Manager', 'Mid'],
    // People managers in Spanish, Portuguese, French, German, Dutch, Korean and Japanese.
    ['Subgerente de Tienda', 'Manager'],
    ['Jefe de Almacén', 'Manager'],
    ['Encargada de Turno', 'Manager'],
    ['Coordinador de Operaciones', 'Manager'],
    ["Chef d'équipe Logistique", 'Manager'],
    ['Teamleiterin Kundenservice', 'Manager'],
    ['Schichtleiter Produktion', 'Manager'],
    ['Teamleider Klantenservice', 'Manager'],
    ['물류센터 파트장', 'Manager'],
    ['物流センター 係長', 'Manager'],
    // Heads of a field.
    ['Country Manager, Portugal', 'Executive'],
    ['Sous Chef', 'Manager'],
    ['Executive Chef, Campus Dining', 'Manager'],
    ['Charge Nurse, ICU', 'Manager'],
    ['Bereichsleiter Vertrieb DACH', 'Executive'],
    ['Geschäftsführer (m/w/d)', 'Executive'],
    ['Hoofd Financiën', 'Executive'],
    // A manager of a product or a project who manages no one.
    ['Chef de produit, Paiements', 'Mid'],
    ['Projektleiter Digitalisierung', 'Mid'],
    ['Jefe de Proyecto TI', 'Mid'],
    // Seniority words.
    ['시니어 백엔드 개발자', 'Senior'],
    ['주니어 프론트엔드 개발자', 'Entry'],
    ['ジュニアエンジニア', 'Entry'],
    ['Leitender Ingenieur Elektrotechnik', 'Senior'],
    ['Développeur Python confirmé', 'Mid'],
    ['Medior Frontend Developer', 'Mid'],
    // Two steps named as one opening are read at least Mid.
    ['Java Developer (Medior - Senior)', 'Mid'],
    ['Desenvolvedor Pleno/Sênior', 'Mid'],
    ['Junior/Senior iOS Engineer', 'Mid'],
    ['Backend Engineer (Mid, Senior or Staff)', 'Mid'],
    // "Experienced" is the step after entry (the labels' convention), as pleno and confirmé are.
    ['Experienced Associate, Valuations', 'Mid'],
    // Years of experience in Korean and Japanese; a year of hiring or a contract's length is not one.
    ['백엔드 개발자 (경력 7년 이상)', 'Senior'],
    ['영업 담당자 (3년 이상)', 'Mid'],
    ['バックエンドエンジニア (5年以上)', 'Senior'],
    ['안전관리자 (계약직 1년)', 'Manager'],
    ['2026년 신입 개발자', 'Entry'],
  ])('%s is %s', (title, level) => {
    expect(jobLevel(title)).toBe(level);
  });
});
