import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { joinPage } from './pdf-page-text.ts';

// Real PDFs, written by jsPDF as a template would lay them out and read by pdf.js (the library the app reads uploads
// with; its Node build here, the browser's in e2e/letter-tools.test.ts).

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`;

type Draw = (document: jsPDF) => void;

async function pageText(draw: Draw): Promise<string> {
  const document = new jsPDF({ unit: 'pt', format: 'a4' });
  document.setFontSize(11);
  draw(document);
  const task = getDocument({ data: new Uint8Array(document.output('arraybuffer')), standardFontDataUrl });
  try {
    const pdf = await task.promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    return joinPage(content.items);
  } finally {
    await task.destroy();
  }
}

const sidebar = [
  'CONTACT',
  '07700 900412',
  'priya.dm@example.com',
  '',
  'SKILLS',
  'Email marketing (Klaviyo)',
  'GA4 & Looker Studio',
];
const history = [
  'EXPERIENCE',
  'Marketing Executive',
  'Hartwell Home & Garden, Leeds | Mar 2022 – Present',
  '• Own email & SMS programme – 140k subscribers,',
  '27 automated flows; email revenue up from 14% to',
  '23% of online sales in 2 years',
  '• Manage paid social budget (about £9k a month)',
];

/** The name across the top, then a sidebar at the left margin and the work history beside it, row by row. */
const drawnRowByRow: Draw = (document) => {
  document.text('PRIYA DESAI-MORGAN', 40, 50);
  for (let row = 0; row < history.length; row += 1) {
    const y = 100 + row * 15;
    const left = sidebar[row];
    const right = history[row];
    if (left) document.text(left, 40, y);
    if (right) document.text(right, 220, y);
  }
};

describe('joinPage', () => {
  it('writes a two-column page a column at a time, never a sidebar item glued to a line of the work history', async () => {
    const text = await pageText(drawnRowByRow);
    expect(text).toBe(
      [
        'PRIYA DESAI-MORGAN',
        '',
        'CONTACT',
        '07700 900412',
        'priya.dm@example.com',
        '',
        'SKILLS',
        'Email marketing (Klaviyo)',
        'GA4 & Looker Studio',
        '',
        ...history,
      ].join('\n'),
    );
  });

  it('reads the same page drawn a column at a time the same way', async () => {
    const text = await pageText((document) => {
      document.text('PRIYA DESAI-MORGAN', 40, 50);
      sidebar.forEach((line, row) => line && document.text(line, 40, 100 + row * 15));
      history.forEach((line, row) => document.text(line, 220, 100 + row * 15));
    });
    expect(text.split('\n').filter((line) => line !== '')).toEqual([
      'PRIYA DESAI-MORGAN',
      ...sidebar.filter((line) => line !== ''),
      ...history,
    ]);
  });

  it('keeps a one-column page whose dates are set to the right as it is, each post on one line with its dates', async () => {
    const text = await pageText((document) => {
      const posts: [string, string, string][] = [
        ['Warehouse Operative, Acme Ltd', '2019 – 2022', '• Picked 180 orders a shift with 99.6% accuracy'],
        ['Stock Controller, Bexley Foods', '2016 – 2019', '• Ran weekly cycle counts'],
        ['Driver, Lane Couriers', '2014 – 2016', '• Multi-drop routes across Kent'],
      ];
      posts.forEach(([post, dates, bullet], index) => {
        const y = 60 + index * 45;
        document.text(post, 40, y);
        document.text(dates, 480, y);
        document.text(bullet, 50, y + 15);
      });
    });
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('Warehouse Operative, Acme Ltd 2019 – 2022');
    expect(lines).toContain('Driver, Lane Couriers 2014 – 2016');
  });

  it('keeps a page of prose across the whole width as one column', async () => {
    const text = await pageText((document) => {
      document.text('Summary', 40, 60);
      document.text('Warehouse team leader with eight years in fast-moving consumer goods and', 40, 80);
      document.text('chilled distribution, leading teams of up to 22 on nights and weekends.', 40, 95);
      document.text('Skills      Forklift (counterbalance)      Reach truck      WMS', 40, 125);
    });
    expect(text).toContain(
      'Warehouse team leader with eight years in fast-moving consumer goods and\nchilled distribution',
    );
  });
});
