import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The mapping rule, held mechanically (the query rule is eslint's): services answer DTOs built
// by their module's mapper, so no controller ever sees an entity, and every module whose
// controllers answer from its tables has a mapper.
const modules = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, files: readdirSync(join(import.meta.dirname, entry.name)) }));

const read = (module: string, file: string) => readFileSync(join(import.meta.dirname, module, file), 'utf8');

describe('module layering', () => {
  it('finds the modules', () => {
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining(['account', 'company', 'invitation', 'user']));
  });

  it('keeps entities out of controllers', () => {
    const offenders = modules.flatMap((m) =>
      m.files.filter((f) => f.endsWith('.controller.ts') && /from '[^']*\.entity\.js'/.test(read(m.name, f))).map((f) => `${m.name}/${f}`),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every module with a controller and a repository a mapper', () => {
    const missing = modules
      .filter((m) => m.files.some((f) => f.endsWith('.controller.ts')) && m.files.some((f) => f.endsWith('.repository.ts')))
      .filter((m) => !m.files.some((f) => f.endsWith('.mapper.ts')))
      .map((m) => m.name);
    expect(missing).toEqual([]);
  });
});
