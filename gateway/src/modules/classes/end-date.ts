import type { EndDateCalculationResolvers } from '../../generated/resolvers.js';

export const EndDateCalculation: EndDateCalculationResolvers = {
  expectedEndDate: (e) => e.expected_end_date,
  sessionDates: (e) => e.session_dates,
  daysOffSkipped: (e) => e.days_off_skipped,
};
