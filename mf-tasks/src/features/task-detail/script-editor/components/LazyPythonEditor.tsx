import { lazy } from 'react';

/** The editor and CodeMirror in a chunk of their own, fetched when a script first shows. */
export const LazyPythonEditor = lazy(() => import('./PythonEditor.js'));
