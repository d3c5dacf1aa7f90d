import { useState } from 'react';
import { Button, Form, Input, Modal } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { saveRequest } from '../calculation-form.js';
import { useSaveCalculation } from '../hooks/useSavedCalculations.js';

export interface SaveCalculationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The calculator's current form data. */
  formData: object;
}

/** 'Save Load Calculation' (spec 001 section 2.3). */
export function SaveCalculationDialog({ open, onClose, formData }: SaveCalculationDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const save = useSaveCalculation();
  const { toast } = useToast();

  const close = () => {
    setName('');
    setDescription('');
    onClose();
  };

  const submit = async () => {
    const request = saveRequest(name, description, formData);
    if (!request.ok) {
      toast({ variant: 'error', title: 'Error', description: request.message });
      return;
    }
    try {
      await save.mutateAsync(request.body);
      toast({ variant: 'success', title: 'Success', description: 'Calculation saved successfully!' });
      close();
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, 'Failed to save calculation') });
    }
  };

  return (
    <Modal
      title="Save Load Calculation"
      open={open}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Name*" htmlFor="calc-name">
          <Input id="calc-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={255} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="calc-description">
          <Input.TextArea id="calc-description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
