// The README is a front door that sends readers into CONTRIBUTING.md and docs/; a page moved or a
// heading renamed must not leave a link pointing at nothing. Links inside code are not links.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** README.md, CONTRIBUTING.md and every page of docs/. */
function pages() {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name));
  return [join(ROOT, 'README.md'), join(ROOT, 'CONTRIBUTING.md'), ...docs];
}

/** The text without fenced code blocks and inline code spans (kept line for line). */
function withoutCode(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, '')).replace(/(`+)[^`\n]*?\1/g, '');
}

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  const headings = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
    .filter((text) => text !== undefined);
  for (const text of headings) {
    const slug = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link target of a page that is not an address elsewhere (http:, mailto:, //host). */
function relativeLinks(file) {
  const text = withoutCode(readFileSync(file, 'utf8'));
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  return targets.filter((target) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target));
}

/** Each link as { page, target, path, anchor }, its path resolved against the page's folder. */
function links() {
  return pages().flatMap((page) =>
    relativeLinks(page).map((target) => {
      const [rawPath, anchor = null] = target.split('#');
      const path = rawPath === '' ? page : resolve(dirname(page), decodeURIComponent(rawPath));
      return { page: relative(ROOT, page), target, path, anchor };
    }),
  );
}

test("a heading's anchor is the one GitHub gives it: lower case, punctuation dropped, spaces to hyphens, repeats numbered", () => {
  const sut = anchorsOf(
    [
      '# Accounts, e-mail and sessions',
      "## The script check is the worker's",
      '## The runtime: Node 24, brought by `the project`',
      '## Settings',
      '## Settings',
      '```',
      '# not a heading',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(
    [...sut],
    ['accounts-e-mail-and-sessions', 'the-script-check-is-the-workers', 'the-runtime-node-24-brought-by-the-project', 'settings', 'settings-1'],
  );
});

test('a link written inside code is not taken for a link', () => {
  assert.equal(withoutCode('see `[a](missing.md)` and\n```\n[b](gone.md)\n```\n[c](here.md)').match(/\]\(/g).length, 1);
});

test('every relative link in README.md, CONTRIBUTING.md and docs/ names a file or folder that exists', () => {
  const all = links();
  assert.ok(all.length > 20, 'the pages link into each other');
  const broken = all.filter((link) => !existsSync(link.path)).map((link) => `${link.page}: ${link.target}`);
  assert.deepEqual(broken, []);
});

test('every #anchor of a link into a Markdown page names a heading of that page', () => {
  const anchored = links().filter((link) => link.anchor !== null && link.path.endsWith('.md') && existsSync(link.path) && statSync(link.path).isFile());
  assert.ok(anchored.length > 5, 'the pages link to sections');
  const broken = anchored
    .filter((link) => !anchorsOf(readFileSync(link.path, 'utf8')).has(decodeURIComponent(link.anchor).toLowerCase()))
    .map((link) => `${link.page}: ${link.target}`);
  assert.deepEqual(broken, []);
});
