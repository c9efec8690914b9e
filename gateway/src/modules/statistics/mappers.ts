import type { RestStatistics } from '../../rest/types.js';

export type StatisticsParent = RestStatistics;
export type StudentsByStatusParent = RestStatistics['students_by_status'][number];
export type ClassesInMonthParent = RestStatistics['classes_by_month'][number];
export type AttendanceOfClassParent = RestStatistics['attendance_by_class'][number];
export type AttendanceInMonthParent = RestStatistics['attendance_by_month'][number];
export type ScoreBandCountParent = RestStatistics['score_distribution'][number];
export type PassRateParent = RestStatistics['pass_rates'][number];
export type MarkingBacklogParent = RestStatistics['marking_backlog'][number];
type Ielts<K extends keyof RestStatistics> = NonNullable<RestStatistics[K]> extends (infer R)[] ? R : never;
export type IeltsRegistrationCountParent = Ielts<'ielts_registrations'>;
export type IeltsBandCountParent = Ielts<'ielts_bands'>;
export type IeltsRevenueMonthParent = Ielts<'ielts_revenue'>;
export type PromotionCodeUsageParent = Ielts<'promotion_usage'>;
