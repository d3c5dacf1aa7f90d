import { diffLines } from '../../../../entities/ai/ai.model.js';

const PREFIX = { added: '+ ', removed: '- ', context: '  ', hunk: '' } as const;

/** A proposed script (or steps) as a diff against the current one: added lines green, removed lines red. */
export function FixDiff({ diff, label = 'Proposed change' }: { diff: string; label?: string }) {
  const lines = diffLines(diff);
  return (
    <div className="feedback-diff" role="figure" aria-label={label}>
      {lines.map((line, i) => (
        <div key={i} className={`feedback-diff-line feedback-diff-${line.kind}`} data-kind={line.kind}>
          {PREFIX[line.kind]}
          {line.text}
        </div>
      ))}
    </div>
  );
}
