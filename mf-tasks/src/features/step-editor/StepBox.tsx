import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Space, Typography } from '@milestone/ui';
import { activeMention, filterMentions, insertMention, moveHighlight, type MentionOption } from './mentions.js';
import { MAX_STEP_LENGTH } from './steps.js';

interface StepBoxProps {
  index: number;
  content: string;
  count: number;
  sections: MentionOption[];
  onChange: (content: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  canDelete: boolean;
  /** Shows the step's text without edit controls. */
  readOnly?: boolean;
}

const NUMBER_STYLE = { minWidth: 28, height: 28, borderRadius: 14, background: '#e6f4ff', color: '#1677ff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600 } as const;

/** One numbered, editable step with move up, move down and delete, and the @-mention picker. */
export function StepBox({ index, content, count, sections, onChange, onMove, onDelete, canDelete, readOnly = false }: StepBoxProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [highlight, setHighlight] = useState(0);
  const matches = mention ? filterMentions(sections, mention.query) : [];

  const track = (text: string, caret: number) => {
    const next = activeMention(text, caret);
    setMention(next);
    if (next?.query !== mention?.query) setHighlight(0);
  };

  const pick = (option: MentionOption) => {
    const el = ref.current;
    if (!mention || !el) return;
    const result = insertMention(content, mention.start, el.selectionStart, option.label);
    onChange(result.text);
    setMention(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(result.caret, result.caret);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mention) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setHighlight((h) => moveHighlight(h, matches.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      const option = matches[highlight];
      if (option) {
        e.preventDefault();
        pick(option);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMention(null);
    }
  };

  if (readOnly) {
    return (
      <div className="step-box" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 }}>
        <div aria-hidden style={NUMBER_STYLE}>
          {index + 1}
        </div>
        <div aria-label={`Step ${index + 1}`} style={{ flex: 1, whiteSpace: 'pre-wrap', padding: '4px 0', minHeight: 28 }}>
          {content}
        </div>
      </div>
    );
  }

  return (
    <div className="step-box" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 }}>
      <div aria-hidden style={NUMBER_STYLE}>
        {index + 1}
      </div>
      <div style={{ flex: 1, position: 'relative' }}>
        <textarea
          ref={ref}
          aria-label={`Step ${index + 1}`}
          value={content}
          maxLength={MAX_STEP_LENGTH}
          placeholder="Describe this step. Type @ to refer to a section."
          onChange={(e) => {
            onChange(e.target.value);
            track(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onClick={(e) => track(e.currentTarget.value, e.currentTarget.selectionStart)}
          onBlur={() => setTimeout(() => setMention(null), 150)}
          style={{
            width: '100%',
            minHeight: 80,
            padding: '8px 11px',
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            font: 'inherit',
            resize: 'vertical',
            boxSizing: 'border-box',
          }}
        />
        {mention ? (
          <div
            role="listbox"
            aria-label="Select a section"
            style={{ position: 'absolute', zIndex: 10, left: 0, top: '100%', minWidth: 220, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 6, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', padding: 4 }}
          >
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 8px', fontSize: 12 }}>
              Select a section
            </Typography.Text>
            {matches.length === 0 ? (
              <div style={{ padding: '4px 8px', color: '#999' }}>No sections match</div>
            ) : (
              matches.map((option, i) => (
                <div
                  key={option.id}
                  role="option"
                  aria-selected={i === highlight}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(option);
                  }}
                  onMouseEnter={() => setHighlight(i)}
                  style={{ padding: '4px 8px', borderRadius: 4, cursor: 'pointer', background: i === highlight ? '#e6f4ff' : undefined }}
                >
                  {option.label}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
      <Space direction="vertical" size={4} className="step-controls">
        <Button size="small" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          ↑
        </Button>
        <Button size="small" aria-label={`Move step ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
          ↓
        </Button>
        {canDelete ? (
          <Button size="small" danger aria-label={`Delete step ${index + 1}`} onClick={onDelete}>
            ✕
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
