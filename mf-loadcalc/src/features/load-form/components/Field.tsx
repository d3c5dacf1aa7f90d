import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; status: 'error' | undefined }) => ReactNode;
}

/** A labelled input with its validation message under it. */
export function Field({ label, error, hint, wide, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={wide ? 'lc-field lc-field--wide' : 'lc-field'}>
      <label className="lc-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error || hint ? messageId : undefined, status: error ? 'error' : undefined })}
      {error ? (
        <span id={messageId} className="lc-error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={messageId} className="lc-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
