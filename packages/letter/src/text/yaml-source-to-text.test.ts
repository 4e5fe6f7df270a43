import { describe, expect, it } from 'vitest';
import { isYamlSource, yamlSourceToText } from './yaml-source-to-text.ts';
import { cleanDocument } from './clean-document.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from '../compose/compose-letter.ts';

const jsonResumeInYaml = `basics:
  name: Arinda Prayudhi
  email: arinda@example.com
  phone: +41 76 000 0000
  summary:
    I am a graduate in Hospitality Management with F&B experience in restaurants and hotels.
  location:
    city: Zurich
work:
  -
    company: Khujug Restaurant
    position: Food and Beverage Assistant
    address: Zurich, CH
    startDate: Aug 2018
    endDate: Nov 2018
    summary:
      - Verified order accuracy and food quality before delivering to 60 guests a night.
      - Prepared and served cocktails, mocktails and other beverages.
education:
  -
    institution: Business And Hotel Management School
    address: Lucerne, CH
    area: International Hospitality Management
    studyType: Master Degree
    endDate: Dec 2019
languages:
  -
    language: German
    fluency: Basic Knowledge
`;

// A Spanish portfolio's data: the person's name typed above it, the keys in Spanish, one misspelt.
const spanishData = `Federico Bitonte

experiencia:
-
  name: Coiaca
  period: Enero 2018 - Hoy
  puesto: Ejecutivo de Ventas
  desciption: Recepción de pedidos y respuesta a las solicitudes de los clientes.
-
  name: Felica
  period: Febrero 2008 – septiembre 2015
  puesto: Ejecutivo de cuentas
  desciption: Responsable del diseño de ofertas de upsale para 40 clientes.

educacion:
-
  name: Gestión de Proyectos
  site: Universidad Tecnológica Nacional
  year: 2021

habilidades:
-
  name: Project Management
  porcent: 100
`;

describe('isYamlSource', () => {
  it('knows a resume’s data in YAML by its nested keys', () => {
    expect(isYamlSource(jsonResumeInYaml)).toBe(true);
    expect(isYamlSource(spanishData)).toBe(true);
  });

  it('leaves a resume of labelled lines alone', () => {
    expect(
      isYamlSource(
        'Name: Jane Roe\nEmail: jane@example.com\nPhone: 0123\nAddress: 1 High St\nNationality: British\nTitle: Nurse\nCompany: NHS\nPosition: Staff Nurse\nSummary: Ward nurse for 8 years\n- Led a team of 6 nurses',
      ),
    ).toBe(false);
  });
});

describe('yamlSourceToText', () => {
  it('writes a JSON Resume kept as YAML out as the page prints it', () => {
    const text = yamlSourceToText(jsonResumeInYaml);
    expect(text).toContain('Company: Khujug Restaurant\nPosition: Food and Beverage Assistant');
    expect(text).toContain('- Verified order accuracy and food quality before delivering to 60 guests a night.');
    expect(text).toContain(
      'Master Degree in International Hospitality Management | Business And Hotel Management School',
    );
    expect(text).not.toMatch(/startDate|studyType|company:/u);
  });

  it('keeps the lines typed above the data, reads Spanish keys, and prints no skill’s bar', () => {
    const text = yamlSourceToText(spanishData);
    expect(text.startsWith('Federico Bitonte\n')).toBe(true);
    expect(text).toContain('Company: Felica\nPosition: Ejecutivo de cuentas');
    expect(text).toContain('Gestión de Proyectos | Universidad Tecnológica Nacional | 2021');
    expect(text).not.toMatch(/\b100\b|desciption|puesto:/u);
  });

  it('heads a section with the title of the file it was pasted from', () => {
    const text = yamlSourceToText(
      'title: Omar Ávila\nrole: Economista\ntitle: Experiencia Laboral\nexperience:\n  - title: Profesor\n    company: Universidad de Guanajuato\n    date_start: 2013-01-01\n    date_end: 2013-11-15\n    description: Profesor de geografía económica para 120 alumnos.\ntitle: Habilidades\nfeature:\n  - description: Econometría y series de tiempo\n    name: Modelación Estadística\n',
    );
    expect(text).toMatch(/^Omar Ávila\n+Economista/u);
    expect(text).toContain('Duration: 2013-01-01 – 2013-11-15');
    expect(text).toContain('Habilidades\nModelación Estadística: Econometría y series de tiempo');
  });

  it('returns a text it cannot read whole as it is, losing nothing', () => {
    const broken =
      'work:\n  - company: Acme\n    position: Cook\n\tsummary: tabbed\n  - company: "unclosed\n    position: Chef\n    startDate: 2020\n    endDate: 2021\n';
    expect(yamlSourceToText(broken)).toBe(broken);
  });
});

describe('composeLetter: a resume pasted as YAML', () => {
  it('is read as its jobs, never as its keys', () => {
    const facts = readResumeFacts(spanishData);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Coiaca', 'Ejecutivo de Ventas'],
      ['Felica', 'Ejecutivo de cuentas'],
    ]);
    const { text } = composeLetter({
      resume: spanishData,
      jobDescription:
        'Representante de Ventas\nCreditario\n\nBuscamos una persona con experiencia en ventas y atención a clientes.',
    });
    expect(text).not.toMatch(/name:|desciption|puesto:/u);
    expect(text).toMatch(/Coiaca/u);
    expect(cleanDocument(jsonResumeInYaml)).toContain('Company: Khujug Restaurant');
  });
});
