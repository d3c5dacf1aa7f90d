import { createRequire } from 'node:module';
import path from 'node:path';
import pdfMake from 'pdfmake';

// pdfmake as the worker's own documents use it (the load calculation worksheet, a submitted form).
// Roboto is embedded (subset) rather than the standard Helvetica: the texts hold '×' and '−', and
// customers' names any letter, which WinAnsi's Helvetica cannot all show and which a reader
// (pdf.js, a search) then would not find.

const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');

pdfMake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// Nothing of a document comes from a URL or a file but the fonts: the models are text only.
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

export { pdfMake };
