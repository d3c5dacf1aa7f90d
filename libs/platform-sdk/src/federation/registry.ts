/**
 * The remote registry the gateway serves at /mf/registry.json: a flat JSON object from a
 * federation name to the URL of that remote's mf-manifest.json, e.g.
 * `{ "mf_tasks": "/mf/mf-tasks/mf-manifest.json" }`. A remote is redeployed by publishing its
 * build and changing its entry here; the shell is not rebuilt.
 */
export type RemoteRegistry = Readonly<Record<string, string>>;

export const REGISTRY_URL = '/mf/registry.json';

const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;

/** Keeps the well-formed entries of a registry document; anything else is dropped. */
export function parseRegistry(document: unknown): RemoteRegistry {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return {};
  const registry: Record<string, string> = {};
  for (const [name, entry] of Object.entries(document)) {
    if (FEDERATION_NAME.test(name) && typeof entry === 'string' && entry.trim() !== '') registry[name] = entry.trim();
  }
  return registry;
}

/** Registry entries as Module Federation remotes, with manifest URLs made absolute. */
export function registryToRemotes(registry: RemoteRegistry, baseUrl: string): { name: string; entry: string }[] {
  return Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, baseUrl).href }));
}

/** 'mf_loadcalc' + './SavedCalculations' -> 'mf_loadcalc/SavedCalculations'. */
export function federatedId(remote: string, exposed: string): string {
  return `${remote}/${exposed.replace(/^\.\//, '')}`;
}
