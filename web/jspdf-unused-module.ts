// jsPDF loads html2canvas, DOMPurify and canvg only for its html() and SVG features, which the letter PDF does not
// use (web/src/features/letter-export/write-pdf.ts writes text). vite.config.ts points those imports here, so the build
// does not carry about 400 KB of code no page ever loads.
export default function unusedModule(): never {
  throw new Error('This jsPDF feature is not part of the cover-letter build.');
}
