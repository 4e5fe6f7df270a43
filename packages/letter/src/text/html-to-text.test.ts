import { describe, expect, it } from 'vitest';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { decodeHtmlEntities, htmlToText } from './html-to-text.ts';

describe('decodeHtmlEntities', () => {
  it('decodes every named reference HTML defines, and numeric ones', () => {
    expect(decodeHtmlEntities('M&aacute;ster en Administraci&oacute;n, a&ntilde;o, &Eacute;cole, &#233;, &#xE9;')).toBe(
      'Máster en Administración, año, École, é, é',
    );
  });

  it('leaves an ampersand that starts no reference as written', () => {
    expect(decodeHtmlEntities('R&D at AT&T; Terms&notice')).toBe('R&D at AT&T; Terms&notice');
  });
});

describe('htmlToText: a Spanish CV page written with references', () => {
  it('gives the fact sheet its studies whole', () => {
    const page = [
      '<h3>Formación</h3>',
      '<ul>',
      '<li><strong>2015</strong> T&eacute;cnico en Administraci&oacute;n y Finanzas (IES Clara del Rey)</li>',
      '<li><strong>2009</strong> M&aacute;ster de Espe&shy;cia&shy;lista de la cons&shy;truc&shy;ci&oacute;n</li>',
      '</ul>',
    ].join('\n');
    expect(htmlToText(page)).toContain('Técnico en Administración y Finanzas');
    const facts = readResumeFacts(page);
    expect(JSON.stringify(facts.education)).toContain('Administración');
    expect(JSON.stringify(facts)).not.toMatch(/&\w+;|\u00ad/u);
  });
});

describe('htmlToText: a personal page of jobs in a table', () => {
  it('drops the word an icon font draws its icon from, and parts the cells of a row', () => {
    const page = [
      '<table><tr><th colspan="2">Beruflicher Werdegang</th></tr>',
      '<tr class="row"><td>01.2021 - aktuell</td><td>Cloud Administrator - <i>DB Systel GmbH</i><i class="icons material-icons">expand_more</i></td></tr>',
      '</table>',
    ].join('\n');
    const text = htmlToText(page);
    expect(text).not.toContain('expand_more');
    expect(text).toContain('01.2021 - aktuell\tCloud Administrator - DB Systel GmbH');
  });
});

describe('htmlToText: a PHP page pasted as its source', () => {
  it('reads no "<" of the code as a tag, so the name and first job under it are kept', () => {
    const page = [
      '<?php',
      "$meta['title'] = 'Julietta\\'s Resume';",
      '$content = <<<EOT',
      '',
      '<h1>Julietta Hensgen</h1>',
      '<p>Production Artist  |  November 2002 - Present</p>',
      '<ul><li>Draft-Production Artist</li></ul>',
      '</nav>',
      '<p><h4>School District 220  |  Proctor  |  Barrington, Illinois</h4>',
    ].join('\n');
    const text = htmlToText(page);
    expect(text).toContain('Julietta Hensgen');
    expect(text).toContain('Production Artist  |  November 2002 - Present');
    expect(readResumeFacts(page).name).toBe('Julietta Hensgen');
  });
});
