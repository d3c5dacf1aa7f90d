import { Suspense } from 'react';
import type { PythonEditorProps } from './PythonEditor.js';
import { LazyPythonEditor } from './LazyPythonEditor.js';
import { PlainScript } from './PlainScript.js';

/** A script in the Python code editor (read-only or editable), plain text until the editor has loaded. */
export function ScriptCode(props: PythonEditorProps) {
  return (
    <Suspense fallback={<PlainScript {...props} />}>
      <LazyPythonEditor {...props} />
    </Suspense>
  );
}
