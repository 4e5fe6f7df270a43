import { describe, expect, it } from 'vitest';
import { findSkills, listSkillNames, skillInSentence } from './skills.ts';

describe('findSkills', () => {
  it('finds an alias whose hyphen is written as a space, left out or kept', () => {
    for (const written of ['scikit-learn', 'scikit learn', 'scikitlearn', 'Scikit-Learn'])
      expect(listSkillNames(`Models built with ${written} and pandas`)).toContain('scikit-learn');
  });

  it('finds an alias whose words are parted by several spaces, a tab or a hyphen', () => {
    for (const written of ['machine learning', 'machine   learning', 'machine\tlearning', 'Machine-Learning'])
      expect(listSkillNames(`Applied ${written} to churn`)).toContain('Machine learning');
  });

  it('finds one-letter and case-sensitive skills only where they are written so', () => {
    expect(listSkillNames('Languages: C, R and Go')).toEqual(expect.arrayContaining(['C', 'R', 'Go']));
    expect(listSkillNames('we go to the market')).not.toContain('Go');
  });

  it('finds a skill that ends the text or stands alone', () => {
    expect(listSkillNames('Python')).toEqual(['Python']);
    expect(listSkillNames('Skills: SQL')).toEqual(['SQL']);
  });

  it('prefers the longest alias at a position', () => {
    expect(findSkills('Built services in Spring Boot').map((mention) => mention.text)).toEqual(['Spring Boot']);
  });

  it('reads a word that only begins like an alias as no skill', () => {
    expect(listSkillNames('Pythonic javascripting reactive sequels')).toEqual([]);
  });
});

describe('findSkills: another product of a maker named like its best-known one', () => {
  it('never reads "Oracle Retail POS" or "Oracle NetSuite" as Oracle Database, and still reads "Oracle" in a list', () => {
    expect(findSkills('Oracle Retail POS, Workday, Kronos').map((mention) => mention.name)).not.toContain(
      'Oracle Database',
    );
    expect(findSkills('Oracle NetSuite').map((mention) => mention.name)).not.toContain('Oracle Database');
    expect(findSkills('Oracle, SQL Server').map((mention) => mention.name)).toContain('Oracle Database');
    expect(findSkills('Oracle PL/SQL').map((mention) => mention.name)).toContain('Oracle Database');
  });

  it('never reads the maker’s applications in lower case as its database', () => {
    // Before, a held-out letter (AU) said "My skills include ... Oracle Database" of "Oracle application (Rx11)".
    for (const text of [
      'Technical Skills: Oracle application (Rx11) & Cloud application.',
      'Oracle apps R12',
      'Oracle financials',
    ])
      expect(
        findSkills(text).map((mention) => mention.name),
        text,
      ).not.toContain('Oracle Database');
    expect(findSkills('Oracle database tuning').map((mention) => mention.name)).toContain('Oracle Database');
  });

  it('never reads the company where a person works as its database', () => {
    // ("I currently work as a Financial Analyst at Oracle, where ...": the checker had said the letter named Oracle
    // Database, which the resume did not show.)
    for (const text of [
      'I currently work as a Financial Analyst at Oracle, where I have received awards.',
      'At Oracle, I received numerous appreciation emails.',
      'Worked at Oracle for five years',
    ])
      expect(
        findSkills(text).map((mention) => mention.name),
        text,
      ).not.toContain('Oracle Database');
    expect(findSkills('Experience with Oracle, SQL Server and MySQL').map((mention) => mention.name)).toContain(
      'Oracle Database',
    );
  });
});

describe('findSkills: a French word written like a product', () => {
  it('never reads "tableau de suivi" or "un tableau" as the Tableau software, and still reads Tableau in a list', () => {
    const names = (text: string) => findSkills(text).map((mention) => mention.name);
    expect(names("Mise en place d'un tableau de suivi des litiges sous Excel")).not.toContain('Tableau');
    expect(names('Tableau de bord mensuel des ventes')).not.toContain('Tableau');
    expect(names('Excel (tableaux croisés dynamiques)')).not.toContain('Tableau');
    expect(names('Tableau, Power BI, SQL')).toContain('Tableau');
    expect(names('Created customized tableau dashboards for reporting')).toContain('Tableau');
    // "en vue de la certification", "point de vue": the French word, in lower case; the framework is written "Vue".
    expect(names('Préparation des documents en vue de la certification')).not.toContain('Vue');
    expect(names('React, Vue, Angular')).toContain('Vue');
    expect(names('Built the front end in vue.js')).toContain('Vue');
  });
});

