import { describe, expect, it } from '@jest/globals';
import { federatedId, parseRegistry, registryToRemotes } from './registry.js';

describe(parseRegistry.name, () => {
  it('keeps name -> manifest URL entries and drops malformed ones', () => {
    expect(parseRegistry({ mf_tasks: '/mf/mf-tasks/mf-manifest.json', 'bad-name': '/x', mf_admin: 3, mf_reporting: ' ' })).toEqual({
      mf_tasks: '/mf/mf-tasks/mf-manifest.json',
    });
    expect(parseRegistry(['/x'])).toEqual({});
    expect(parseRegistry(null)).toEqual({});
  });

  it('makes manifest URLs absolute against the page', () => {
    expect(registryToRemotes({ mf_tasks: '/mf/mf-tasks/mf-manifest.json' }, 'http://127.0.0.1:8080/tasks/5')).toEqual([
      { name: 'mf_tasks', entry: 'http://127.0.0.1:8080/mf/mf-tasks/mf-manifest.json' },
    ]);
  });

  it('names exposed modules the way loadRemote expects', () => {
    expect(federatedId('mf_loadcalc', './SavedCalculations')).toBe('mf_loadcalc/SavedCalculations');
  });
});
