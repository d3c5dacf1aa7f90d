/** What the shell hands each remote's './App': the shell route its own routes are relative to. */
export interface RemoteAppProps {
  basePath: string;
}

/**
 * Every federated module and the props of its component: the one contract between a remote and
 * the projects that mount it. `RemoteComponent` takes its props type from here, and each remote's
 * remote-entry.tsx checks its exposed components against it (`MatchesExposed`), so a drift fails
 * `tsc` in the build of the remote and of its hosts. Changing props is a contract change: keep old
 * props working until every host that passes them has shipped.
 */
export interface ExposedModules {
  mf_tasks: { './App': RemoteAppProps };
  mf_admin: { './App': RemoteAppProps };
  mf_reporting: {
    './App': RemoteAppProps;
    /** The api-reporting overview of a task (hosted by mf-tasks' task detail). */
    './TaskOverview': { taskId: number; basePath?: string };
    /** The API Configuration editor of a task (mf-tasks' api-configuration section): saved into its config.apiConfiguration. */
    './ApiConfiguration': { taskId: number };
  };
  mf_loadcalc: {
    './App': RemoteAppProps;
    /**
     * The form-processing overview (mf-tasks); `showSaved` (default true) puts the saved list under the
     * form; `taskId` (the form task) adds Submit, which runs the task and offers its worksheet.
     */
    './LoadCalculationForm': { showSaved?: boolean; taskId?: number };
    /** Saved Forms (mf-tasks); without `onLoad`, Load hands the form to the next calculator that mounts. */
    './SavedCalculations': { onLoad?: (formData: Record<string, unknown>) => void };
  };
}

/** A remote's federation name ('mf_tasks'...). */
export type RemoteName = keyof ExposedModules;

/** What a user calls each remote's area (its federation name means nothing to them). */
const REMOTE_TITLES: Readonly<Record<RemoteName, string>> = {
  mf_tasks: 'Tasks',
  mf_admin: 'Administration',
  mf_reporting: 'Reporting',
  mf_loadcalc: 'Load Calculator',
};

/** The area's name for a user: 'Administration' for mf_admin; a remote the platform does not list keeps its federation name. */
export function remoteTitle(remote: string): string {
  return Object.hasOwn(REMOTE_TITLES, remote) ? REMOTE_TITLES[remote as RemoteName] : remote;
}
/** A module a remote exposes ('./App', './TaskOverview'...). */
export type ExposedModule<R extends RemoteName> = keyof ExposedModules[R] & string;
/** The props of an exposed module's component. */
export type ExposedProps<R extends RemoteName, M extends ExposedModule<R>> = ExposedModules[R][M];

// Identical types, optional members included (mutual assignability would let an optional prop drift).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * true when a remote's exposed function components (one per module of the map, none missing) take exactly
 * the props the map gives them; `boolean` when one drifts, which `Expect` refuses.
 */
export type MatchesExposed<R extends RemoteName, Components extends { [M in ExposedModule<R>]: (props: never) => unknown }> = {
  [M in ExposedModule<R>]: Same<Parameters<Components[M]>[0], ExposedProps<R, M>>;
}[ExposedModule<R>];

/** A compile-time assertion: `Expect<X>` compiles only when X is `true`. */
export type Expect<T extends true> = T;
