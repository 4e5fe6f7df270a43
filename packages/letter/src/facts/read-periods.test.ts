import { describe, expect, it } from 'vitest';
import { findPeriod, isPeriodOnlyLine, monthNumberOf, yearIn } from './read-periods.ts';

describe('findPeriod', () => {
  it('reads a month a resume misspells as the month it meant, never as a name beside the years', () => {
    // Before, "Feburary" was left out of the period and read as the job's employer ("Warehouse Associate at Feburary").
    expect(findPeriod('Feburary 2017 - Present')).toMatchObject({ start: 'Feburary 2017', current: true });
    expect(findPeriod('Janurary 2017 - May 2021')).toMatchObject({ start: 'Janurary 2017', end: 'May 2021' });
  });
});

describe('findPeriod: a range opened by "since"', () => {
  it('reads "since May 2015 to June 2016" as a range that ended, never as a job held since 2015', () => {
    expect(findPeriod('since May 2015 to June 2016 at the Seoul office')).toMatchObject({
      start: 'May 2015',
      end: 'June 2016',
      current: false,
    });
    expect(findPeriod('since May 2015')).toMatchObject({ start: 'May 2015', end: null, current: true });
  });
});

describe('findPeriod: a day’s full dates', () => {
  it('reads a range of full dates as its months and years, the month first unless points or the day say otherwise', () => {
    // Before, "11/1/2012 to 1/6/2014" was no period, and every job of a resume dated so went unread.
    expect(findPeriod('11/1/2012 to 1/6/2014')).toMatchObject({ start: '11/2012', end: '01/2014', current: false });
    expect(findPeriod('01.06.2014 - 31.12.2016')).toMatchObject({ start: '06/2014', end: '12/2016' });
    expect(findPeriod('25/03/2019 – Present')).toMatchObject({ start: '03/2019', end: null, current: true });
    expect(findPeriod('2019-03-01 to 2021-05-31')).toMatchObject({ start: '2019-03', end: '2021-05' });
    expect(findPeriod('2022/07/07 - Present Day')).toMatchObject({ start: '2022-07', end: null, current: true });
  });
});

describe('isPeriodOnlyLine: a period with how long it lasted', () => {
  it('is a period alone, as a profile prints it, and a length alone is not', () => {
    // Before, "Mar 2012 - Dec 2020 (8 years 10 months)" was no line of dates, and the jobs under a profile's layout
    // ran into the one above.
    expect(isPeriodOnlyLine('Mar 2012 - Dec 2020 (8 years 10 months)')).toBe(true);
    expect(isPeriodOnlyLine('Jan 2019 - Present · 3 yrs 2 mos')).toBe(true);
    expect(isPeriodOnlyLine('(2 years)')).toBe(false);
  });
});

describe('findPeriod: Italian and Portuguese dates', () => {
  it('reads their months, "a oggi", "atualmente" and summers joined by "e"', () => {
    // Before, an Italian CV's "Da giugno 2018 a oggi" and "Estate 2014 e Estate 2016" were no periods, and its jobs
    // went unread.
    expect(findPeriod('Da giugno 2018 a oggi')).toMatchObject({ start: 'giugno 2018', end: null, current: true });
    expect(findPeriod('Da Giugno 2019 a Luglio 2019')).toMatchObject({ start: 'Giugno 2019', end: 'Luglio 2019' });
    expect(findPeriod('Estate 2014 e Estate 2016')).toMatchObject({ start: '2014', end: '2016' });
    expect(findPeriod('março de 2019 – atualmente')).toMatchObject({ start: 'março de 2019', current: true });
    expect(monthNumberOf('settembre')).toBe(9);
    expect(monthNumberOf('dezembro')).toBe(12);
    expect(monthNumberOf('luglio')).toBe(7);
  });
});

describe('findPeriod: summers listed with hyphens', () => {
  it('reads "Etés 2003-2004-2005" from the first summer to the last', () => {
    expect(findPeriod('Etés 2003-2004-2005:Plages des Vernhes')).toMatchObject({ start: '2003', end: '2005' });
  });
});

describe('findPeriod: a German CV’s full dates', () => {
  it('reads an end written with the year’s last two digits ("01.08.2020 - 10.07.21")', () => {
    // Before, the period had no end and "10.07.21" was read as the employer.
    expect(findPeriod('01.08.2020 - 10.07.21 | Jahrespraktikum bei Procter & Gamble')).toMatchObject({
      start: '08/2020',
      end: '07/2021',
      current: false,
    });
  });
});

describe('findPeriod: months of one year, the year written once', () => {
  it('reads "3 - 4/2014" as March to April 2014, and "2014 & 2015" as both years', () => {
    expect(findPeriod('3 - 4/2014 | Fa. Uwe Habel GbR')).toMatchObject({ start: '3/2014', end: '4/2014' });
    expect(findPeriod('9 - 12/2002 | Beratung und Software GmbH')).toMatchObject({ start: '9/2002', end: '12/2002' });
    expect(findPeriod('Christchurch — 2014 & 2015')).toMatchObject({ start: '2014', end: '2015' });
    expect(findPeriod('Camp Counselor - Summers 2018 and 2019')).toMatchObject({ start: '2018', end: '2019' });
  });
});

describe('yearIn', () => {
  it('reads the first year of a date in any of the forms resumes write, and nothing from a date without one', () => {
    expect(yearIn('06/2019')).toBe(2019);
    expect(yearIn('Sommer 2024 – 2025')).toBe(2024);
    expect(yearIn('1998')).toBe(1998);
    expect(yearIn('Present')).toBeUndefined();
    expect(yearIn('3 months')).toBeUndefined();
    expect(yearIn(null)).toBeUndefined();
  });
});

describe('findPeriod: ISO dates', () => {
  it('reads "2009-10-01 – 2011-07-01" as the days it names, never as the years 2009 to 2010', () => {
    expect(findPeriod('2009-10-01 – 2011-07-01')).toMatchObject({ start: '2009-10', end: '2011-07', current: false });
    expect(findPeriod('2018-19 Barista')).toMatchObject({ start: '2018', end: '2019' });
  });
});

describe('findPeriod: the wave dash of Korean, Japanese and Chinese resumes', () => {
  it('reads "2021.03 ~ 2023.03" and "2023.04 ~ Present" as ranges', () => {
    expect(findPeriod('2021.03 ~ 2023.03')).toMatchObject({ start: '2021.03', end: '2023.03', current: false });
    expect(findPeriod('2023.04 ~ Present')).toMatchObject({ start: '2023.04', end: null, current: true });
    expect(findPeriod('2019.07〜2021.02')).toMatchObject({ start: '2019.07', end: '2021.02' });
  });
});
