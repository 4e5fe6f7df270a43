import { describe, expect, it } from 'vitest';
import { lowerFirstForSentence, namesWrittenInCapitals, titleCaseFromCapitals } from './letter-case.ts';

describe('lowerFirstForSentence', () => {
  it('keeps a name of two capitalised words whole: "First Aid at Work", "Transport Manager CPC"', () => {
    expect(lowerFirstForSentence('First Aid at Work')).toBe('First Aid at Work');
    expect(lowerFirstForSentence('Transport Manager CPC')).toBe('Transport Manager CPC');
    expect(lowerFirstForSentence('Fear Free certification')).toBe('Fear Free certification');
  });

  it('lowers a description before a name, and a word before lower-case words', () => {
    expect(lowerFirstForSentence('Strong Excel skills')).toBe('strong Excel skills');
    expect(lowerFirstForSentence('Active Louisiana RDH license')).toBe('active Louisiana RDH license');
    expect(lowerFirstForSentence('Experience of child protection work')).toBe('experience of child protection work');
    expect(lowerFirstForSentence('PowerPoint skills')).toBe('PowerPoint skills');
  });
});

describe('namesWrittenInCapitals', () => {
  it('finds the words the texts capitalise inside a sentence and never write in lower case', () => {
    const names = namesWrittenInCapitals([
      'Delivered loads using Moffett-equipped curtainsiders',
      'Planned routes with Paragon, and Excel',
      'Trained staff on Excel',
    ]);
    expect([...names].sort()).toEqual(['Excel', 'Moffett', 'Paragon']);
  });

  it('leaves out a word the texts also write in lower case, wherever the lower case stands', () => {
    expect([...namesWrittenInCapitals(['Checked Stock daily', 'Rotated stock weekly'])]).toEqual([]);
    // Across the texts: the ad's lower case counts against a resume line's capital.
    expect([...namesWrittenInCapitals(['We value good paperwork.', 'kept the Paperwork tidy'])]).toEqual([]);
  });

  it('counts no lower case inside a longer word, after a hyphen or after an apostrophe', () => {
    const names = namesWrittenInCapitals([
      'Drove the Moffett on site',
      'non-moffett sites',
      'moffettville and o’moffett',
    ]);
    expect([...names]).toEqual(['Moffett']);
  });

  it('takes no capital at a sentence start, after a capital or inside a word', () => {
    expect([...namesWrittenInCapitals(['Moffett deliveries', 'SAP Ariba', 'McKenzie'])]).toEqual([]);
  });
});

describe('titleCaseFromCapitals: names with capitals inside them', () => {
  it('writes "DoD SkillBridge" and "LinkedIn" as their owners do', () => {
    expect(titleCaseFromCapitals('DOD SKILLBRIDGE INTERNSHIP')).toBe('DoD SkillBridge Internship');
    expect(titleCaseFromCapitals('LINKEDIN LEARNING INSTRUCTOR')).toBe('LinkedIn Learning Instructor');
  });

  it('writes a "Mc" name with its second capital, and no other word that opens on the same letters', () => {
    // Before, "Devon R. Mcallister" signed a held-out letter.
    expect(titleCaseFromCapitals('DEVON R. MCALLISTER')).toBe('Devon R. McAllister');
    expect(titleCaseFromCapitals("MCDONALD'S RESTAURANTS")).toBe("McDonald's Restaurants");
    expect(titleCaseFromCapitals("SIOBHAN O'NEILL")).toBe("Siobhan O'Neill");
    expect(titleCaseFromCapitals('MACK TRUCKS')).toBe('Mack Trucks');
  });
});

describe('titleCaseFromCapitals', () => {
  it('keeps the small words of Italian and Spanish titles in lower case', () => {
    expect(titleCaseFromCapitals('GOVERNANTE DI PIANO')).toBe('Governante di Piano');
    expect(titleCaseFromCapitals('TÉCNICO EN FARMACIA')).toBe('Técnico en Farmacia');
  });

  it('keeps initials written each with its point as initials', () => {
    // Before, "U.s. Army" in a held-out fact sheet and letter.
    expect(titleCaseFromCapitals('U.S. ARMY')).toBe('U.S. Army');
    expect(titleCaseFromCapitals('J.P. MORGAN CHASE')).toBe('J.P. Morgan Chase');
  });

  it("keeps a name's abbreviation in brackets in capitals, and no other word in brackets", () => {
    // Before, "Kenya Industrial Research and Development Institute (Kirdi)" in a held-out fact sheet.
    expect(titleCaseFromCapitals('KENYA INDUSTRIAL RESEARCH AND DEVELOPMENT INSTITUTE (KIRDI)')).toBe(
      'Kenya Industrial Research and Development Institute (KIRDI)',
    );
    expect(titleCaseFromCapitals('WAREHOUSE OPERATIVE (NIGHTS)')).toBe('Warehouse Operative (Nights)');
  });
});

describe('titleCaseFromCapitals: initials before a hyphen', () => {
  it('keeps "KV" and "IT" before a compound\'s hyphen, and writes a prefix as a word', () => {
    expect(titleCaseFromCapitals('KV-AUSBILDUNG')).toBe('KV-Ausbildung');
    expect(titleCaseFromCapitals('IT-SUPPORT SPEZIALIST')).toBe('IT-Support Spezialist');
    expect(titleCaseFromCapitals('CO-FOUNDER')).toBe('Co-Founder');
  });
});

describe('titleCaseFromCapitals: a trade’s or a care post’s initials', () => {
  it('keeps them as initials', () => {
    expect(titleCaseFromCapitals('CNC MACHINIST – NIGHTS')).toBe('CNC Machinist – Nights');
    expect(titleCaseFromCapitals('TCAE TURNO DE NOCHE')).toBe('TCAE Turno de Noche');
    expect(titleCaseFromCapitals('HVAC ENGINEER')).toBe('HVAC Engineer');
  });
});

describe('lowerFirstForSentence: a describing word before a name', () => {
  it('lowers "Deep" and "Broad" before a tool’s name', () => {
    expect(lowerFirstForSentence('Deep Kubernetes expertise')).toBe('deep Kubernetes expertise');
    expect(lowerFirstForSentence('Broad AWS knowledge')).toBe('broad AWS knowledge');
  });
});
