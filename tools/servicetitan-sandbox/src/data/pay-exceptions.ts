import type { StRecordOf } from '@milestone/servicetitan-contract';
import { HOUR, iso, WEEK } from './context.js';
import type { JobEnv } from './env.js';
import { payrollId } from './payroll.js';
import { cents, Rng } from './rng.js';
import type { PayException } from './tenant-data.js';

type R = StRecordOf;

/** The weeks before the anchor that get seeded exceptions: the pay report's select lists 12. */
export const PAY_EXCEPTION_WEEKS = 12;
/** The generator's own job commissions (payroll.ts bonusPay), which the exceptions are made from. */
const JOB_COMMISSION = 'Job commission';

/**
 * Phase 5: a few deliberate payroll mistakes, so a commission reconciliation has something true to
 * find. In each of the last 12 weeks before the anchor, on three different completed jobs:
 * - split-without-bonus: one split technician's job commission item is left out (never paid);
 * - amount-differs: one job commission item is paid a few dollars more than subtotal x rate x split;
 * - bonus-without-job: a job commission item is paid to a technician of another business unit,
 *   who has no split on the job and sold nothing on it.
 * The jobs are completed Tuesday to Thursday between 14:00 and 22:00 UTC, the same day in Chicago
 * as in UTC, so each exception falls in one pay week whichever of the two weeks counts. Items that
 * are changed or made carry a memo naming the exception. Every other pay item stays as generated;
 * the list of what was seeded is kept beside the records (TenantData.payExceptions) and served at
 * GET /sandbox/tenants/:tenant/pay-exceptions. Draws come from a generator of their own, so every
 * other record is what it was before this phase existed.
 */
export function seedPayExceptions(env: JobEnv, seed: number, anchor: number, technicians: R['technicians'][]): PayException[] {
  const rng = new Rng((seed * 2246822519) ^ 0x5eed);
  const out = env.out;
  const commissions = new Map<number, R['grossPayItems'][]>();
  for (const item of out.grossPayItems) {
    if (item.grossPayItemType !== 'InvoiceRelatedBonus' || item.activity !== JOB_COMMISSION) continue;
    const list = commissions.get(item.jobId) ?? [];
    list.push(item);
    commissions.set(item.jobId, list);
  }
  const candidatesByWeek = new Map<number, R['jobs'][]>();
  const firstWeek = anchor - PAY_EXCEPTION_WEEKS * WEEK;
  for (const job of out.jobs) {
    if (job.jobStatus !== 'Completed' || !job.completedOn || job.soldById !== null || !commissions.has(job.id)) continue;
    const at = Date.parse(job.completedOn);
    if (at < firstWeek || at >= anchor) continue;
    const day = new Date(at);
    const hour = day.getUTCHours();
    if (day.getUTCDay() < 2 || day.getUTCDay() > 4 || hour < 14 || hour >= 22) continue;
    const week = Math.floor((at - firstWeek) / WEEK);
    const list = candidatesByWeek.get(week) ?? [];
    list.push(job);
    candidatesByWeek.set(week, list);
  }

  const exceptions: PayException[] = [];
  const removed = new Set<number>();
  const weekOf = (week: number) => iso(firstWeek + week * WEEK).slice(0, 10);
  for (let week = 0; week < PAY_EXCEPTION_WEEKS; week++) {
    const candidates = [...(candidatesByWeek.get(week) ?? [])].sort((a, b) => a.id - b.id);
    const take = (): R['jobs'] | null => (candidates.length === 0 ? null : (candidates.splice(rng.int(0, candidates.length - 1), 1)[0] as R['jobs']));

    const missing = take();
    if (missing) {
      const item = (commissions.get(missing.id) as R['grossPayItems'][])[0] as R['grossPayItems'];
      removed.add(item.id as number);
      exceptions.push({
        kind: 'split-without-bonus',
        week: weekOf(week),
        technicianId: item.employeeId as number,
        jobId: missing.id,
        grossPayItemId: item.id as number,
        date: item.date,
        delta: -item.amount,
      });
    }

    const over = take();
    if (over) {
      const item = (commissions.get(over.id) as R['grossPayItems'][])[0] as R['grossPayItems'];
      const delta = cents(rng.int(200, 2500) / 100);
      item.amount = cents(item.amount + delta);
      item.memo = `Seeded pay exception: amount-differs (+${delta.toFixed(2)})`;
      exceptions.push({
        kind: 'amount-differs',
        week: weekOf(week),
        technicianId: item.employeeId as number,
        jobId: over.id,
        grossPayItemId: item.id as number,
        date: item.date,
        delta,
      });
    }

    const stray = take();
    if (stray) {
      const template = (commissions.get(stray.id) as R['grossPayItems'][])[0] as R['grossPayItems'];
      const onJob = new Set(out.jobSplits.filter((s) => s.jobId === stray.id).map((s) => s.technicianId));
      const others = technicians.filter((t) => t.businessUnitId !== stray.businessUnitId && !onJob.has(t.id));
      if (others.length > 0) {
        const technician = others[rng.int(0, others.length - 1)] as R['technicians'];
        const amount = cents(rng.int(1500, 7500) / 100);
        const madeOn = Date.parse(stray.completedOn as string) + HOUR;
        const id = env.ids.grossPayItem++;
        out.grossPayItems.push({
          ...template,
          id,
          employeeId: technician.id,
          businessUnitName: env.businessUnitNames.get(technician.businessUnitId ?? 0) ?? null,
          payrollId: payrollId(env.start, technician.id, madeOn),
          employeePayrollId: technician.payrollId ?? null,
          amount,
          memo: 'Seeded pay exception: bonus-without-job',
          createdOn: iso(Math.min(madeOn, env.limit)),
          modifiedOn: iso(Math.min(madeOn, env.limit)),
        });
        exceptions.push({
          kind: 'bonus-without-job',
          week: weekOf(week),
          technicianId: technician.id,
          jobId: stray.id,
          grossPayItemId: id,
          date: template.date,
          delta: amount,
        });
      }
    }
  }
  if (removed.size > 0) out.grossPayItems = out.grossPayItems.filter((item) => !removed.has(item.id as number));
  return exceptions;
}
