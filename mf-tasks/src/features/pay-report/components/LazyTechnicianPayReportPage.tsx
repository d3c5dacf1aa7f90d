import { lazy } from 'react';

/** The pay report's page in a chunk of its own, fetched when /technician-pay-report is first opened. */
export const LazyTechnicianPayReportPage = lazy(() => import('./TechnicianPayReportPage.js').then((m) => ({ default: m.TechnicianPayReportPage })));
