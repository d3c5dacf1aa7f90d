import { AUTOSAVE_DELAY_MS, debounce, type Debounced } from '../../../shared/debounce.js';

export type AutosaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' } | { kind: 'conflict' };

/** What the autosaver reads from the task's save queue (TaskSaveQueue). */
export interface SavedVersions {
  /** The version a save naming `version` sends now. */
  current(version: number): number;
}

export interface AutosaveOptions<T> {
  /** The version of the task the editor loaded. */
  version: number;
  /**
   * Saves `value` naming `version`, through the task's save queue: the queue runs the saves one at
   * a time and carries the version past this tab's own saves.
   */
  save: (version: number, value: T) => Promise<unknown>;
  /** The same queue, read for the version the next save names. */
  versions: SavedVersions;
  /** Whether a failed save means someone else saved first (HTTP 409). */
  isConflict: (error: unknown) => boolean;
  onStatus: (status: AutosaveStatus) => void;
  /** A save failed for another reason (the editor toasts 'Auto-save Failed'). */
  onFailure?: (error: unknown) => void;
  delayMs?: number;
  now?: () => Date;
}

/**
 * The step editor's autosave (spec 000 section 4): an edit marks Saving and the save fires
 * `delayMs` after the last edit, naming the version the user edited. It only debounces and reports
 * status: which version a save sends is the task's save queue's business (the one version
 * tracker of a task page). A 409 stops saving altogether until `reset` (after the user reloads):
 * nothing is retried or overwritten.
 */
export class Autosaver<T> {
  /** The version the user's edits are based on (loaded, adopted or reloaded). */
  private edited: number;
  private readonly debounced: Debounced<T>;
  private inFlight = 0;
  private unsaved = false;
  private conflict = false;

  constructor(private readonly options: AutosaveOptions<T>) {
    this.edited = options.version;
    this.debounced = debounce<T>((value) => this.run(value), options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** The version the next save names. */
  get version(): number {
    return this.options.versions.current(this.edited);
  }

  /** Edits not yet saved (pending, on their way, or failed). */
  get dirty(): boolean {
    return this.unsaved;
  }

  get inConflict(): boolean {
    return this.conflict;
  }

  /** Records an edit; false (and nothing scheduled) while in conflict. */
  edit(value: T): boolean {
    if (this.conflict) return false;
    this.unsaved = true;
    this.options.onStatus({ kind: 'saving' });
    this.debounced.schedule(value);
    return true;
  }

  /** Another save of this page raised the version without touching what this editor saves. */
  adoptVersion(version: number): void {
    if (version > this.edited) this.edited = version;
  }

  /** After a reload: start again from the latest version. */
  reset(version: number): void {
    this.debounced.cancel();
    this.edited = version;
    this.conflict = false;
    this.unsaved = false;
    this.options.onStatus({ kind: 'idle' });
  }

  /** Saves a pending edit now (the editor closes). */
  flush(): void {
    this.debounced.flush();
  }

  private run(value: T): void {
    if (this.conflict) return;
    this.inFlight += 1;
    this.options.save(this.edited, value).then(
      () => {
        this.inFlight -= 1;
        if (this.conflict || this.inFlight > 0 || this.debounced.pending()) return;
        this.unsaved = false;
        this.options.onStatus({ kind: 'saved', at: (this.options.now ?? (() => new Date()))() });
      },
      (error: unknown) => {
        this.inFlight -= 1;
        if (this.conflict) return;
        if (this.options.isConflict(error)) {
          this.conflict = true;
          this.debounced.cancel();
          this.options.onStatus({ kind: 'conflict' });
          return;
        }
        this.options.onStatus({ kind: 'failed' });
        this.options.onFailure?.(error);
      },
    );
  }
}
