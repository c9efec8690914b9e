import type {
  AttendanceOfClassResolvers,
  IeltsRegistrationCountResolvers,
  IeltsRevenueMonthResolvers,
  PromotionCodeUsageResolvers,
  MarkingBacklogResolvers,
  PassRateResolvers,
  StatisticsResolvers,
  StudentsByStatusResolvers,
} from '../../generated/resolvers.js';

/** REST's figures as the schema names them: renames only. */
export const Statistics: StatisticsResolvers = {
  studentsByStatus: (s) => s.students_by_status,
  classesByMonth: (s) => s.classes_by_month,
  attendanceByClass: (s) => s.attendance_by_class,
  attendanceByMonth: (s) => s.attendance_by_month,
  scoreDistribution: (s) => s.score_distribution,
  passRates: (s) => s.pass_rates,
  markingBacklog: (s) => s.marking_backlog,
  // Administrators only (@auth); REST leaves them out of a teacher's answer.
  ieltsRegistrations: (s) => s.ielts_registrations ?? null,
  ieltsBands: (s) => s.ielts_bands ?? null,
  ieltsRevenue: (s) => s.ielts_revenue ?? null,
  promotionUsage: (s) => s.promotion_usage ?? null,
};

export const IeltsRegistrationCount: IeltsRegistrationCountResolvers = {
  examDateId: (r) => r.exam_date_id,
  examDate: (r) => r.exam_date,
  skillPackage: (r) => r.skill_package,
};

export const IeltsRevenueMonth: IeltsRevenueMonthResolvers = {
  refundedAmount: (r) => r.refunded_amount,
};

export const PromotionCodeUsage: PromotionCodeUsageResolvers = {
  promotionCodeId: (r) => r.promotion_code_id,
  maxUses: (r) => r.max_uses,
  usedCount: (r) => r.used_count,
  discountTotal: (r) => r.discount_total,
};

export const StudentsByStatus: StudentsByStatusResolvers = {
  courseId: (r) => r.course_id,
  courseName: (r) => r.course_name,
};

export const AttendanceOfClass: AttendanceOfClassResolvers = {
  classId: (r) => r.class_id,
  className: (r) => r.class_name,
};

export const PassRate: PassRateResolvers = {
  classId: (r) => r.class_id,
  className: (r) => r.class_name,
  passRate: (r) => r.pass_rate,
  averagePercent: (r) => r.average_percent,
};

export const MarkingBacklog: MarkingBacklogResolvers = {
  markerId: (r) => r.marker_id,
  markerName: (r) => r.marker_name,
  markerEmail: (r) => r.marker_email,
  role: (r) => (r.role === 'teacher' ? 2 : 4),
  under2Days: (r) => r.under_2_days,
  from2To7Days: (r) => r.from_2_to_7_days,
  over7Days: (r) => r.over_7_days,
  oldestDays: (r) => r.oldest_days,
  averageDays: (r) => r.average_days,
};
