import { AUTOSAVE_DELAY_MS, debounce, type Debounced } from './debounce.js';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed' }
  | { kind: 'conflict' };

export interface AutosaveOptions<T> {
  /** The version of the task the editor loaded. */
  version: number;
  /** Saves `value` naming `version`; resolves to the saved version. */
  save: (version: number, value: T) => Promise<{ version: number }>;
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
 * `delayMs` after the last edit. One save runs at a time and each names the version the previous
 * one produced, so the editor never trips over its own saves. A 409 stops saving altogether
 * until `reset` (after the user reloads): nothing is retried or overwritten.
 */
export class Autosaver<T> {
  private current: number;
  private readonly debounced: Debounced<T>;
  private inFlight = false;
  private queued: { value: T } | null = null;
  private unsaved = false;
  private conflict = false;

  constructor(private readonly options: AutosaveOptions<T>) {
    this.current = options.version;
    this.debounced = debounce<T>((value) => this.run(value), options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** The version the next save names. */
  get version(): number {
    return this.current;
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
    if (version > this.current) this.current = version;
  }

  /** After a reload: start again from the latest version. */
  reset(version: number): void {
    this.debounced.cancel();
    this.queued = null;
    this.current = version;
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
    if (this.inFlight) {
      this.queued = { value };
      return;
    }
    this.inFlight = true;
    this.options
      .save(this.current, value)
      .then(
        (saved) => {
          this.inFlight = false;
          this.current = saved.version;
          const next = this.queued;
          this.queued = null;
          if (next) return this.run(next.value);
          if (this.debounced.pending()) return;
          this.unsaved = false;
          this.options.onStatus({ kind: 'saved', at: (this.options.now ?? (() => new Date()))() });
        },
        (error: unknown) => {
          this.inFlight = false;
          this.queued = null;
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
