import { describe, expect, it } from 'vitest';
import { isToolSkill } from './skill-vocabulary.ts';

describe('isToolSkill', () => {
  it('counts technologies and product names as tools one works with', () => {
    for (const name of ['Python', 'Docker', 'DATEV', 'ORBIS', 'SolidWorks', 'Excel', 'SAP S/4HANA']) {
      expect(isToolSkill(name)).toBe(true);
    }
  });

  it('counts fields of work and activities as experience, not tools', () => {
    for (const name of ['Praxisanleitung', 'Wundversorgung', 'Mahnwesen', 'Kreditorenbuchhaltung', 'Englisch']) {
      expect(isToolSkill(name)).toBe(false);
    }
    expect(isToolSkill('Project management')).toBe(false);
    expect(isToolSkill('Data analysis')).toBe(false);
  });
});
