import { useEffect, useRef } from 'react';
import { Button, Flex, Form, Typography } from '@milestone/ui';
import { UPLOAD_ACCEPT } from '../../../entities/file/upload-rules.js';
import { sampleLine } from '../ai-builder.model.js';
import type { SampleFileState } from '../hooks/useSampleFile.js';

/**
 * 'Sample File (optional)': a spreadsheet like the ones the task will take. The builder reads its
 * columns and first rows, and the file becomes the task's first input.
 */
export function SampleFileField({ id, sample }: { id: string; sample: SampleFileState }) {
  const input = useRef<HTMLInputElement>(null);
  // Removed (or never chosen): the input offers a file again, the same one too.
  useEffect(() => {
    if (!sample.file && input.current) input.current.value = '';
  }, [sample.file]);
  return (
    <Form.Item
      label="Sample File (optional)"
      htmlFor={id}
      extra="A spreadsheet like the ones the task will take (xlsx, xls or csv, up to 10MB): the builder uses its columns, and it becomes the task's first file."
    >
      <Flex vertical gap="small">
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={(event) => {
            // A refused file is not shown as chosen.
            if (!sample.pick(event.target.files) && !sample.file) event.target.value = '';
          }}
        />
        {sample.file ? (
          <Flex gap="small" align="baseline" wrap data-testid={`${id}-chosen`}>
            <Typography.Text>{sampleLine(sample.file.name, sample.sample, sample.reading)}</Typography.Text>
            <Button size="small" type="link" onClick={sample.clear}>
              Remove
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Form.Item>
  );
}
