import { describe, expect, it } from 'vitest';
import { greenhouse } from '../../../src/modules/ingestion/connectors/greenhouse.ts';
import type { HttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import type { BoardContext } from '../../../src/modules/ingestion/connectors/types.ts';
import { salaryOf } from '../../../src/modules/ingestion/normalise/salary.ts';

// Issue 22, item 6: pay as the real Greenhouse boards publish it (field names and figures from the real-market
// corpus), and the rules that decide an amount's interval.

const board: BoardContext = {
  token: 'acme',
  baseUrl: 'https://example.com',
  http: {} as HttpClient,
  now: new Date('2026-03-01T00:00:00Z'),
};
const pay = (metadata: unknown[]) =>
  greenhouse.toSource({ id: 1, title: 'Engineer', location: { name: 'New York, NY' }, metadata }, board)
    ?.salary ?? null;
const range = (name: string, min: string, max: string, unit = 'USD') => ({
  name,
  value_type: 'currency_range',
  value: { unit, min_value: min, max_value: max },
});
const amount = (name: string, value: string, unit = 'USD') => ({
  name,
  value_type: 'currency',
  value: { unit, amount: value },
});

describe('Greenhouse pay metadata', () => {
  it('reads "Job Post Range (…)" and "Job Posting Range"', () => {
    expect(pay([range('Job Post Range (United States)', '118000.0', '165000.0')])).toMatchObject({
      min: '118000.0',
      max: '165000.0',
      currency: 'USD',
    });
    expect(pay([range('Job Posting Range', '105000.0', '125000.0')])).toMatchObject({
      min: '105000.0',
      max: '125000.0',
    });
  });

  it('ignores a budget field beside the posted range, whatever the order (MongoDB)', () => {
    const metadata = [
      range('Baseline Budgeted Salary', '150000.0', '150000.0'),
      range('Other Large Market Budgeted Salary', '170000.0', '170000.0'),
      range('Job Post Range (United States)', '118000.0', '165000.0'),
    ];
    expect(pay(metadata)).toMatchObject({ min: '118000.0', max: '165000.0' });
    expect(pay(metadata.slice(0, 2))).toBeNull();
  });

  it('skips an empty or 0.01 placeholder range for the next one given', () => {
    expect(
      pay([
        range('Job Post Range (United States)', '0.01', '0.01'),
        range('Job Post Range (Canada)', '95000.0', '120000.0', 'CAD'),
      ]),
    ).toMatchObject({ min: '95000.0', max: '120000.0', currency: 'CAD' });
  });

  it('pairs lower and upper amount fields ("GeoA Range Lower"/"GeoA Range Upper"); a lone amount is both ends', () => {
    expect(
      pay([
        amount('GeoA Range Lower', '139200000.0', 'COP'),
        amount('GeoA Range Upper', '208800000.0', 'COP'),
      ]),
    ).toMatchObject({ min: '139200000.0', max: '208800000.0', currency: 'COP' });
    expect(pay([amount('Pay Range', '175000.0')])).toMatchObject({ min: '175000.0', max: '175000.0' });
  });

  it('takes the interval from an hourly field name', () => {
    expect(pay([range('Geo A Hourly Currency Range', '40.0', '55.0')])).toMatchObject({ interval: 'hour' });
  });

  it('never reads a referral reward or a sign-on bonus as pay', () => {
    expect(pay([amount('Referral Reward', '2000.0'), amount('Sign-On Bonus', '10000.0')])).toBeNull();
  });
});

describe('pay amounts and intervals', () => {
  it('keeps pay of 100 million or more in a currency of large numbers', () => {
    expect(salaryOf({ min: 139_200_000, max: 208_800_000, currency: 'COP' })).toMatchObject({
      min: 139_200_000,
      max: 208_800_000,
      interval: 'year',
    });
    expect(salaryOf({ min: 120_000_000, max: 150_000_000, currency: 'KRW' })).toMatchObject({
      annualMax: 150_000_000,
    });
    expect(salaryOf({ min: 900_000_000, max: 1_200_000_000, currency: 'IDR' })).not.toBeNull();
    // In dollars, that much is a slip.
    expect(salaryOf({ min: 120_000_000, max: 150_000_000, currency: 'USD' })).toBeNull();
  });

  it('reads a range with no interval above a plausible hourly rate as thousands a year', () => {
    expect(salaryOf({ min: '190.0', max: '240.0', currency: 'USD' })).toMatchObject({
      min: 190_000,
      max: 240_000,
      interval: 'year',
      annualMin: 190_000,
      annualMax: 240_000,
    });
  });

  it('reads a range with no interval within a plausible hourly rate as hourly', () => {
    expect(salaryOf({ min: '20.0', max: '30.0', currency: 'USD' })).toMatchObject({ interval: 'hour' });
  });

  it('decides by the currency, or by the job country when the feed names no currency', () => {
    // 1,500–2,000 yen is an hourly rate, not 1.5 million yen a year.
    expect(salaryOf({ min: 1500, max: 2000, currency: 'JPY' })).toMatchObject({ interval: 'hour' });
    expect(salaryOf({ min: 1500, max: 2000 }, true, 'JP')).toMatchObject({ interval: 'hour' });
    expect(salaryOf({ min: 1500, max: 2000 }, true, 'US')).toMatchObject({ interval: 'year', max: 2000 });
  });

  it('drops an amount under one unit (a placeholder)', () => {
    expect(salaryOf({ min: 0.01, max: 0.01, currency: 'USD' })).toBeNull();
  });
});
