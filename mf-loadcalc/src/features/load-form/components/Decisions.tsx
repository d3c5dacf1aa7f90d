import type { DecisionRow } from '../load-form.model.js';

interface DecisionsProps {
  decisions: readonly DecisionRow[];
  /** Names the list for screen readers and tests ('general', 'large', 'optional'). */
  section: string;
}

/**
 * Formula Details' decisions under a table: why the engine worked the lines as it did, each with the
 * NEC section an inspector can look up. Nothing when the section took no decision.
 */
export function Decisions({ decisions, section }: DecisionsProps) {
  if (decisions.length === 0) return null;
  return (
    <div className="lc-decisions" data-testid={`decisions-${section}`}>
      <div className="lc-decisions__title">Code decisions</div>
      <ul className="lc-decisions__list">
        {decisions.map((decision) => (
          <li key={decision.key} className="lc-decision" data-rule={decision.rule}>
            <span className="lc-decision__text">{decision.text}</span>
            <span className="lc-decision__nec">NEC {decision.section}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
