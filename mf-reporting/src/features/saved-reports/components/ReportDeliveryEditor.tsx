import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { NEW_DELIVERY, deliveryBody, formOfSchedule, type DeliveryForm, type DeliverySchedule } from '../report-delivery.model.js';
import { useCompanyUsers, useDeliveryMutations } from '../hooks/useReportDeliveries.js';
import { ReportDeliveryDialog } from './ReportDeliveryDialog.js';

export interface ReportDeliveryEditorProps {
  taskId: number;
  report: { id: number; name: string };
  /** The delivery being changed; none for a new one. */
  schedule?: DeliverySchedule | undefined;
  onClose: () => void;
}

/** The 'E-mail this report' dialog wired to svc-tasks: a new delivery of the report, or a change of one. */
export function ReportDeliveryEditor({ taskId, report, schedule, onClose }: ReportDeliveryEditorProps) {
  const { toast } = useToast();
  const users = useCompanyUsers();
  const { create, update } = useDeliveryMutations(taskId);

  const submit = async (form: DeliveryForm): Promise<string | null> => {
    const checked = deliveryBody(form, report.id);
    if (!checked.ok) return checked.message;
    try {
      if (schedule) await update.mutateAsync({ id: schedule.id, body: checked.body });
      else await create.mutateAsync(checked.body);
    } catch (error) {
      return messageOrFallback(error, 'Failed to save the schedule. Please try again.');
    }
    toast({
      variant: 'success',
      title: 'Schedule saved',
      description: `"${report.name}" will be e-mailed on this schedule.`,
    });
    return null;
  };

  return (
    <ReportDeliveryDialog
      reportName={report.name}
      initial={schedule ? formOfSchedule(schedule) : NEW_DELIVERY}
      users={users.data}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
