// Large spreadsheets made on the spot for the preview's benchmark and tests: an xlsx whose first
// sheet holds `rows` rows of eight columns (numbers, shared and inline strings, dates, date-times,
// booleans, formulas with their cached results), laid out as Excel lays it out: the sheet before
// the shared strings and the styles. And a csv of the same rows. Content comes from a seeded
// generator, so the same `rows` gives the same bytes; random text keeps the compression near a
// real sheet's (a 10 MB xlsx is ~60 MB of sheet XML).
import { ZipFile } from 'yazl';

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** mulberry32: a small seeded generator (deterministic content). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The values of row `i` (1-based), the same for the xlsx and the csv. */
function rowValues(i, next) {
  const word = () => Math.floor(next() * 2 ** 40).toString(36);
  return {
    id: i,
    customer: `Customer ${i} ${word()}`,
    city: `City ${Math.floor(next() * 5000)} ${word()}`,
    amount: Math.round(next() * 1e6) / 100,
    // 2024-01-01 is serial 45292; a time of day on every other row.
    day: 45292 + (i % 366),
    at: 45292 + (i % 366) + Math.round(next() * 86400) / 86400,
    paid: i % 2 === 0,
  };
}

/** The columns' titles, row 1 of both files. */
export const HEADERS = ['Id', 'Customer', 'City', 'Amount', 'Day', 'At', 'Paid', 'Double'];

/** An xlsx of `rows` data rows under a header row, as a Buffer. */
export async function bigWorkbook({ rows, seed = 7 }) {
  const next = random(seed);
  const shared = [...HEADERS];
  const sheet = [`${xmlHeader}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1:H${rows + 1}"/><sheetData>`];
  sheet.push(`<row r="1">${HEADERS.map((_h, c) => `<c r="${String.fromCharCode(65 + c)}1" t="s"><v>${c}</v></c>`).join('')}</row>`);
  for (let i = 1; i <= rows; i++) {
    const v = rowValues(i, next);
    const r = i + 1;
    shared.push(v.customer);
    sheet.push(
      `<row r="${r}"><c r="A${r}"><v>${v.id}</v></c><c r="B${r}" t="s"><v>${shared.length - 1}</v></c>` +
        `<c r="C${r}" t="inlineStr"><is><t>${v.city}</t></is></c><c r="D${r}"><v>${v.amount}</v></c>` +
        `<c r="E${r}" s="1"><v>${v.day}</v></c><c r="F${r}" s="2"><v>${v.at}</v></c>` +
        `<c r="G${r}" t="b"><v>${v.paid ? 1 : 0}</v></c><c r="H${r}"><f>D${r}*2</f><v>${Math.round(v.amount * 200) / 100}</v></c></row>`,
    );
  }
  sheet.push('</sheetData></worksheet>');
  const strings = [`${xmlHeader}<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">`];
  for (const text of shared) strings.push(`<si><t>${text}</t></si>`);
  strings.push('</sst>');

  const parts = [
    [
      '[Content_Types].xml',
      `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${xmlHeader}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    ['xl/workbook.xml', `${xmlHeader}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Jobs" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    [
      'xl/_rels/workbook.xml.rels',
      `${xmlHeader}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheet.join('')],
    ['xl/sharedStrings.xml', strings.join('')],
    [
      'xl/styles.xml',
      `${xmlHeader}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd\\ hh:mm"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ],
  ];
  const zip = new ZipFile();
  for (const [name, text] of parts) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A csv of the same rows (dates as ISO text), comma-separated, UTF-8, as a Buffer. */
export function bigCsv({ rows, seed = 7 }) {
  const next = random(seed);
  const lines = [HEADERS.join(',')];
  for (let i = 1; i <= rows; i++) {
    const v = rowValues(i, next);
    const day = new Date(Date.UTC(1899, 11, 30) + v.day * 86_400_000).toISOString().slice(0, 10);
    const at = new Date(Date.UTC(1899, 11, 30) + Math.round(v.at * 86_400) * 1000).toISOString().slice(0, 19);
    lines.push([v.id, `"${v.customer}"`, v.city, v.amount, day, at, v.paid ? 'TRUE' : 'FALSE', Math.round(v.amount * 200) / 100].join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
