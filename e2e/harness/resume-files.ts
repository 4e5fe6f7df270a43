import { deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { jsPDF } from 'jspdf';

// Real resume files, made in the test: PDFs written by jsPDF (with a text layer, with only a picture, and encrypted
// with a password) and a Word document written by docx. The browser reads them with pdf.js and mammoth.

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const pdfMimeType = 'application/pdf';
const docxMimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function writeLines(document: jsPDF, lines: string[]): void {
  document.setFont('helvetica', 'normal');
  document.setFontSize(11);
  let y = 72;
  for (const line of lines) {
    document.text(line, 72, y);
    y += line === '' ? 10 : 15;
  }
}

/** A PDF whose pages carry the resume as real text, one line per line. */
export function makeTextPdf(name: string, lines: string[]): UploadFile {
  const document = new jsPDF({ unit: 'pt', format: 'a4' });
  writeLines(document, lines);
  return { name, mimeType: pdfMimeType, buffer: Buffer.from(document.output('arraybuffer')) };
}

/** A PDF that opens only with a password (RC4, as jsPDF encrypts). */
export function makeEncryptedPdf(name: string, lines: string[]): UploadFile {
  const document = new jsPDF({
    unit: 'pt',
    format: 'a4',
    encryption: { userPassword: 'secret', ownerPassword: 'owner-secret', userPermissions: ['print'] },
  });
  writeLines(document, lines);
  return { name, mimeType: pdfMimeType, buffer: Buffer.from(document.output('arraybuffer')) };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A grey page of "scanned" lines as a PNG picture: what a scanner or phone camera produces, with no text in it. */
function makeScanPicture(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xf4);
    row[0] = 0; // filter: none
    const inTextLine = y % 14 >= 4 && y % 14 <= 8 && y > 20 && y < height - 20;
    if (inTextLine) for (let x = 30; x < width - 30 - ((y * 7) % 60); x += 1) row[x + 1] = 0x40;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF with only a picture of a page on it: a scanned resume without a text layer. */
export function makeScannedPdf(name: string): UploadFile {
  const document = new jsPDF({ unit: 'pt', format: 'a4' });
  document.addImage(new Uint8Array(makeScanPicture(300, 420)), 'PNG', 36, 36, 520, 730);
  return { name, mimeType: pdfMimeType, buffer: Buffer.from(document.output('arraybuffer')) };
}

/** A Word document with one paragraph per line, a bold name first, as resumes are written. */
export async function makeDocx(name: string, lines: string[]): Promise<UploadFile> {
  const [first = '', ...rest] = lines;
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: first, bold: true, size: 32 })] }),
          ...rest.map((line) => new Paragraph({ children: [new TextRun(line)] })),
        ],
      },
    ],
  });
  return { name, mimeType: docxMimeType, buffer: await Packer.toBuffer(document) };
}
