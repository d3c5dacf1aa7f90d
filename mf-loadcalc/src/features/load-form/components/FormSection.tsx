import { useId, type ReactNode } from 'react';
import { Switch } from '@milestone/ui';

/** How a table section shows its lines: the engine's formula details, spreadsheet labels. */
export interface SectionView {
  formula: boolean;
  grid: boolean;
}

export const PLAIN_VIEW: SectionView = { formula: false, grid: false };

interface FormSectionProps {
  title: string;
  /** Shown at the right of the heading (the view toggles). */
  tools?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** More classes of the section (lc-section--overflow lets a dropdown reach past its bottom). */
  className?: string;
}

/** A titled block of the form; a region named by its heading. */
export function FormSection({ title, tools, children, testId, className }: FormSectionProps) {
  const id = useId();
  return (
    <section className={className ? `lc-section ${className}` : 'lc-section'} aria-labelledby={id} data-testid={testId}>
      <header className="lc-section__head">
        <h3 id={id} className="lc-section__title">
          {title}
        </h3>
        {tools ? <div className="lc-section__tools">{tools}</div> : null}
      </header>
      <div className="lc-section__body">{children}</div>
    </section>
  );
}

/** The 'Formula Details' and 'Grid View' toggles of a table section (spec section 2.2). */
export function ViewToggles({ view, onChange }: { view: SectionView; onChange: (view: SectionView) => void }) {
  return (
    <>
      <label className="lc-toggle">
        <Switch size="small" checked={view.formula} onChange={(formula) => onChange({ ...view, formula })} />
        Formula Details
      </label>
      <label className="lc-toggle">
        <Switch size="small" checked={view.grid} onChange={(grid) => onChange({ ...view, grid })} />
        Grid View
      </label>
    </>
  );
}
