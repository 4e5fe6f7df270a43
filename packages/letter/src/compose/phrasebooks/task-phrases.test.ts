import { describe, expect, it } from 'vitest';
import { frenchTask, spanishPlace, spanishTask } from './task-phrases.ts';

describe('spanishTask', () => {
  it('gives a duty named by its noun the article its gender and number take, after "de"', () => {
    expect(spanishTask('Triaje de pacientes según el sistema Manchester')).toEqual({
      object: 'del triaje de pacientes según el sistema Manchester',
    });
    expect(spanishTask('Administración de medicación y cuidados')).toEqual({
      object: 'de la administración de medicación y cuidados',
    });
    expect(spanishTask('Cuidados de enfermería en planta (32 camas)')).toEqual({
      object: 'de los cuidados de enfermería en planta (32 camas)',
    });
    expect(spanishTask('Reuniones semanales con proveedores')).toEqual({
      object: 'de las reuniones semanales con proveedores',
    });
    // A feminine noun that begins with a stressed "a" takes "el"; a masculine one in "-a" is listed.
    expect(spanishTask('Área de urgencias')).toEqual({ object: 'del área de urgencias' });
    expect(spanishTask('Análisis de ventas mensuales')).toEqual({ object: 'del análisis de ventas mensuales' });
    expect(spanishTask('Sistema de turnos del almacén')).toEqual({ object: 'del sistema de turnos del almacén' });
  });

  it('tells an infinitive, a post’s duty and taking part as they are said', () => {
    expect(spanishTask('Gestionar las reservas del hotel')).toEqual({ object: 'de gestionar las reservas del hotel' });
    expect(spanishTask('Responsable de la caja y del cierre diario')).toEqual({
      object: 'de la caja y del cierre diario',
    });
    expect(spanishTask('Participación en la implantación de la historia clínica')).toEqual({
      participation: 'en la implantación de la historia clínica',
    });
  });

  it('leaves a line whose first word is no noun it can tell alone', () => {
    expect(spanishTask('CSAT 94 %')).toBeUndefined();
    expect(spanishTask('Mantenimiento')).toBeUndefined();
  });
});

describe('spanishPlace', () => {
  it('names an institution with its article, contracted after "de" and "a", and a company bare', () => {
    expect(spanishPlace('en', 'Hospital Clínico Universitario de Valencia')).toBe(
      'en el Hospital Clínico Universitario de Valencia',
    );
    expect(spanishPlace('de', 'Hospital Quirónsalud Valencia')).toBe('del Hospital Quirónsalud Valencia');
    expect(spanishPlace('a', 'Clínica Albufera Salud')).toBe('a la Clínica Albufera Salud');
    expect(spanishPlace('a', 'Colegio San José')).toBe('al Colegio San José');
    expect(spanishPlace('en', 'Mercadona')).toBe('en Mercadona');
  });
});

describe('frenchTask', () => {
  it('gives a duty named by its noun its article, and a second noun after "et" its own', () => {
    expect(frenchTask("Saisie et contrôle d'environ 600 factures fournisseurs par mois")).toEqual({
      object: "la saisie et le contrôle d'environ 600 factures fournisseurs par mois",
    });
    expect(frenchTask('Rapprochements bancaires hebdomadaires sur 4 comptes')).toEqual({
      object: 'les rapprochements bancaires hebdomadaires sur 4 comptes',
    });
    expect(frenchTask('Encadrement de 5 agents')).toEqual({ object: "l'encadrement de 5 agents" });
    expect(frenchTask('Inventaire hebdomadaire et commandes aux fournisseurs')).toEqual({
      object: "l'inventaire hebdomadaire et les commandes aux fournisseurs",
    });
  });

  it('gives no article to adjectives the noun before shares, nor to a measure after a comma', () => {
    // Before, "la couverture municipale, la scolaire et culturelle, l'environ 4 articles par semaine".
    expect(frenchTask('Couverture municipale, scolaire et culturelle, environ 4 articles par semaine')).toEqual({
      object: 'la couverture municipale, scolaire et culturelle, environ 4 articles par semaine',
    });
  });

  it('tells a thing made as done, taking part as taking part, and a post’s duty as held', () => {
    expect(frenchTask("Mise en place d'un tableau de suivi des litiges sous Excel")).toEqual({
      made: 'mis en place un tableau de suivi des litiges sous Excel',
    });
    expect(frenchTask('Participation aux bilans annuels')).toEqual({ participation: 'aux bilans annuels' });
    expect(frenchTask('Responsable du poste grill du jeudi au dimanche')).toEqual({
      responsibility: 'du poste grill du jeudi au dimanche',
    });
  });

  it('never tells what the person is or holds as a task ("la titulaire du permis B")', () => {
    expect(frenchTask('Titulaire du permis de conduire B')).toBeUndefined();
    expect(frenchTask('Diplômée de l’IFSI de Caen')).toBeUndefined();
  });
});

describe('spanishTask: a line that opens on a word no task is named by', () => {
  it('is no task ("me encargué del desde 2019 soy mentora ...")', () => {
    expect(spanishTask('Desde 2019 soy mentora voluntaria en una comunidad de diseño')).toBeUndefined();
    expect(spanishTask('Con el equipo de producto, entrevistas semanales')).toBeUndefined();
    expect(spanishTask('Gestión de la agenda del equipo')).toEqual({ object: 'de la gestión de la agenda del equipo' });
  });
});

describe('spanishTask: a line that names the person by their post', () => {
  it('is no task ("me encargué del docente ...")', () => {
    expect(spanishTask('Docente del curso Biología de la Conservación')).toBeUndefined();
    expect(spanishTask('Triaje de pacientes en urgencias')).toEqual({ object: 'del triaje de pacientes en urgencias' });
  });
});

describe('spanishTask: a post’s word before a duty the CV left without its article', () => {
  it('gives the duty its article', () => {
    expect(spanishTask('Responsable de turno de noche de mantenimiento (2 personas a cargo)')).toEqual({
      object: 'del turno de noche de mantenimiento (2 personas a cargo)',
    });
    expect(spanishTask('Responsable de la caja')).toEqual({ object: 'de la caja' });
  });
});

describe('frenchTask: the later items of a list', () => {
  it('gives each item after its comma its article, outside brackets', () => {
    // Before: "l'encadrement d'une équipe ... (2x8), planning et l'affectation des postes".
    expect(
      frenchTask("Encadrement d'une équipe de 12 préparateurs et caristes (2x8), planning et affectation des postes"),
    ).toEqual({
      object:
        "l'encadrement d'une équipe de 12 préparateurs et caristes (2x8), le planning et l'affectation des postes",
    });
    expect(frenchTask('Chargement des semi-remorques, contrôle des bons de livraison, filmage')).toEqual({
      object: 'le chargement des semi-remorques, le contrôle des bons de livraison, le filmage',
    });
    expect(
      frenchTask('Suivi des indicateurs (productivité, taux de service, casse) et animation du point sécurité'),
    ).toEqual({
      object: "le suivi des indicateurs (productivité, taux de service, casse) et l'animation du point sécurité",
    });
  });
});
