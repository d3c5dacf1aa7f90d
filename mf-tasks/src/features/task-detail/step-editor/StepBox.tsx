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
      <div className="step-box">
        <div aria-hidden className="step-number">
          {index + 1}
        </div>
        <div aria-label={`Step ${index + 1}`} className="step-text">
          {content}
        </div>
      </div>
    );
  }

  return (
    <div className="step-box">
      <div aria-hidden className="step-number">
        {index + 1}
      </div>
      <div className="step-input">
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
        />
        {mention ? (
          <div role="listbox" aria-label="Select a section" className="step-mentions">
            <Typography.Text type="secondary" className="step-mentions-title">
              Select a section
            </Typography.Text>
            {matches.length === 0 ? (
              <div className="step-mentions-empty">No sections match</div>
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
                  className="step-mention"
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
