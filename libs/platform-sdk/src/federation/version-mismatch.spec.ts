import { describe, expect, it } from '@jest/globals';
import { sharedVersionMismatchOf, versionMismatchMessage } from './version-mismatch.js';

// The federation runtime's own words (runtime-core, getRegisteredShare, with its logger's prefix).
const REACT_20 =
  '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_admin which needs ^20.0.0)';

describe(sharedVersionMismatchOf.name, () => {
  it('reads the package, the version the page runs and the range the remote needs', () => {
    expect(sharedVersionMismatchOf(new Error(REACT_20))).toEqual({ pkg: 'react', provided: '19.3.1', required: '^20.0.0' });
  });

  it('finds nothing in another failure (an unreachable manifest, a crash)', () => {
    expect(sharedVersionMismatchOf(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBeNull();
    expect(sharedVersionMismatchOf(undefined)).toBeNull();
  });
});

describe(versionMismatchMessage.name, () => {
  it('names the majors when the remote needs another one', () => {
    expect(versionMismatchMessage('mf_admin', { pkg: 'react', provided: '19.3.1', required: '^20.0.0' })).toBe(
      'mf_admin could not be loaded: it needs React 20, the shell runs 19. Reload later or contact your administrator.',
    );
    expect(versionMismatchMessage('mf_tasks', { pkg: 'antd', provided: '6.6.8', required: '^7.1.0' })).toBe(
      'mf_tasks could not be loaded: it needs antd 7, the shell runs 6. Reload later or contact your administrator.',
    );
  });

  it('gives the range and the version when the remote needs a later release of the same major', () => {
    expect(versionMismatchMessage('mf_tasks', { pkg: 'react-dom/client', provided: '19.3.1', required: '^19.4.0' })).toBe(
      'mf_tasks could not be loaded: it needs React ^19.4.0, the shell runs 19.3.1. Reload later or contact your administrator.',
    );
  });
});
