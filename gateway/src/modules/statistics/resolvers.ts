import type { Resolvers } from '../../generated/resolvers.js';
import { statisticsQueries } from './query.js';
import {
  AttendanceOfClass,
  IeltsRegistrationCount,
  IeltsRevenueMonth,
  MarkingBacklog,
  PassRate,
  PromotionCodeUsage,
  Statistics,
  StudentsByStatus,
} from './statistics.js';

export const statisticsResolvers: Resolvers = {
  Query: statisticsQueries,
  Statistics,
  StudentsByStatus,
  AttendanceOfClass,
  PassRate,
  MarkingBacklog,
  IeltsRegistrationCount,
  IeltsRevenueMonth,
  PromotionCodeUsage,
};
