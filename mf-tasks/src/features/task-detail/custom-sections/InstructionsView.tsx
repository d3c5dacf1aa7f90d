import { Fragment, useMemo } from 'react';
import { Typography, theme } from '@milestone/ui';
import type { InstructionBlock } from './instructions-markup.js';
import { instructionsViewCss } from './instructions-view.styles.js';

/** Renders parsed instructions markup as elements (text is never read as HTML). */
export function InstructionsView({ blocks }: { blocks: InstructionBlock[] }) {
  const { token } = theme.useToken();
  const css = useMemo(() => instructionsViewCss(token), [token]);
  return (
    <div className="instructions-view">
      <style>{css}</style>
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return (
              <Typography.Title key={i} level={b.level === 2 ? 3 : 4}>
                {b.text}
              </Typography.Title>
            );
          case 'title':
            return (
              <div key={i} role="heading" aria-level={2} className="iv-title">
                {b.text}
              </div>
            );
          case 'list':
            return (
              <ul key={i}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    {item.text}
                    {item.children.length > 0 ? (
                      <ul>
                        {item.children.map((c, k) => (
                          <li key={k}>{c}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            );
          case 'checks':
            return (
              <div key={i} role="table" aria-label="Checklist" className="iv-checks">
                {b.rows.map((r, j) => (
                  <Fragment key={j}>
                    <span role="cell" aria-label={r.checked ? 'done' : 'not done'} className={j ? 'iv-next' : undefined}>
                      {r.checked ? '☑' : '☐'}
                    </span>
                    <span role="cell" className={j ? 'iv-next' : undefined}>
                      {r.item}
                    </span>
                    <span role="cell" className={j ? 'iv-detail iv-next' : 'iv-detail'}>
                      {r.detail}
                    </span>
                  </Fragment>
                ))}
              </div>
            );
          case 'paragraph':
            return (
              <Typography.Paragraph key={i}>
                {b.lines.map((l, j) => (
                  <Fragment key={j}>
                    {j > 0 ? <br /> : null}
                    {l}
                  </Fragment>
                ))}
              </Typography.Paragraph>
            );
        }
      })}
    </div>
  );
}
