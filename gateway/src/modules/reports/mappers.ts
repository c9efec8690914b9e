import type { RestReport } from '../../rest/types.js';

export type ReportParent = RestReport;
