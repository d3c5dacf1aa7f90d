import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

// The module walls are eslint's (eslint.config.mjs, "svc-tasks' module walls"): these lint code
// as if it sat in a module's folder, so a wall that stops holding fails here, not only in review.
const modulesDir = import.meta.dirname;
const svcTasksDir = resolve(modulesDir, '../..');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const RULE = '@typescript-eslint/no-restricted-imports';

let eslint: ESLint;

/** The module-wall messages for `code` as the file `file` (a path under src/modules). */
async function wallsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(modulesDir, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

/** `target` (a path under src/modules) as a relative import from `file`. */
function importPath(file: string, target: string): string {
  const path = relative(dirname(join(modulesDir, file)), join(modulesDir, target)).replace(/\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

const filesOf = (dir: string): string[] =>
  readdirSync(join(modulesDir, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
const sources = modules.flatMap((module) => filesOf(module).map((file) => ({ module, file, text: readFileSync(join(modulesDir, file), 'utf8') })));

/** A file of `module` at each depth the modules use (its folder, a subfolder, a subfolder of that). */
const filesAtEveryDepth = (module: string) => [`${module}/fixture.ts`, `${module}/sub/fixture.ts`, `${module}/sub/deeper/fixture.ts`];

/** Another module's entity for `module` to import: the task's, or the execution's for the task module. */
const foreignEntity = (module: string) =>
  module === 'task' ? { name: 'ExecutionEntity', file: 'execution/execution.entity.ts' } : { name: 'TaskEntity', file: 'task/task.entity.ts' };

describe('svc-tasks module walls', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: svcTasksDir });
  });

  it('finds the modules', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['access', 'ai', 'company-user', 'execution', 'feedback', 'permission', 'schedule', 'script', 'steps', 'task']),
    );
  });

  it('finds no module file deeper than the walls reach (four folders inside a module)', () => {
    const deepest = Math.max(...sources.map(({ file }) => file.split('/').length - 2));
    expect(deepest).toBeLessThanOrEqual(4);
  });

  it("refuses a value import of another module's entity in every module, at every depth", async () => {
    for (const module of modules) {
      const entity = foreignEntity(module);
      for (const file of filesAtEveryDepth(module)) {
        const code = `import { ${entity.name} } from '${importPath(file, entity.file)}';\nexport const entities = [${entity.name}];\n`;
        expect({ file, walls: await wallsOf(file, code) }).toEqual({
          file,
          // (and, in the order below, the wall of a module above it: access may not import task at all)
          walls: expect.arrayContaining([expect.stringContaining("Another module's entity is used through that module's repository or service")]),
        });
      }
    }
  });

  it("lets a module name another module's entity as a type (the rule allows type imports)", async () => {
    for (const module of modules) {
      const entity = foreignEntity(module);
      for (const file of filesAtEveryDepth(module)) {
        const code = `import type { ${entity.name} } from '${importPath(file, entity.file)}';\nexport type Row = Pick<${entity.name}, 'id'>;\n`;
        expect({ file, walls: await wallsOf(file, code) }).toEqual({ file, walls: [] });
      }
    }
  });

  it('lets a module import its own entities', async () => {
    const code = (file: string) =>
      `import { ExecutionEntity } from '${importPath(file, 'execution/execution.entity.ts')}';\nexport const entities = [ExecutionEntity];\n`;
    for (const file of filesAtEveryDepth('execution')) expect({ file, walls: await wallsOf(file, code(file)) }).toEqual({ file, walls: [] });
  });

  it('lets a module import of another module only the repositories that module exports', async () => {
    // What a module exports for others is what its @Module({ exports }) lists (a repository, or a
    // module that exports one: TaskModule exports TaskRepositoryModule).
    const repositories = sources.flatMap(({ module, file, text }) =>
      file.endsWith('.repository.ts') ? [...text.matchAll(/export class (\w+Repository)\b/g)].map((match) => ({ module, file, name: match[1]! })) : [],
    );
    expect(repositories.length).toBeGreaterThan(5);
    const exportedRepository = (name: string) => sources.some(({ text }) => new RegExp(`exports:\\s*\\[[^\\]]*\\b${name}(Module)?\\b`).test(text));
    for (const repository of repositories) {
      // An importer outside the order access <- task <- company-user <- permission, so only the door decides.
      const outsideTheOrder = modules.filter((module) => !['access', 'task', 'company-user', 'permission'].includes(module));
      const importer = `${outsideTheOrder.find((module) => module !== repository.module)}/fixture.ts`;
      const code = `import { ${repository.name} } from '${importPath(importer, repository.file)}';\nexport const injected = [${repository.name}];\n`;
      const refused = `Of the ${repository.module} module's repositories, only those its module exports`;
      const expected = exportedRepository(repository.name) ? [] : [expect.stringContaining(refused)];
      expect({ repository: repository.name, walls: await wallsOf(importer, code) }).toEqual({ repository: repository.name, walls: expected });
    }
  });

  it('keeps a module of the order access <- task <- company-user <- permission from importing one above it', async () => {
    const file = 'task/sub/fixture.ts';
    const code = `import { CompanyUserModule } from '${importPath(file, 'company-user/company-user.module.ts')}';\nexport const modules = [CompanyUserModule];\n`;
    expect(await wallsOf(file, code)).toEqual([expect.stringContaining('svc-tasks/src/modules/task sits below company-user')]);
  });
});
