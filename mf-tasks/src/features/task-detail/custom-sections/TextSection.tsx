import { useMemo, useState } from 'react';
import { Button, Flex, Input, Typography, theme } from '@milestone/ui';
import { InstructionsView } from './InstructionsView.js';
import { parseInstructions } from './instructions-markup.js';
import { DATE_CREATED, MAX_SECTION_CONTENT_LENGTH, setDateCreatedLine } from './section-content.js';
import { DateDialog } from './DateDialog.js';

export interface TextSectionProps {
  content: string;
  /** instructions render their markup; reference and text show the text as written. */
  markup: boolean;
  readOnly?: boolean;
  /** Offers 'Select Date' for the 'Date Created:' line (the Purchase Order Template). */
  withDateCreated?: boolean;
  save: (content: string) => Promise<boolean>;
}

/**
 * The text area's least height (spec 001: 300 px), on the text area itself: with showCount antd
 * wraps it, and a height given to the wrapper leaves the text area its borders shorter.
 */
const TEXT_AREA_MIN_HEIGHT = 300;

/** A collapsible viewer with Edit, a text area and Save Changes / Cancel (spec 001 section 2.11). */
export function TextSection({ content, markup, readOnly = false, withDateCreated = false, save }: TextSectionProps) {
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const blocks = useMemo(() => (markup ? parseInstructions(content) : []), [content, markup]);
  const editing = draft !== null;
  const { token } = theme.useToken();

  const commit = async (text: string) => {
    setSaving(true);
    const ok = await save(text);
    setSaving(false);
    if (ok) setDraft(null);
  };

  return (
    <section className="custom-text-section">
      <Flex align="center" gap="small" style={{ marginBottom: token.marginXS }}>
        <Button type="text" aria-expanded={open} onClick={() => setOpen(!open)} style={{ marginInlineEnd: 'auto' }}>
          {open ? '▾ Hide content' : '▸ Show content'}
        </Button>
        {withDateCreated && !readOnly && !editing ? <Button onClick={() => setPicking(true)}>Set {DATE_CREATED}</Button> : null}
        {!readOnly && !editing ? (
          <Button
            onClick={() => {
              setOpen(true);
              setDraft(content);
            }}
          >
            Edit
          </Button>
        ) : null}
      </Flex>
      {open && editing ? (
        <>
          <Input.TextArea
            aria-label="Section content"
            value={draft}
            maxLength={MAX_SECTION_CONTENT_LENGTH}
            showCount
            onChange={(e) => setDraft(e.target.value)}
            styles={{ textarea: { minHeight: TEXT_AREA_MIN_HEIGHT, fontFamily: markup ? token.fontFamilyCode : undefined } }}
          />
          <Flex gap="small" style={{ marginTop: token.marginXS }}>
            <Button type="primary" loading={saving} onClick={() => void commit(draft)}>
              Save Changes
            </Button>
            <Button disabled={saving} onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Flex>
        </>
      ) : null}
      {open && !editing ? (
        content.trim() === '' ? (
          <Typography.Paragraph type="secondary">This section has no content yet.</Typography.Paragraph>
        ) : markup ? (
          <InstructionsView blocks={blocks} />
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{content}</Typography.Paragraph>
        )
      ) : null}
      {withDateCreated ? (
        <DateDialog
          open={picking}
          title="Select Date for Purchase Order"
          onCancel={() => setPicking(false)}
          onConfirm={(date) => {
            setPicking(false);
            void commit(setDateCreatedLine(content, date));
          }}
        />
      ) : null}
    </section>
  );
}
