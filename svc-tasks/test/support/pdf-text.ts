/** The PDF's text as a reader finds it, whitespace collapsed (cells wrap their text onto lines). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    // Words and the spaces between them are items of their own; a wrapped line ends with an EOL.
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
  }
  await doc.destroy();
  // A word wrapped at its hyphen or slash ('non-' / 'coincident', 'A/' / 'C') is one word to a reader.
  return pages
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\w[-/]) (?=\w)/g, '$1');
}
