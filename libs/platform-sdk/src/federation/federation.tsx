import { createContext, useContext, type ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preloadDeferredUi } from '@milestone/ui';
import { REGISTRY_URL, federatedId, parseRegistry, registryToRemotes, type RemoteRegistry } from './registry.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';
import { sharedVersionMismatchOf, versionMismatchMessage } from './version-mismatch.js';
import { remoteTitle } from './exposed-modules.js';

// The shell registers the remotes on its federation instance. Because this SDK is a shared
// singleton, a remote that calls loadFederated runs this module of the shell, so remote-to-remote
// composition goes through the same instance and registry.
const registered = new Map<string, string>();
// Remotes load only after the registry is read, or an early route would find no remote.
let registryReady: Promise<unknown> = Promise.resolve();
// The components loaded in this page by federated id (never a fallback): one loaded before it is
// rendered (preloadFederated) renders at once, with no loading state in between.
const loaded = new Map<string, ComponentType<never>>();
// The loads under way by federated id: the preload of a page's remote and its render share one.
const loading = new Map<string, Promise<unknown>>();
// The fallbacks of remotes refused for a shared library's version, by remote: loading one again
// would meet the same versions, and the runtime, which keeps the failed module, would answer it
// with an empty one. Retry (resetRemote) forgets them with the rest.
const refused = new Map<string, { default: ComponentType }>();

/** Reads the registry, registers every remote; an unreachable registry registers none. */
export function loadRemoteRegistry(url: string = REGISTRY_URL): Promise<RemoteRegistry> {
  const loading = readAndRegister(url);
  registryReady = loading;
  return loading;
}

async function readAndRegister(url: string): Promise<RemoteRegistry> {
  let registry: RemoteRegistry = {};
  try {
    const response = await fetchWithRetry(url, {}, 2);
    if (response.ok) registry = parseRegistry(await response.json());
  } catch (error) {
    console.error('[federation] remote registry unavailable', error);
  }
  const remotes = registryToRemotes(registry, window.location.href);
  for (const remote of remotes) registered.set(remote.name, remote.entry);
  registerRemotes(remotes);
  return registry;
}

/** Forgets what the runtime cached of a remote (failed manifest, entry) so it loads afresh. */
export function resetRemote(remote: string): void {
  refused.delete(remote);
  for (const id of loaded.keys()) if (id.startsWith(`${remote}/`)) loaded.delete(id);
  const entry = registered.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

async function fetchWithRetry(url: string, init: RequestInit, retries: number, delayMs = 300): Promise<Response> {
  let lastError: unknown;
  let lastResponse: Response | undefined;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    try {
      const response = await fetch(url, init);
      // A 4xx will not heal by asking again; a 5xx or a network failure may.
      if (response.ok || response.status < 500) return response;
      lastResponse = response;
    } catch (error) {
      lastError = error;
    }
  }
  if (lastResponse) return lastResponse;
  throw lastError;
}

export interface RemoteRetry {
  remote: string;
  retry: () => void;
}

/** Given by RemoteComponent to whatever it renders, so a fallback can offer Retry. */
export const RemoteRetryContext = createContext<RemoteRetry | null>(null);

/** Marks the component that stands in for a remote that could not be loaded. */
const FALLBACK = Symbol('remote fallback');

/** A remote refused for a shared library's version says which; any other failure offers Retry. */
export function fallbackModule(remote: string, error?: unknown): { default: ComponentType } {
  const mismatch = sharedVersionMismatchOf(error);
  const reason = mismatch ? versionMismatchMessage(remoteTitle(remote), mismatch) : undefined;
  function RemoteFallback() {
    const ctx = useContext(RemoteRetryContext);
    return <RemoteUnavailable remote={remote} onRetry={ctx?.retry} reason={reason} />;
  }
  return { default: Object.assign(RemoteFallback, { [FALLBACK]: true }) };
}

/**
 * The runtime plugin of the shell: manifest fetches are retried, and a remote that still cannot
 * be loaded resolves to a fallback component instead of rejecting (#RUNTIME-003 would otherwise
 * reach React.lazy and could take the page down).
 */
export function platformFederationPlugin(options: { retries?: number } = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  return {
    name: 'milestone-retry-and-fallback',
    async fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init, retries);
    },
    async errorLoadRemote(args) {
      // Only a failed loadRemote answers with a module; other lifecycles expect other shapes.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      console.error(`[federation] ${args.id} unavailable`, args.error);
      const fallback = fallbackModule(remote, args.error);
      if (sharedVersionMismatchOf(args.error)) refused.set(remote, fallback);
      return fallback;
    },
  };
}

export function installFederationPlugins(): void {
  registerPlugins([platformFederationPlugin()]);
}

/** Loads an exposed React component of a remote, in the shape React.lazy expects. */
export function loadFederated<P extends object>(remote: string, exposed: string): Promise<{ default: ComponentType<P> }> {
  const refusal = refused.get(remote);
  if (refusal) return Promise.resolve(refusal as { default: ComponentType<P> });
  const id = federatedId(remote, exposed);
  const pending = (loading.get(id) as Promise<{ default: ComponentType<P> }> | undefined) ?? loadOnce<P>(id).finally(() => loading.delete(id));
  loading.set(id, pending);
  return pending;
}

async function loadOnce<P extends object>(id: string): Promise<{ default: ComponentType<P> }> {
  await registryReady;
  // Remotes use the antd pieces the sign-in page does not load; fetch them alongside the remote
  // so its first render does not wait for them (preloadDeferredUi never rejects).
  const [mod] = await Promise.all([loadRemote<{ default?: ComponentType<P> } | ComponentType<P>>(id), preloadDeferredUi()]);
  if (!mod) throw new Error(`Federated module ${id} could not be loaded`);
  const component = typeof mod === 'function' ? mod : mod.default;
  if (!component) throw new Error(`Federated module ${id} has no default export`);
  if (!(FALLBACK in component)) loaded.set(id, component as ComponentType<never>);
  return { default: component };
}

/** The component of an exposed module if this page has already loaded it, else undefined. */
export function loadedFederated<P extends object>(remote: string, exposed: string): ComponentType<P> | undefined {
  return loaded.get(federatedId(remote, exposed)) as ComponentType<P> | undefined;
}

/**
 * Starts loading an exposed module before anything renders it (the remote of the page being
 * opened, while the session is still being checked). A later loadFederated of the same module
 * shares the runtime's download; a failure here is left to that later load to show.
 */
export function preloadFederated(remote: string, exposed: string): void {
  loadFederated(remote, exposed).catch(() => undefined);
}
