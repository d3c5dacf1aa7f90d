import { describe, expect, it } from '@jest/globals';
import { addSection, backTarget, newSectionError, parseTaskId, removeSection, renameSection, sectionAfterRemoval, taskSections } from './task-sections.js';

const ids = (type: string, config?: unknown) => taskSections(type, config).map((s) => s.id);

describe(taskSections.name, () => {
  it('shows only the overview for api-reporting tasks, even with custom sections', () => {
    expect(ids('api-reporting')).toEqual(['overview']);
    expect(ids('api-reporting', { customSections: [{ id: 'c1', label: 'Notes' }] })).toEqual(['overview']);
  });

  it('shows a form task with a form of its own its form and instructions only: no script, API configuration or saved calculations', () => {
    expect(ids('form-processing', { form: { title: 'Purchase Order Template', sections: [] } })).toEqual(['overview', 'instructions']);
    // A user's own sections still follow.
    expect(ids('form-processing', { form: { title: 'Estimate Form', sections: [] }, customSections: [{ id: 'c1', label: 'Notes' }] })).toEqual([
      'overview',
      'instructions',
      'c1',
    ]);
  });

  it('lists the sections of each type (spec 001 section 2.1)', () => {
    expect(ids('form-processing')).toEqual(['overview', 'instructions', 'generated-script', 'saved-forms', 'api-configuration']);
    expect(ids('excel-processing')).toEqual(['overview', 'instructions', 'generated-script', 'file-repository', 'schedule', 'task-users', 'api-configuration']);
    expect(ids('file-processing')).toEqual(['overview', 'instructions', 'generated-script', 'api-configuration']);
  });

  it('appends custom sections from config.customSections, reading label or title', () => {
    const sections = taskSections('form-processing', {
      customSections: [
        { id: 'c1', label: 'Pricing', description: 'Prices', type: 'text', content: 'A\nB' },
        { id: 'c2', title: 'Legacy title', removable: false },
        { label: 'no id: ignored' },
      ],
    });
    expect(sections.slice(-2)).toEqual([
      { id: 'c1', label: 'Pricing', description: 'Prices', custom: true, removable: true, type: 'text', content: 'A\nB' },
      { id: 'c2', label: 'Legacy title', description: '', custom: true, removable: false, type: undefined, content: undefined },
    ]);
  });

  it('hides removed default sections but never the overview or instructions', () => {
    const config = { removedDefaultSections: ['generated-script', 'saved-forms', 'overview', 'instructions'] };
    expect(ids('form-processing', config)).toEqual(['overview', 'instructions', 'api-configuration']);
  });

  it('renames sections through config.sectionOverrides; a blank label keeps the default', () => {
    const sections = taskSections('excel-processing', {
      sectionOverrides: { overview: { label: 'Summary', description: 'Read me first' }, 'task-users': { label: '  ' } },
    });
    expect(sections[0]).toMatchObject({ id: 'overview', label: 'Summary', description: 'Read me first' });
    expect(sections.find((s) => s.id === 'task-users')?.label).toBe('Task Users');
  });

  it('marks only removable sections so: overview and instructions are not', () => {
    const removable = taskSections('form-processing')
      .filter((s) => s.removable)
      .map((s) => s.id);
    expect(removable).toEqual(['generated-script', 'saved-forms', 'api-configuration']);
  });
});

describe('section management', () => {
  it('refuses a blank new section name', () => {
    expect(newSectionError({ name: '   ', type: 'text', content: '' })).toBe('New section needs a name');
    expect(newSectionError({ name: 'Notes', type: 'text', content: '' })).toBeNull();
  });

  it('adds a custom section and keeps the other config keys', () => {
    const config = addSection({ features: ['x'], customSections: [{ id: 'a', label: 'A' }] }, { name: ' Notes ', type: 'reference', content: 'hi' }, 'c9');
    expect(config.features).toEqual(['x']);
    expect(config.customSections).toEqual([
      { id: 'a', label: 'A' },
      { id: 'c9', label: 'Notes', description: '', type: 'reference', content: 'hi', removable: true },
    ]);
    expect(ids('form-processing', config).slice(-2)).toEqual(['a', 'c9']);
  });

  it('renames any section through sectionOverrides', () => {
    const config = renameSection({ sectionOverrides: { overview: { label: 'Old' } } }, 'instructions', ' Steps ', 'What to do');
    expect(config.sectionOverrides).toEqual({ overview: { label: 'Old' }, instructions: { label: 'Steps', description: 'What to do' } });
    expect(taskSections('form-processing', config)[1]).toMatchObject({ label: 'Steps', description: 'What to do' });
  });

  it('removes a custom section from the list and a default one through removedDefaultSections', () => {
    const start = {
      customSections: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    };
    const withoutA = removeSection(start, { id: 'a', custom: true, removable: true });
    expect(ids('excel-processing', withoutA)).not.toContain('a');
    expect(ids('excel-processing', withoutA)).toContain('b');
    const withoutScript = removeSection(withoutA, { id: 'generated-script', custom: false, removable: true });
    expect(withoutScript.removedDefaultSections).toEqual(['generated-script']);
    expect(ids('excel-processing', withoutScript)).not.toContain('generated-script');
  });

  it('drops the override of a renamed section when it is removed, custom or built in', () => {
    const start = { customSections: [{ id: 'c1', label: 'Pricing Notes' }], keep: 1 };
    const renamed = renameSection(renameSection(start, 'c1', 'Price List', ''), 'generated-script', 'Script', 'Python');
    const withoutCustom = removeSection(renamed, { id: 'c1', custom: true, removable: true });
    expect(withoutCustom.sectionOverrides).toEqual({ 'generated-script': { label: 'Script', description: 'Python' } });
    const withoutBoth = removeSection(withoutCustom, { id: 'generated-script', custom: false, removable: true });
    expect(withoutBoth.sectionOverrides).toEqual({});
    expect(withoutBoth).toMatchObject({ customSections: [], removedDefaultSections: ['generated-script'], keep: 1 });
  });

  it('does not remove a section that is not removable', () => {
    const config = { features: [] };
    expect(removeSection(config, { id: 'instructions', custom: false, removable: false })).toEqual(config);
  });

  it('returns to instructions when the shown section is removed', () => {
    expect(sectionAfterRemoval('c1', 'c1')).toBe('instructions');
    expect(sectionAfterRemoval('overview', 'c1')).toBe('overview');
  });
});

describe(backTarget.name, () => {
  it('goes home from the overview and back to the overview elsewhere', () => {
    expect(backTarget('overview')).toBe('home');
    expect(backTarget('instructions')).toBe('overview');
    expect(backTarget('custom-1')).toBe('overview');
  });
});

describe(parseTaskId.name, () => {
  it('accepts positive whole numbers only', () => {
    expect(parseTaskId('42')).toBe(42);
    expect(parseTaskId('0')).toBeNull();
    expect(parseTaskId('-1')).toBeNull();
    expect(parseTaskId('abc')).toBeNull();
    expect(parseTaskId(undefined)).toBeNull();
  });
});
