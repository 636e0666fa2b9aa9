import { expect } from '@open-wc/testing';
import { journey } from '../data/journey.ts';
import { periodText, periodYear, sortJourney } from './period.ts';

describe('periodYear', () => {
  it('reads the first four-digit year in the period text', () => {
    expect(periodYear('June 2025')).to.equal(2025);
    expect(periodYear('2023')).to.equal(2023);
    expect(periodYear('2020 - 2022')).to.equal(2020);
    expect(periodYear('2014-2018')).to.equal(2014);
    expect(periodYear('Since 2019 (ongoing)')).to.equal(2019);
  });

  it('counts a period without a year as 0', () => {
    expect(periodYear('{personal}')).to.equal(0);
    expect(periodYear('')).to.equal(0);
    expect(periodYear('Summer')).to.equal(0);
  });

  it('takes only a run of exactly four digits as a year', () => {
    expect(periodYear('Batch 12345, 2021')).to.equal(2021);
    expect(periodYear('Class 10 of 99')).to.equal(0);
  });
});

describe('periodText', () => {
  it('writes every range with an en dash between spaces, however it was typed', () => {
    expect(periodText('2014 - 2018')).to.equal('2014 – 2018');
    expect(periodText('2014-2018')).to.equal('2014 – 2018');
    expect(periodText('2014–2018')).to.equal('2014 – 2018');
    expect(periodText('March 2021 — Present')).to.equal('March 2021 – Present');
  });

  it('leaves a single date and a hyphen inside a word as they are', () => {
    expect(periodText('June 2025')).to.equal('June 2025');
    expect(periodText('Semester-long, 2023')).to.equal('Semester-long, 2023');
  });
});

describe('sortJourney', () => {
  const entry = (period: string, title = period) => ({ period, title });

  it('puts the newest year first and periods without a year last', () => {
    const sorted = sortJourney([entry('{personal}'), entry('2014-2018'), entry('June 2025'), entry('2020 - 2022'), entry('2023')]);
    expect(sorted.map((e) => e.period)).to.deep.equal(['June 2025', '2023', '2020 - 2022', '2014-2018', '{personal}']);
  });

  it('keeps entries with the same year in their given order', () => {
    const sorted = sortJourney([
      entry('2019', 'old'),
      entry('March 2024', 'a'),
      entry('{personal}', 'none 1'),
      entry('December 2024', 'b'),
      entry('2024', 'c'),
      entry('', 'none 2'),
      entry('2024 - 2025', 'd'),
    ]);
    expect(sorted.map((e) => e.title)).to.deep.equal(['a', 'b', 'c', 'd', 'old', 'none 1', 'none 2']);
  });

  it('returns a new array and leaves its input alone', () => {
    const input = Object.freeze([entry('2019'), entry('2025')]);
    const sorted = sortJourney(input);
    expect(sorted).to.not.equal(input);
    expect(input.map((e) => e.period)).to.deep.equal(['2019', '2025']);
    expect(sortJourney([])).to.deep.equal([]);
  });

  it('orders the journey of data/ newest first, entries without a year last', () => {
    const sorted = sortJourney(journey);
    expect(sorted.length).to.equal(journey.length);
    const years = sorted.map((e) => periodYear(e.period));
    expect(years).to.deep.equal([...years].sort((a, b) => b - a));
    expect(years[0]).to.equal(Math.max(...journey.map((e) => periodYear(e.period))));
  });
});