describe('findSkills: a word of a name', () => {
  it('never reads "Del Ray" or "Taylor Swift" as a tool, and still reads the tool in a list', () => {
    const names = (text: string) => findSkills(text).map((mention) => mention.name);
    expect(names('Clients: The Del Ray Business Association, Live Nation')).not.toContain('Ray');
    expect(names('Python, Ray, Dask')).toContain('Ray');
    expect(names('Built iOS apps in Swift and Objective-C')).toContain('Swift');
  });
});

describe('listSkillNames: a tool named by an everyday word', () => {
  it('reads the word in a sentence as the word, and the tool in a list or with its capital', () => {
    // Before, "airflow adjustment" of an HVAC resume gave the skill "Airflow", and a letter told a plant's maintenance
    // manager of "Excel and Airflow".
    expect(listSkillNames('CFM adjustment, airflow adjustment and a spark test on every panel.')).toEqual([]);
    expect(listSkillNames('Checked the lymph node charts and helped patients react calmly.')).toEqual([]);
    expect(listSkillNames('Skills: react, node, express and mongo')).toEqual(['React', 'Node.js', 'MongoDB']);
    expect(listSkillNames('Scheduled pipelines in Apache Airflow and Spark')).toEqual(['Airflow', 'Spark']);
    // ("très vite" of a French ad made it an ad that asks for code, and a bar's letter listed C#, PHP and SQL.)
    expect(listSkillNames('vous le reverrez très vite lors de tournois')).toEqual([]);
  });
});

describe('skillInSentence', () => {
  it('writes a product a keyword list wrote in the wrong case as its maker spells it, and a plain word as written', () => {
    expect(['Mysql', 'Sql Server', 'Javascript', 'Jquery'].map((name) => skillInSentence(name, 'en'))).toEqual([
      'MySQL',
      'SQL Server',
      'JavaScript',
      'jQuery',
    ]);
    expect(skillInSentence('Bootstrap', 'en')).toBe('Bootstrap');
    expect(skillInSentence('STATISTICS', 'en')).toBe('Statistics');
    expect(skillInSentence('SQL', 'en')).toBe('SQL');
    expect(skillInSentence('Data analysis', 'en')).toBe('data analysis');
  });
});

describe('findSkills: accounting packages', () => {
  it('knows Tally however an Indian ad writes it, and Xero, Sage and MYOB, never the words "tally" or "sage"', () => {
    expect(listSkillNames('Knowledge of Tally ERP-9 and MS Excel')).toEqual(expect.arrayContaining(['Tally', 'Excel']));
    expect(listSkillNames('Tally.ERP 9, TallyPrime')).toContain('Tally');
    expect(listSkillNames('Strong Xero or Sage 50 skills, MYOB a plus')).toEqual(
      expect.arrayContaining(['Xero', 'Sage', 'MYOB']),
    );
    expect(listSkillNames('I tally the takings and give sage advice')).toEqual([]);
  });
});

describe('findSkills: a tool’s name inside an institution’s name', () => {
  it('is no skill there ("Desert Sage Community College"), and the tool elsewhere', () => {
    expect(
      findSkills('A.A. Business, Desert Sage Community College, 2019').map((mention) => mention.name),
    ).not.toContain('Sage');
    // (A two-column page may cut the name before its last word: "Desert Sage Community" / "College, 2019".)
    expect(findSkills('Desert Sage Community').map((mention) => mention.name)).not.toContain('Sage');
    expect(findSkills('Bookkeeping in Sage 50 and Xero').map((mention) => mention.name)).toContain('Sage');
  });
});

describe('findSkills: a system built on a tool', () => {
  it('names no skill of the tool ("SAP-based ERP")', () => {
    expect(findSkills('GCSS-Army (SAP-based ERP)').map((mention) => mention.name)).not.toContain('SAP');
    expect(findSkills('Posted invoices in SAP and Excel').map((mention) => mention.name)).toContain('SAP');
  });
});

describe('findSkills: a framework named by a common word', () => {
  it('finds Rails only where it is written with its capital', () => {
    expect(
      findSkills('equipment provision (bathing, transfers, stair rails, bed levers)').map((found) => found.name),
    ).toEqual([]);
    expect(findSkills('Built the booking API in Rails and Postgres').map((found) => found.name)).toContain(
      'Ruby on Rails',
    );
  });
});
