import { Input } from '@milestone/ui';
import type { NumberInput } from '@milestone/loadcalc';
import { inputText } from '../load-form.model.js';
import { ErrorLine } from './ErrorLine.js';

interface CellInputProps {
  label: string;
  value: NumberInput;
  error: string | undefined;
  numeric?: 'numeric' | 'decimal';
  width?: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** An input inside a table cell, with the engine's message for it under it. */
export function CellInput({ label, value, error, numeric, width, onChange, onBlur }: CellInputProps) {
  return (
    <>
      <Input
        aria-label={label}
        aria-invalid={!!error}
        title={error}
        status={error ? 'error' : undefined}
        inputMode={numeric}
        autoComplete="off"
        className={numeric ? 'lc-input-num' : undefined}
        style={width ? { width: '100%', minWidth: width } : undefined}
        value={inputText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <ErrorLine message={error} />
    </>
  );
}
