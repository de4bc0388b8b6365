import { describe, expect, it } from 'vitest';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';

// Issue 22, item 2, session 26: causes found in the wide tuning-side sample (real-market/labels/tuning-wide.csv,
// fresh titles of tuning-side boards labelled blind; no held-out board), each pinned by its real titles and by the
// titles it must leave alone. Each follows a written labelling convention (the real-market README).

describe('data work named beside an engineering title', () => {
  it('is Data, as data engineers are', () => {
    expect(jobFunction('Senior Software Engineer, Data Engineering')).toBe('Data');
    expect(jobFunction('Engineering Manager, Big Data')).toBe('Data');
    expect(jobFunction('Engineering Manager- Data Science (Search and Match)')).toBe('Data');
    expect(jobFunction('Senior Engineer(Business Intelligence)')).toBe('Data');
    expect(jobFunction('Ingénieur(e) de données')).toBe('Data');
  });

  it('leaves software and database engineers', () => {
    expect(jobFunction('Senior Software Engineer')).toBe('Engineering');
    expect(jobFunction('Ingénieur de la fiabilité des bases de données')).toBe('Engineering');
    expect(jobFunction('Senior Software Engineer, Data Platform Security')).toBe('Engineering');
  });
});

describe('sales strategy and operations', () => {
  it('is Operations, as sales and revenue operations are', () => {
    expect(jobFunction('Sales Strategy & Operations Manager (Individual Contributor)')).toBe('Operations');
    expect(jobFunction('Director, Sales Strategy and Operations')).toBe('Operations');
    expect(jobFunction('Senior Manager, Presales Strategy & Operations')).toBe('Operations');
  });

  it('leaves a sales strategist and a salesperson', () => {
    expect(jobFunction('Sales Strategy Manager')).toBe('Sales');
    expect(jobFunction('Sales Manager, Operations Software')).toBe('Sales');
  });
});

describe('clinical technicians', () => {
  it('are Healthcare, as opticians and optometric technicians are', () => {
    expect(jobFunction('Optical Technician / Optician')).toBe('Healthcare');
    expect(jobFunction('Eyecare Technician')).toBe('Healthcare');
    expect(jobFunction('Behavior Health Technician - Saturday 7am - 7pm')).toBe('Healthcare');
  });

  it('leaves the technicians of a plant or a workshop', () => {
    expect(jobFunction('Maintenance Technician')).toBe('Operations');
    expect(jobFunction('Optical Lab Technician')).not.toBe('Healthcare');
  });
});

describe('decision scientists and instructional staff', () => {
  it('file under Data and Education', () => {
    expect(jobFunction('Staff Decision Scientist (Strategic Insights)')).toBe('Data');
    expect(jobFunction('Instructional Associate')).toBe('Education');
    expect(jobFunction('Instructional Program Manager')).toBe('Education');
  });

  it('leave research scientists and technical project managers where they were', () => {
    expect(jobFunction('Research Scientist')).toBe('Research');
    expect(jobFunction('Technical Project Manager (OWM Project)')).toBe('Engineering');
  });
});
