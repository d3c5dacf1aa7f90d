import { Button, Flex, Popconfirm, Tag, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { deliveryLine, type DeliverySchedule } from '../report-delivery.model.js';
import { useDeliveryMutations } from '../hooks/useReportDeliveries.js';

export interface ReportDeliveriesProps {
  taskId: number;
  deliveries: readonly DeliverySchedule[];
  /** Whether the caller may change the task's schedules (task admin and above); the others see them only. */
  canManage: boolean;
  /** Where the executions page is (the shell's /executions under its base path). */
  executionsPath: string;
  onAdd: () => void;
  onEdit: (schedule: DeliverySchedule) => void;
}

/** A saved report's e-mail deliveries, a line each; who may change them has Edit, Send now and Delete on each, and 'E-mail on a schedule'. */
export function ReportDeliveries({ taskId, deliveries, canManage, executionsPath, onAdd, onEdit }: ReportDeliveriesProps) {
  const { toast } = useToast();
  const { remove, sendNow } = useDeliveryMutations(taskId);
  const failed = (title: string, fallback: string) => (error: unknown) => toast({ variant: 'error', title, description: messageOrFallback(error, fallback) });

  const send = (schedule: DeliverySchedule) =>
    sendNow.mutate(schedule.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Report queued for e-mail',
          // The toast shows outside the page's router: a plain link, which loads the executions page.
          description: <a href={executionsPath}>See it on the executions page</a>,
        }),
      onError: failed('Send Failed', 'Failed to send the report. Please try again.'),
    });

  if (deliveries.length === 0 && !canManage) return null;
  return (
    <Flex vertical gap={2} className="report-deliveries">
      {deliveries.map((schedule) => (
        <Flex key={schedule.id} wrap align="center" className="report-delivery" data-testid="report-delivery" data-schedule-id={schedule.id}>
          <Typography.Text type="secondary" className="report-delivery-line">
            {deliveryLine(schedule)}
          </Typography.Text>
          {schedule.enabled ? null : <Tag>Off</Tag>}
          {canManage ? (
            <>
              <Button type="link" size="small" data-testid="delivery-edit" onClick={() => onEdit(schedule)}>
                Edit
              </Button>
              <Button
                type="link"
                size="small"
                data-testid="delivery-send-now"
                loading={sendNow.isPending && sendNow.variables === schedule.id}
                onClick={() => send(schedule)}
              >
                Send now
              </Button>
              <Popconfirm
                title="Delete this schedule?"
                description="The report will no longer be e-mailed on it."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(schedule.id, {
                    onError: failed('Delete Failed', 'Failed to delete the schedule. Please try again.'),
                  })
                }
              >
                <Button type="link" size="small" danger data-testid="delivery-delete">
                  Delete
                </Button>
              </Popconfirm>
            </>
          ) : null}
        </Flex>
      ))}
      {canManage ? (
        <Button type="link" size="small" className="report-delivery-add" data-testid="saved-report-email" onClick={onAdd}>
          E-mail on a schedule
        </Button>
      ) : null}
    </Flex>
  );
}
