import { useState } from 'react';
import { Button, Flex, Input } from '@milestone/ui';
import { DateDialog } from '../../custom-sections/DateDialog.js';

/**
 * The 'Date Created' field: read-only, filled from the date-selection dialog 'Select Date for
 * Purchase Order' (spec 001 section 2.12: 'Choose a date for the Purchase Order Template', a
 * single-day calendar, 'Selected: {date}', Cancel and Confirm Date).
 */
export function DateCreatedInput({ value, onChange, ariaLabel }: { value: string | null; onChange: (date: string) => void; ariaLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Flex gap="small">
      <Input aria-label={ariaLabel} readOnly value={value ?? ''} placeholder="Pick a date" onClick={() => setOpen(true)} />
      <Button onClick={() => setOpen(true)}>Select Date</Button>
      <DateDialog
        open={open}
        title="Select Date for Purchase Order"
        onCancel={() => setOpen(false)}
        onConfirm={(date) => {
          onChange(date);
          setOpen(false);
        }}
      />
    </Flex>
  );
}
