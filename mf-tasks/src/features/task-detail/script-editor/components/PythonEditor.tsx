import { useEffect, useMemo, useRef } from 'react';
import CodeMirror, { Decoration, EditorView, Prec, keymap, type Extension } from '@uiw/react-codemirror';
import { python } from '@codemirror/lang-python';
import { indentUnit } from '@codemirror/language';
import { theme } from '@milestone/ui';

export interface PythonEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Shows the script without letting it change. */
  readOnly: boolean;
  /** The accessible name of the editor's text. */
  label: string;
  /** A line to mark (a syntax error's), 1-based. */
  errorLine?: number | null;
  /** Ctrl+S (Cmd+S on a Mac) in the editor: save, as in a code editor, instead of the browser's Save Page. */
  onSave?: () => void;
  maxHeight?: number;
}

/** Marks one line of the document (ignored when the document has fewer lines). */
function markLine(line: number): Extension {
  return EditorView.decorations.of((view) => {
    const doc = view.state.doc;
    if (line < 1 || line > doc.lines) return Decoration.none;
    return Decoration.set([Decoration.line({ class: 'cm-script-error-line' }).range(doc.line(line).from)]);
  });
}

/**
 * Python's indentation as PEP 8 and the generated scripts have it: four spaces (CodeMirror's own is
 * two, which put a new line of a generated script's block out of step with its neighbours: an
 * IndentationError on the next run). Enter, Tab and Shift+Tab indent by it.
 */
const PYTHON_INDENT = indentUnit.of('    ');

/**
 * CodeMirror 6 with Python highlighting (@uiw/react-codemirror, @codemirror/lang-python). Imported
 * only through LazyPythonEditor: the editor is a chunk of its own, fetched when a script shows.
 */
export default function PythonEditor({ value, onChange, readOnly, label, errorLine, onSave, maxHeight = 600 }: PythonEditorProps) {
  const { token } = theme.useToken();
  // The latest onSave, read when the keys are pressed: the extensions are not rebuilt for each render's new function.
  const saveRef = useRef(onSave);
  const canSave = onSave !== undefined;
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);
  const extensions = useMemo(() => {
    const list: Extension[] = [
      python(),
      PYTHON_INDENT,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.theme({
        '&': {
          fontSize: `${token.fontSizeSM + 1}px`,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: `${token.borderRadius}px`,
        },
        '.cm-scroller': { fontFamily: token.fontFamilyCode },
        '.cm-script-error-line': { backgroundColor: token.colorErrorBg },
      }),
    ];
    if (errorLine) list.push(markLine(errorLine));
    if (canSave) {
      const save = () => {
        saveRef.current?.();
        return true;
      };
      list.push(Prec.highest(keymap.of([{ key: 'Mod-s', preventDefault: true, run: save }])));
    }
    return list;
  }, [label, errorLine, token, canSave]);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={extensions}
      maxHeight={`${maxHeight}px`}
      basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly, highlightActiveLineGutter: !readOnly }}
      theme="light"
    />
  );
}
