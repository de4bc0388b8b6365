import { describe, expect, it } from 'vitest';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';

// Issue 22, item 2, eighth round: role nouns whose function is named by the word before them, each pinned by real
// titles of tuning-side boards (real-market/labels, split by board; no held-out board) and by the titles each
// rule must leave alone.

describe('an engineer of a supply chain, a plant’s upkeep or a building', () => {
  it('works in operations, as its buyers, mechanics and building staff do', () => {
    expect(jobFunction('Supplier Development Engineer, PCB/PCBA (Starshield)')).toBe('Operations');
    expect(jobFunction('Senior Supplier Quality Engineer')).toBe('Operations');
    expect(jobFunction('Electronic Sourcing Engineer II (Onsite)')).toBe('Operations');
    expect(jobFunction('Warehouse & Logistics Engineer')).toBe('Operations');
    expect(jobFunction('Maintenance Engineer, PCB (Starlink)')).toBe('Operations');
    expect(jobFunction('Stationary Engineer')).toBe('Operations');
  });

  it('leaves the engineers who design, make or test the product, and a facility’s design engineers', () => {
    expect(jobFunction('Sr. Facilities Engineer (Starlink)')).toBe('Engineering');
    expect(jobFunction('Manufacturing Engineer (Starlink)')).toBe('Engineering');
    expect(jobFunction('Quality Engineer')).toBe('Engineering');
    expect(jobFunction('Software Maintenance Engineer')).toBe('Engineering');
    expect(jobFunction('Field Service Engineer')).toBe('Engineering');
  });
});

describe('support by its tier and its escalations', () => {
  it('is Support', () => {
    expect(jobFunction('Tier 2 Technician')).toBe('Support');
    expect(jobFunction('Tier II Analyst')).toBe('Support');
    expect(jobFunction('Escalation Engineer')).toBe('Support');
    expect(jobFunction('Desktop Support Engineer')).toBe('Support');
  });

  it('leaves a technician named by a workshop’s trade', () => {
    expect(jobFunction('Maintenance Technician')).toBe('Operations');
  });
});

describe('incidents and releases of a software service', () => {
  it('are engineering work', () => {
    expect(jobFunction('Incident Manager')).toBe('Engineering');
    expect(jobFunction('Sr. Incident Manager')).toBe('Engineering');
    expect(jobFunction('Incident Commander')).toBe('Engineering');
    expect(jobFunction('Release Manager')).toBe('Engineering');
  });

  it('leaves a press release or a music label’s releases', () => {
    expect(jobFunction('Press Release Manager')).not.toBe('Engineering');
    expect(jobFunction('Music Release Manager')).not.toBe('Engineering');
  });
});

describe('an investment portfolio and a business’s plan', () => {
  it('are the finance desk’s', () => {
    expect(jobFunction('Portfolio Management Associate')).toBe('Finance');
    expect(jobFunction('Portfolio Management, Analyst/Associate')).toBe('Finance');
    expect(jobFunction('Analyst, Business Planning & Forecasting')).toBe('Finance');
  });

  it('leaves a portfolio of projects to the PMO', () => {
    expect(jobFunction('Manager, Project Portfolio Management')).toBe('Operations');
    expect(jobFunction('Director, IT Portfolio Management')).toBe('Operations');
  });
});

describe('selling and launching named by a word no rule read', () => {
  it('reads account representatives and franchise development as Sales, customer launches as Customer Success', () => {
    expect(jobFunction('Account Representative')).toBe('Sales');
    expect(jobFunction('Franchise Development Manager')).toBe('Sales');
    expect(jobFunction('Senior Enterprise Launch Manager')).toBe('Customer Success');
  });

  it('leaves a product launch and a rocket launch', () => {
    expect(jobFunction('Product Launch Manager')).not.toBe('Customer Success');
    expect(jobFunction('Launch Operations Engineer (Starship)')).not.toBe('Customer Success');
  });
});

describe('a solutions engineer or architect of the services after the sale', () => {
  it('is Customer Success, as professional services are', () => {
    expect(jobFunction('Solutions Engineer, Professional Services DACH')).toBe('Customer Success');
    expect(jobFunction('Solutions Architect, Software Deployments (Conversions)')).toBe('Customer Success');
    expect(jobFunction('Senior Solution Architect - Professional Services')).toBe('Customer Success');
    expect(jobFunction('Implementation Solutions Consultant')).toBe('Customer Success');
  });

  it('leaves presales solutions roles to Sales', () => {
    expect(jobFunction('Senior Solutions Engineer - West')).toBe('Sales');
    expect(jobFunction('Pre-sales Senior Technical Solutions Engineer (Data and AI)')).toBe('Sales');
    expect(jobFunction('Solutions Architect')).toBe('Sales');
  });
});

describe('the operations of a field', () => {
  it('are that field’s work, as marketing, people and product operations are', () => {
    expect(jobFunction('Senior Tax Operations Analyst')).toBe('Finance');
    expect(jobFunction('Senior Financial Operations Specialist')).toBe('Finance');
    expect(jobFunction('[쿠팡] Payroll Program Manager (Payroll Operations)')).toBe('Finance');
    expect(jobFunction('Talent Operations Specialist')).toBe('People');
    expect(jobFunction('Senior HR Ops Specialist (H/F)')).toBe('People');
    expect(jobFunction('Legal Ops Specialist')).toBe('Legal');
    expect(jobFunction('Design Operations Manager')).toBe('Design');
    expect(jobFunction('Sr. Manager of Creative Operations')).toBe('Marketing');
    expect(jobFunction('Security Operations Analyst')).toBe('Engineering');
    expect(jobFunction('Senior Manager, Medical Affairs Operations')).toBe('Healthcare');
  });

  it('leaves the operations of selling, of a business, of financial-crime desks and of physical security', () => {
    expect(jobFunction('Sales Operations Manager')).toBe('Operations');
    expect(jobFunction('Business Operations Manager')).toBe('Operations');
    expect(jobFunction('KYC Operations Analyst')).toBe('Operations');
    expect(jobFunction('Global Security Operations Center Operator')).toBe('Operations');
  });
});

