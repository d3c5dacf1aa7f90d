import { Fragment } from 'react';
import { Typography } from '@milestone/ui';
import type { InstructionBlock } from './instructions-markup.js';

/** Renders parsed instructions markup as elements (text is never read as HTML). */
export function InstructionsView({ blocks }: { blocks: InstructionBlock[] }) {
  return (
    <div className="instructions-view">
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
              <div key={i} role="heading" aria-level={2} style={{ textAlign: 'center', fontWeight: 600, fontSize: 16, padding: '6px 0', margin: '12px 0', borderTop: '2px solid #d9d9d9', borderBottom: '2px solid #d9d9d9' }}>
                {b.text}
              </div>
            );
          case 'list':
            return (
              <ul key={i} style={{ paddingLeft: 24 }}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    {item.text}
                    {item.children.length > 0 ? (
                      <ul style={{ listStyleType: 'circle' }}>
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
              <div key={i} role="table" aria-label="Checklist" style={{ display: 'grid', gridTemplateColumns: '32px minmax(120px, 1fr) 2fr', border: '1px solid #f0f0f0', borderRadius: 6, margin: '8px 0' }}>
                {b.rows.map((r, j) => (
                  <Fragment key={j}>
                    <span role="cell" aria-label={r.checked ? 'done' : 'not done'} style={{ padding: '4px 8px', borderTop: j ? '1px solid #f0f0f0' : undefined }}>
                      {r.checked ? '☑' : '☐'}
                    </span>
                    <span role="cell" style={{ padding: '4px 8px', borderTop: j ? '1px solid #f0f0f0' : undefined }}>{r.item}</span>
                    <span role="cell" style={{ padding: '4px 8px', borderTop: j ? '1px solid #f0f0f0' : undefined, color: '#595959' }}>{r.detail}</span>
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
