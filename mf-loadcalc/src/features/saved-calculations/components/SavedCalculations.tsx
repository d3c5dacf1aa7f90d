import { Alert, Button, Card, Empty, List, Popconfirm, Row, Space, Spin, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useAuth, useToast } from '@milestone/platform-sdk';
import { LOAD_CALCULATION_STORAGE_KEY } from '../calculation-form.js';
import { browserStorage, putPendingForm } from '../../load-form/load-form.storage.js';
import { useDeleteCalculation, useSavedCalculations } from '../hooks/useSavedCalculations.js';
import { savedNetVa, savedService, shownLine } from '../calculation-pages.js';

export interface SavedCalculationsProps {
  /** Receives the form data of a loaded calculation (the calculator hosting this list). */
  onLoad?: (formData: Record<string, unknown>) => void;
}

/**
 * './SavedCalculations': the saved load calculations with Load and Delete (spec 001 section 2.4).
 * Saving belongs to the calculator (LoadCalculationForm), which validates the form first. The
 * newest page shows first; 'Load more' brings older ones.
 */
export default function SavedCalculations({ onLoad }: SavedCalculationsProps) {
  const { user } = useAuth();
  const calculations = useSavedCalculations();
  const remove = useDeleteCalculation();
  const { toast } = useToast();

  if (!user) return <Alert type="info" showIcon title="Please log in to view saved calculations" />;

  const load = (data: Record<string, unknown>) => {
    if (onLoad) {
      onLoad(data);
      toast({ variant: 'success', title: 'Calculation Loaded', description: 'The saved calculation replaced the form.' });
      return;
    }
    // No form on screen (the task's Saved Forms section): the next form that mounts takes it.
    localStorage.setItem(LOAD_CALCULATION_STORAGE_KEY, JSON.stringify(data));
    putPendingForm(browserStorage('sessionStorage'), data);
    toast({ variant: 'success', title: 'Calculation Loaded', description: 'Open the Overview to see it in the load calculation form.' });
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
    <Card title="Saved Calculations" data-testid="saved-calculations">
      {calculations.isPending ? (
        <Spin />
      ) : calculations.isError && !calculations.isFetchNextPageError ? (
        <Alert type="error" showIcon title="Failed to load saved calculations" description={calculations.error.message} />
      ) : calculations.calculations.length === 0 ? (
        <Empty description="No saved calculations yet." />
      ) : (
        <List
          dataSource={calculations.calculations}
          rowKey={(calc) => String(calc.id)}
          loadMore={
            <Row justify="center">
              <Space direction="vertical" align="center" size={8}>
                {calculations.isFetchNextPageError ? <Alert type="error" showIcon title="Failed to load older calculations" /> : null}
                <Typography.Text type="secondary">{shownLine(calculations.calculations.length, calculations.total)}</Typography.Text>
                {calculations.hasNextPage ? (
                  <Button onClick={() => void calculations.fetchNextPage()} loading={calculations.isFetchingNextPage}>
                    {calculations.isFetchNextPageError ? 'Try again' : 'Load more'}
                  </Button>
                ) : null}
              </Space>
            </Row>
          }
          renderItem={(calc) => (
            <List.Item
              actions={[
                <Button key="load" type="link" onClick={() => load(calc.formData)}>
                  Load
                </Button>,
                <Popconfirm
                  key="delete"
                  title="Delete this calculation?"
                  description={`"${calc.name}" will be removed permanently.`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => del(calc.id)}
                >
                  <Button type="link" danger>
                    Delete
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={calc.name}
                description={
                  <Space direction="vertical" size={0}>
                    <Typography.Text data-testid="saved-calculation-totals">
                      Net <Typography.Text strong>{savedNetVa(calc)}</Typography.Text> · Service <Typography.Text strong>{savedService(calc)}</Typography.Text>
                    </Typography.Text>
                    {calc.description ? <Typography.Text>{calc.description}</Typography.Text> : null}
                    <Typography.Text type="secondary">{formatChicagoTime(calc.updatedAt)}</Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
