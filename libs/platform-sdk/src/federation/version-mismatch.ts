/**
 * A remote built against a version of a shared singleton (React, antd, the query client...) that
 * the shell's copy does not satisfy. The shared config refuses such a remote (strictVersion in
 * libs/mf-config) rather than run it against a copy it was not built for; the federation runtime
 * says so in an error, which this reads to tell the user what happened.
 */
export interface SharedVersionMismatch {
  /** The shared package ('react', 'react-dom/client', 'antd'...). */
  pkg: string;
  /** The version the page runs (the shell's). */
  provided: string;
  /** The range the remote was built for ('^20.0.0'). */
  required: string;
}

// The runtime's text (runtime-core, utils/share: getRegisteredShare), e.g. "Version 19.3.1 from
// shell of shared singleton module react does not satisfy the requirement of mf_admin which needs
// ^20.0.0)".
const MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\n]+)\)/;

/** The mismatch a federation error reports, or null when it is another failure. */
export function sharedVersionMismatchOf(error: unknown): SharedVersionMismatch | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = MISMATCH.exec(message);
  if (!match) return null;
  const [, provided = '', pkg = '', required = ''] = match;
  return { pkg, provided, required: required.trim() };
}

const PACKAGE_NAMES: Readonly<Record<string, string>> = {
  react: 'React',
  'react-dom': 'React',
  antd: 'antd',
  '@tanstack/react-query': 'TanStack Query',
  '@milestone/platform-sdk': 'the platform SDK',
  '@milestone/ui': 'the platform UI library',
};

/** 'react-dom/client' -> 'react-dom'; '@tanstack/react-query' stays. */
function packageOf(pkg: string): string {
  const parts = pkg.split('/');
  return pkg.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? pkg);
}

const majorOf = (version: string): string | undefined => /(\d+)/.exec(version)?.[1];

/**
 * "<module> could not be loaded: it needs React 20, the shell runs 19. Reload later or contact
 * your administrator." Majors when they differ (what the user can act on); the full range and
 * version when the remote needs a later release of the same major.
 */
export function versionMismatchMessage(moduleName: string, mismatch: SharedVersionMismatch): string {
  const name = PACKAGE_NAMES[packageOf(mismatch.pkg)] ?? packageOf(mismatch.pkg);
  const neededMajor = majorOf(mismatch.required);
  const runningMajor = majorOf(mismatch.provided);
  const [needs, runs] =
    neededMajor !== undefined && neededMajor !== runningMajor ? [neededMajor, runningMajor ?? mismatch.provided] : [mismatch.required, mismatch.provided];
  return `${moduleName} could not be loaded: it needs ${name} ${needs}, the shell runs ${runs}. Reload later or contact your administrator.`;
}
