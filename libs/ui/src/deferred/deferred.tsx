import { Suspense, use, type ComponentType, type ReactNode } from 'react';

type Pieces = typeof import('./deferred-pieces.js');

let pieces: Pieces | null = null;
let loading: Promise<Pieces | null> | null = null;

/**
 * Loads the deferred antd components. Idempotent; the shell and the federation loader call it as
 * soon as a signed-in screen is coming, so the components are there before they render. A failed
 * load resolves to null (the pieces render their fallback) and is tried again on the next call.
 */
export function preloadDeferredUi(): Promise<Pieces | null> {
  loading ??= import('./deferred-pieces.js').then(
    (loaded) => (pieces = loaded),
    (error: unknown) => {
      console.error('[ui] deferred components could not be loaded', error);
      loading = null;
      return null;
    },
  );
  return loading;
}

/** Whether the deferred components are loaded (a render of them will not suspend). */
export function isDeferredUiLoaded(): boolean {
  return pieces !== null;
}

/**
 * A component that renders the antd component `pick` selects once the deferred chunk is loaded.
 * Each keeps its own Suspense boundary, so loading never replaces more than the piece itself, and
 * its element tree is the same before and after loading (no remount of what it wraps). Until then
 * it renders nothing, not even a Dropdown's trigger: a visible button that does nothing when
 * clicked would be worse than one that appears a moment later.
 */
export function deferred<P extends object>(name: string, pick: (loaded: Pieces) => ComponentType<P>): (props: P) => ReactNode {
  function Piece(props: P) {
    const loaded = pieces ?? use(preloadDeferredUi());
    if (!loaded) return null;
    const Component = pick(loaded);
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Piece {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
