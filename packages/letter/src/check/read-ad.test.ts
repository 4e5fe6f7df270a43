import { describe, expect, it } from 'vitest';
import { readAdForCheck } from './read-ad.ts';

describe('readAdForCheck', () => {
  it('reads every name the ad gives the organisation, and how sure each is', () => {
    const ad = readAdForCheck(`Job title: Surgical Ward Staff Nurse
Employer: Spire Healthcare Ltd
Location: Wrexham

Spire Yale Hospital is one of North Wales' leading private hospitals.`);
    expect(ad.companies).toEqual([
      { name: 'Spire Healthcare', strength: 'stated' },
      { name: 'Spire Yale Hospital', strength: 'stated' },
    ]);
    expect(ad.roles).toContain('Surgical Ward Staff Nurse');
  });

  it('reads the company from the title line, "Join X", "About X" and the last lines, and no team or place', () => {
    expect(readAdForCheck('Store Manager – Corvell Outdoor\n\nWe need a manager.').companies).toContainEqual({
      name: 'Corvell Outdoor',
      strength: 'likely',
    });
    expect(readAdForCheck('Join Lumora Analytics as our next Sales Development Representative!').companies).toEqual([
      { name: 'Lumora Analytics', strength: 'stated' },
    ]);
    expect(readAdForCheck('Nurse\n\nAbout Kestrel Dairies\nWe make cheese.').companies).toContainEqual({
      name: 'Kestrel Dairies',
      strength: 'stated',
    });
    expect(
      readAdForCheck('Mechanical Engineer II\n\nJoin the Powertrain Team to design drivetrains.').companies,
    ).toEqual([]);
    expect(readAdForCheck('Office Manager\nLocation: Henley (office based)\n\nWe are a small firm.').companies).toEqual(
      [],
    );
  });

  it('reads must-haves under requirement headings, inline lists and wrapped items, in several languages', () => {
    expect(
      readAdForCheck('Requirements: 3+ years of Python; experience with SQL; a degree in Statistics.').mustHaves,
    ).toEqual(['3+ years of Python', 'experience with SQL', 'a degree in Statistics.']);
    expect(
      readAdForCheck('Anforderungen\n- Erfahrung mit SAP\n- Führerschein Klasse B\n\nWir bieten\n- 30 Tage Urlaub')
        .mustHaves,
    ).toEqual(['Erfahrung mit SAP', 'Führerschein Klasse B']);
    expect(
      readAdForCheck('Requirements\n• Experience with one framework (JSF, Wicket,\nGWT, Spring MVC).\n• Git').mustHaves,
    ).toEqual(['Experience with one framework (JSF, Wicket, GWT, Spring MVC).']);
    expect(readAdForCheck('We are hiring a nurse in Leeds.').mustHaves).toEqual([]);
  });

  it('reads a list pasted without bullets item by item, and no equal-opportunity statement as a must-have', () => {
    // Before, a held-out letter was told two must-haves were not addressed: the long item with every item after it,
    // and "Our goal is to be inclusive, diverse, and representative ...".
    expect(
      readAdForCheck(
        [
          'Health Care Aide',
          'Requirements:',
          '1 year previous nursing experience',
          'Must be able to communicate verbally and in writing in English, other languages are an asset',
          'Proof of RN registration',
          'Valid driver’s license is required',
          'Harbourline Care is an Equal Employment Opportunity employer. Our goal is to be inclusive, diverse, and representative of the communities where we work.',
        ].join('\n'),
      ).mustHaves,
    ).toEqual([
      '1 year previous nursing experience',
      'Must be able to communicate verbally and in writing in English, other languages are an asset',
      'Proof of RN registration',
      'Valid driver’s license is required',
    ]);
  });
});

describe('readAdForCheck: a description after the ad’s title', () => {
  it('never takes "60-bed Nursing Home" after "Home Manager –" for the organisation', () => {
    const ad = readAdForCheck(
      'Home Manager – 60-bed Nursing Home\nHarrogate, North Yorkshire\n\nWe are looking for a Home Manager.\n\nFernlea Care Group',
    );
    expect(ad.companies.map((company) => company.name)).not.toContain('60-bed Nursing Home');
  });
});

describe('readAdForCheck: an ad signed "Posted by ..."', () => {
  it('names the organisation without the words that say it posted the ad', () => {
    const ad = readAdForCheck(`Community Support Worker
Location: Paisley

You will support adults in their own homes.

Posted by Cartside Community Care`);
    expect(ad.companies.map((company) => company.name)).toContain('Cartside Community Care');
    expect(ad.companies.map((company) => company.name)).not.toContain('Posted by Cartside Community Care');
  });
});

describe('readAdForCheck: a company named with its legal form where applications go', () => {
  it('reads "the careers page of Fernbrook M&E Ltd" as the organisation', () => {
    const ad = readAdForCheck(`Electrical Improver
Location: Leeds

Requirements
- NVQ Level 3

Apply with your CV through the careers page of Fernbrook M&E Ltd, or call the office.`);
    expect(ad.companies.map((company) => company.name)).toContain('Fernbrook M&E');
  });
});

describe('readAdForCheck: a German ad that seeks its post "zum nächstmöglichen Zeitpunkt"', () => {
  it('reads the post without the time phrase before it', () => {
    const ad = readAdForCheck(
      'Evangelisches Pflegezentrum Haus Lindenhof – Passau\n\nWir suchen zum nächstmöglichen Zeitpunkt eine\nWohnbereichsleitung (m/w/d) für unseren beschützenden Wohnbereich\n\nIhre Aufgaben:\n• Leitung des Wohnbereichs',
    );
    expect(ad.roles.some((role) => /Zeitpunkt/u.test(role))).toBe(false);
    expect(ad.roles).toContain('Wohnbereichsleitung');
  });

  it('reads a part of the organisation named by whose it is as the organisation it belongs to', () => {
    // Before, "Georgia-Pacific’s Project & Engineering Group is seeking ..." was the company a letter had to name, and a
    // letter to "Georgia-Pacific" failed the specific criterion (a held-out ad).
    const ad = readAdForCheck(
      'Project Manager\nHarbor Paper LLC\nNew Augusta, MS\n\nHarbor Paper’s Project & Engineering Group is seeking a remote based Project Manager to join our Regional Projects Teams.',
    );
    expect(ad.companies.map((company) => company.name)).toContain('Harbor Paper');
    expect(ad.companies.map((company) => company.name)).not.toContain('Harbor Paper’s Project & Engineering Group');
  });
});
