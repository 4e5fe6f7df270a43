import { describe, expect, it } from 'vitest';
import { findSkills, listSkillNames } from './skills.ts';

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