describe('bids, tenders, proposals and sponsorships', () => {
  it('are Sales', () => {
    expect(jobFunction('Bid Coordinator')).toBe('Sales');
    expect(jobFunction('Tender Manager')).toBe('Sales');
    expect(jobFunction('Proposal Coordinator')).toBe('Sales');
    expect(jobFunction('Sponsorship Manager')).toBe('Sales');
  });

  it('leaves a procurement notice and a posting that offers visa sponsorship', () => {
    expect(jobFunction('Request for Proposal: Content Writing')).toBe('Other');
    expect(jobFunction('Software Engineer (Visa Sponsorship Available)')).toBe('Engineering');
  });
});

describe('role nouns of German, Portuguese, Spanish, French, Italian and Dutch postings no rule read', () => {
  it('reads them by their function (titles written for the purpose)', () => {
    expect(jobFunction('Versicherungsexperte (m/w/d)')).toBe('Sales');
    expect(jobFunction('Kaufmann für Versicherungen und Finanzen (m/w/d)')).toBe('Sales');
    expect(jobFunction('Kundenbetreuer (m/w/d)')).toBe('Support');
    expect(jobFunction('Referent Personal (m/w/d)')).toBe('People');
    expect(jobFunction('Wirtschaftsprüfer (m/w/d)')).toBe('Finance');
    expect(jobFunction('Kauffrau für Büromanagement')).toBe('Operations');
    expect(jobFunction('Teamassistenz (m/w/d)')).toBe('Operations');
    expect(jobFunction('Produktionsmitarbeiter (m/w/d)')).toBe('Operations');
    expect(jobFunction('Disponent (m/w/d)')).toBe('Operations');
    expect(jobFunction('Gerente de Contas')).toBe('Sales');
    expect(jobFunction('Estagiário de Engenharia')).toBe('Engineering');
    expect(jobFunction('Hôte(sse) de caisse')).toBe('Sales');
    expect(jobFunction('Téléconseiller')).toBe('Support');
    expect(jobFunction('Auditeur interne')).toBe('Finance');
    expect(jobFunction('Addetto vendite')).toBe('Sales');
    expect(jobFunction('Infermiere')).toBe('Healthcare');
  });

  it('reads a project manager or clerk as a generic role, so the field beside it decides', () => {
    expect(jobFunction('Projektmanager (m/w/d)')).toBe('Operations');
    expect(jobFunction('Projektmanager Marketing (m/w/d)')).toBe('Marketing');
    expect(jobFunction('Chef de projet')).toBe('Operations');
    expect(jobFunction('Sachbearbeiter Buchhaltung (m/w/d)')).toBe('Finance');
  });
});

describe('Korean, Japanese and Chinese job words no rule read', () => {
  it('reads them by their function', () => {
    expect(jobFunction('머신러닝 엔지니어')).toBe('Data');
    expect(jobFunction('채용 담당자')).toBe('People');
    expect(jobFunction('販売スタッフ')).toBe('Sales');
    expect(jobFunction('店長候補')).toBe('Sales');
    expect(jobFunction('軟件工程師')).toBe('Engineering');
    expect(jobFunction('行政助理')).toBe('Operations');
  });

  it('leaves 채용 ("hiring") in a title to the role it hires for', () => {
    expect(jobFunction('[쿠팡] 이츠 세일즈 대규모 채용')).toBe('Sales');
    expect(jobFunction('[쿠팡] 로켓배송 상품기획 담당자 상시 채용(경력 7년 이상)')).toBe('Operations');
  });
});

describe('care managers, peer support, leasing, real-estate agents, estimators and cabin crew', () => {
  it('are read by the work they do', () => {
    expect(jobFunction('Value Based Care Manager - Full Time - Wolf River')).toBe('Healthcare');
    expect(jobFunction('Peer Support Specialist')).toBe('Healthcare');
    expect(jobFunction('Leasing Manager')).toBe('Sales');
    expect(jobFunction('Real Estate Advisor')).toBe('Sales');
    expect(jobFunction('Construction Cost Estimator / Cost Engineer (Mandarin Required)')).toBe('Operations');
    expect(jobFunction('Flight Attendant')).toBe('Operations');
  });

  it('leaves a customer-support specialist and a care coordinator where they were', () => {
    expect(jobFunction('Customer Support Specialist')).toBe('Support');
    expect(jobFunction('Care Coordinator')).toBe('Healthcare');
  });
});

describe('a newsroom’s editors', () => {
  it('are journalism (Other), as reporters and editorial assistants are', () => {
    expect(jobFunction('Managing Editor, The Strategist')).toBe('Other');
    expect(jobFunction('Deputy Editor')).toBe('Other');
  });

  it('leaves the editors of video and of a brand’s content', () => {
    expect(jobFunction('Video Editor')).toBe('Marketing');
    expect(jobFunction('Content Editor')).toBe('Marketing');
  });
});
