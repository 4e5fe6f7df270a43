import { describe, expect, it } from 'vitest';
import { answersForeignAsk, askInFirstPerson, readForeignAskObject } from './foreign-asks.ts';

describe('readForeignAskObject', () => {
  it('reads what a Spanish ask is about, without the second question after "y qué"', () => {
    expect(
      readForeignAskObject(
        'En tu carta de presentación, cuéntanos sobre un estudio con usuarios que hayas liderado y qué cambió gracias a él.',
        'es',
      ),
    ).toBe('un estudio con usuarios que hayas liderado');
  });

  it('reads a French ask after "parlez-nous de" and a German one after "Beschreiben Sie in Ihrem Anschreiben"', () => {
    expect(readForeignAskObject("Dans votre lettre, parlez-nous d'une création dont vous êtes fier.", 'fr')).toBe(
      'une création dont vous êtes fier',
    );
    expect(
      readForeignAskObject(
        'Beschreiben Sie in Ihrem Anschreiben ein Projekt, bei dem Sie unter Zeitdruck geschweißt haben.',
        'de',
      ),
    ).toBe('ein Projekt, bei dem Sie unter Zeitdruck geschweißt haben');
  });

  it('reads no motive as an ask a line of work could answer', () => {
    expect(readForeignAskObject('Cuéntanos por qué quieres trabajar con nosotros.', 'es')).toBeUndefined();
    expect(readForeignAskObject('Erzählen Sie uns, warum Sie zu uns passen.', 'de')).toBeUndefined();
    expect(readForeignAskObject('Merci de nous envoyer votre CV.', 'fr')).toBeUndefined();
  });
});

describe('askInFirstPerson', () => {
  it('says a Spanish and a German ask back as the applicant', () => {
    expect(askInFirstPerson('un estudio con usuarios que hayas liderado', 'es')).toBe(
      'un estudio con usuarios que haya liderado',
    );
    expect(askInFirstPerson('ein Projekt, bei dem Sie unter Zeitdruck geschweißt haben', 'de')).toBe(
      'ein Projekt, bei dem ich unter Zeitdruck geschweißt habe',
    );
  });

  it('leaves an ask whose adjective agrees with the person, or a verb it cannot turn, unsaid', () => {
    expect(askInFirstPerson('une création dont vous êtes fier', 'fr')).toBeUndefined();
    expect(askInFirstPerson('un proyecto del que estés orgulloso', 'es')).toBeUndefined();
    expect(askInFirstPerson('un momento en que eres el único responsable', 'es')).toBeUndefined();
    // (A past in "-aste" or "-iste" is turned: "que atendiste" → "que atendí".)
    expect(askInFirstPerson('un cliente difícil que atendiste', 'es')).toBe('un cliente difícil que atendí');
  });
});

describe('answersForeignAsk', () => {
  it('is answered by a line that shares two of its words, or its head noun when it has few', () => {
    expect(
      answersForeignAsk(
        'un estudio con usuarios que hayas liderado',
        'Lideré un estudio con 24 usuarios de banca móvil que redujo un 30 % los abandonos',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      answersForeignAsk('une création dont vous êtes fier', "Création d'une carte de desserts de saison"),
    ).toBeGreaterThan(0);
  });

  it('is not answered by a line that shares one word of a longer ask', () => {
    expect(
      answersForeignAsk(
        'un estudio con usuarios que hayas liderado en un banco',
        'Coordino un panel de 300 clientes para encuestas trimestrales del banco',
      ),
    ).toBe(0);
  });
});
