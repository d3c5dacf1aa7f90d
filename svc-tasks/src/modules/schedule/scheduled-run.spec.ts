import { kindOf, runParameters } from '../execution/run-rules.js';
import { scheduledRunOf } from './scheduled-run.js';
import type { TaskEntity } from '../task/task.entity.js';

const delivery = { savedReportId: 4, format: 'pdf' as const, recipients: ['ops@acme.example'], skipIfEmpty: true };
const reportTask = { name: 'Revenue by unit', type: 'api-reporting' as TaskEntity['type'], config: {}, inputFileIds: [9] };
const NOW = new Date('2026-11-25T14:00:00Z');

describe(scheduledRunOf.name, () => {
  it('e-mails the saved report of a schedule with a delivery: a report run of the delivery alone, with no inputs', () => {
    expect(scheduledRunOf(reportTask, { delivery }, NOW)).toEqual({ kind: 'report', parameters: { delivery }, inputFileIds: [] });
  });

  it('runs the pay report of a schedule without one for last week, as before', () => {
    const run = scheduledRunOf({ ...reportTask, name: 'Technician Pay Report' }, { delivery: null }, NOW);
    expect(run).toMatchObject({ kind: 'report', parameters: { start_date: '2026-11-16', end_date: '2026-11-22' } });
  });

  it('runs any other task’s script with its inputs, and nothing of a form task', () => {
    expect(scheduledRunOf(reportTask, { delivery: null }, NOW)).toEqual({ kind: 'script', parameters: {}, inputFileIds: [9] });
    expect(scheduledRunOf({ ...reportTask, type: 'load-calculation' }, { delivery: null }, NOW)).toBeNull();
    const purchaseOrder = {
      ...reportTask,
      type: 'form-processing' as TaskEntity['type'],
      config: { form: { id: 'po', title: 'Purchase Order', sections: [] } },
    };
    expect(kindOf(purchaseOrder)).toBe('form');
    expect(scheduledRunOf(purchaseOrder, { delivery: null }, NOW)).toBeNull();
  });

  it('queues parameters a Retry reads back unchanged, and the pay report still refuses a delivery it does not carry', () => {
    const run = scheduledRunOf(reportTask, { delivery }, NOW)!;
    expect(runParameters('report', run.parameters)).toEqual({ delivery });
    expect(() => runParameters('report', { delivery, start_date: '2026-11-16' })).toThrow(
      "A saved report's e-mail takes no parameter start_date (it takes delivery)",
    );
  });
});
