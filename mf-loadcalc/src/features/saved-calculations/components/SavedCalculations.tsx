import { useState } from 'react';
import { Alert, Button, Card, Empty, List, Popconfirm, Space, Spin, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useAuth, useToast } from '@milestone/platform-sdk';
import { LOAD_CALCULATION_STORAGE_KEY, defaultLoadCalculationForm } from '../calculation-form.js';
import { useDeleteCalculation, useSavedCalculations } from '../hooks/useSavedCalculations.js';
import { SaveCalculationDialog } from './SaveCalculationDialog.js';

export interface SavedCalculationsProps {
  /** Receives the form data of a loaded calculation (the calculator, once it lands). */
  onLoad?: (formData: Record<string, unknown>) => void;
  /** The calculator's current form; the defaults until the calculator lands. */
  formData?: object;
}

/** './SavedCalculations': the saved load calculations with Load and Delete (spec 001 section 2.4). */
export default function SavedCalculations({ onLoad, formData }: SavedCalculationsProps) {
  const { user } = useAuth();
  const calculations = useSavedCalculations();
  const remove = useDeleteCalculation();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  if (!user) return <Alert type="info" showIcon title="Please log in to view saved calculations" />;

  const load = (data: Record<string, unknown>) => {
    if (onLoad) onLoad(data);
    else localStorage.setItem(LOAD_CALCULATION_STORAGE_KEY, JSON.stringify(data));
    toast({ variant: 'success', title: 'Calculation Loaded', description: 'The saved calculation replaced the form.' });
  };

  const del = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast({ variant: 'success', title: 'Calculation Deleted', description: 'The calculation has been deleted.' });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, 'Failed to delete calculation') });
    }
  };

  return (
    <Card
      title="Saved Calculations"
      extra={<Button onClick={() => setSaving(true)}>Save Calculation</Button>}
      data-testid="saved-calculations"
    >
      {calculations.isPending ? (
        <Spin />
      ) : calculations.isError ? (
        <Alert type="error" showIcon title="Failed to load saved calculations" description={calculations.error.message} />
      ) : calculations.data.length === 0 ? (
        <Empty description="No saved calculations yet." />
      ) : (
        <List
          dataSource={calculations.data}
          renderItem={(calc) => (
            <List.Item
              actions={[
                <Button key="load" type="link" onClick={() => load(calc.formData)}>Load</Button>,
                <Popconfirm
                  key="delete"
                  title="Delete this calculation?"
                  description={`"${calc.name}" will be removed permanently.`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => del(calc.id)}
                >
                  <Button type="link" danger>Delete</Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={calc.name}
                description={
                  <Space direction="vertical" size={0}>
                    {calc.description ? <Typography.Text>{calc.description}</Typography.Text> : null}
                    <Typography.Text type="secondary">{formatChicagoTime(calc.updatedAt)}</Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      <SaveCalculationDialog open={saving} onClose={() => setSaving(false)} formData={formData ?? defaultLoadCalculationForm()} />
    </Card>
  );
}
