/** Autosave fires this long after the last edit (spec 000 section 4). */
export const AUTOSAVE_DELAY_MS = 500;

export interface Debounced<T> {
  /** Schedules `run(value)`; a later call within the delay replaces the earlier one. */
  schedule(value: T): void;
  /** Runs a pending call now. */
  flush(): void;
  /** Drops a pending call. */
  cancel(): void;
  pending(): boolean;
}

export function debounce<T>(run: (value: T) => void, delayMs = AUTOSAVE_DELAY_MS): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { value: T } | null = null;
  const fire = () => {
    timer = null;
    const call = latest;
    latest = null;
    if (call) run(call.value);
  };
  return {
    schedule(value) {
      latest = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      latest = null;
    },
    pending: () => timer !== null,
  };
}
