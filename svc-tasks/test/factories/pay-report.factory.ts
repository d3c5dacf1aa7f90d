import type { CommissionLineV1, PayReportFiguresV1, PayReportTechnicianV1, PayReportV1 } from '@milestone/contracts';

/** Figures with every value zero but those given. */
export function figures(overrides: Partial<PayReportFiguresV1> = {}): PayReportFiguresV1 {
  return {
    regularHours: '0.00',
    overtimeHours: '0.00',
    doubleOvertimeHours: '0.00',
    paidTimeOffHours: '0.00',
    timesheetHours: '0.00',
    hourlyPay: '0.00',
    bonusPay: '0.00',
    adjustments: '0.00',
    totalGrossPay: '0.00',
    jobsCompleted: 0,
    revenueCredited: '0.00',
    estimatesSold: 0,
    soldByRevenue: '0.00',
    ...overrides,
  };
}

function technician(overrides: Partial<PayReportTechnicianV1> & Pick<PayReportTechnicianV1, 'technicianId' | 'name'>): PayReportTechnicianV1 {
  return {
    ...figures(),
    active: true,
    team: null,
    businessUnitId: null,
    businessUnitName: null,
    hourlyRate: '25.00',
    commissionRate: '0.0500',
    soldByRate: '0.0200',
    groupKey: null,
    ...overrides,
  };
}

function line(overrides: Partial<CommissionLineV1> & Pick<CommissionLineV1, 'technicianId'>): CommissionLineV1 {
  return {
    jobId: 9001,
    jobNumber: 'J-9001',
    invoiceId: 7001,
    completedOn: '2026-11-17T20:30:00.000Z',
    invoiceSubtotal: '1000.00',
    split: '100.00',
    commissionRate: '0.0500',
    expectedCommission: '50.00',
    soldByCredit: '0.00',
    soldByRate: null,
    expectedSoldBy: '0.00',
    expectedTotal: '50.00',
    paidBonus: '50.00',
    bonusItems: 1,
    difference: '0.00',
    flag: null,
    ...overrides,
  };
}

/**
 * A known pay report as svc-reporting answers it: the week of Monday 2026-11-16, three technicians
 * in two teams (one without a team), subtotals and totals whose sums are exact in decimals (and
 * would not be in floats: 0.10 + 0.20), a commission analysis with one line of each kind.
 */
export function aPayReport(companyId: number, overrides: Partial<PayReportV1> = {}): PayReportV1 {
  const ada = technician({
    technicianId: 11,
    name: 'Ada Lovelace',
    team: 'Install',
    businessUnitId: 3,
    businessUnitName: 'HVAC Install',
    groupKey: 'Install',
    ...figures({
      regularHours: '40.00',
      overtimeHours: '2.50',
      timesheetHours: '38.25',
      hourlyPay: '1093.75',
      bonusPay: '150.10',
      adjustments: '0.20',
      totalGrossPay: '1244.05',
      jobsCompleted: 3,
      revenueCredited: '3002.00',
    }),
  });
  const bob = technician({
    technicianId: 12,
    name: '=Bob "Tables", Jr.',
    team: 'Install',
    businessUnitId: 3,
    businessUnitName: 'HVAC Install',
    groupKey: 'Install',
    ...figures({
      regularHours: '32.00',
      hourlyPay: '800.00',
      bonusPay: '0.20',
      adjustments: '-25.00',
      totalGrossPay: '775.20',
      jobsCompleted: 1,
      revenueCredited: '400.00',
      estimatesSold: 1,
      soldByRevenue: '5000.00',
    }),
  });
  const cy = technician({ technicianId: 13, name: 'Cy Young', groupKey: '', active: true });
  return {
    companyId,
    startDate: '2026-11-16',
    endDate: '2026-11-22',
    from: '2026-11-16T06:00:00.000Z',
    to: '2026-11-23T06:00:00.000Z',
    timeZone: 'America/Chicago',
    groupBy: 'team',
    replicaSyncedAt: '2026-11-23T13:00:00.000Z',
    technicians: [ada, bob, cy],
    groups: [
      {
        key: 'Install',
        label: 'Install',
        technicians: 2,
        ...figures({
          regularHours: '72.00',
          overtimeHours: '2.50',
          timesheetHours: '38.25',
          hourlyPay: '1893.75',
          bonusPay: '150.30',
          adjustments: '-24.80',
          totalGrossPay: '2019.25',
          jobsCompleted: 4,
          revenueCredited: '3402.00',
          estimatesSold: 1,
          soldByRevenue: '5000.00',
        }),
      },
      { key: '', label: 'No team', technicians: 1, ...figures() },
    ],
    totals: {
      technicians: 3,
      ...figures({
        regularHours: '72.00',
        overtimeHours: '2.50',
        timesheetHours: '38.25',
        hourlyPay: '1893.75',
        bonusPay: '150.30',
        adjustments: '-24.80',
        totalGrossPay: '2019.25',
        jobsCompleted: 4,
        revenueCredited: '3402.00',
        estimatesSold: 1,
        soldByRevenue: '5000.00',
      }),
    },
    commissionAnalysis: {
      lines: [
        line({ technicianId: 11 }),
        line({ technicianId: 11, jobId: 9002, jobNumber: 'J-9002', paidBonus: '0.00', bonusItems: 0, difference: '-50.00', flag: 'split-without-bonus' }),
        line({
          technicianId: 12,
          jobId: 9003,
          jobNumber: 'J-9003',
          split: '50.00',
          invoiceSubtotal: '800.00',
          expectedCommission: '20.00',
          soldByCredit: '5000.00',
          soldByRate: '0.0200',
          expectedSoldBy: '100.00',
          expectedTotal: '120.00',
          paidBonus: '0.20',
          difference: '-119.80',
          flag: 'amount-differs',
        }),
      ],
      flagged: { 'split-without-bonus': 1, 'bonus-without-job': 0, 'amount-differs': 1 },
    },
    computeMs: 42,
    ...overrides,
  };
}
