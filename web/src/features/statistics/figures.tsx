import {
  IELTS_HALF_BANDS,
  scoreBandLabel,
  SCORE_BANDS,
  type IeltsStatisticsFigure,
  type StatisticsFigure,
} from '@lms/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { StatisticsPageQuery } from '../../gql/graphql';
import type { Formatters } from '../../ui/format';
import type { ChartSpec } from './StatisticsChart';

export type StatisticsData = StatisticsPageQuery['statistics'];

/** The REST name of each figure (its export's `figure`). */
export type FigureKey = StatisticsFigure;

export interface FigureColumn {
  key: string;
  title: string;
  render: (row: Record<string, unknown>) => ReactNode;
  align?: 'right';
}

export interface FigureView {
  key: FigureKey;
  title: string;
  rows: Record<string, unknown>[];
  columns: FigureColumn[];
  chart: ChartSpec;
}

/** Every figure the answer carries: the IELTS ones only when asked for (administrators). */
export type FigureViews = Record<Exclude<FigureKey, IeltsStatisticsFigure>, FigureView> &
  Partial<Record<IeltsStatisticsFigure, FigureView>>;

const KINDS = ['HOME_WORK', 'TEST', 'PRESENTATION', 'IELT'] as const;
const REGISTRATION_STATUSES = ['unpaid', 'unfinished', 'unmarked', 'marked', 'canceled'] as const;
const BAND_SKILLS = ['LISTENING', 'READING', 'WRITING', 'SPEAKING', 'OVERALL'] as const;

const unique = <T,>(values: T[]) => [...new Set(values)];

/** Every figure the page shows: its rows, the table's columns and the chart, in the interface language. */
export function buildFigures(s: StatisticsData, t: TFunction, f: Formatters): FigureViews {
  const num = (key: string, title: string): FigureColumn => ({
    key,
    title,
    align: 'right',
    render: (r) => f.number(r[key] as number | null),
  });
  const pct = (key: string, title: string): FigureColumn => ({
    key,
    title,
    align: 'right',
    render: (r) => f.percent(r[key] as number | null),
  });
  const text = (key: string, title: string, show?: (v: unknown) => ReactNode): FigureColumn => ({
    key,
    title,
    render: (r) => (show ? show(r[key]) : (r[key] as ReactNode)),
  });
  const kind = (v: unknown) => t(`assignmentKind.${String(v)}`);
  const attendanceColumns = [
    num('present', t('statistics.columns.present')),
    num('late', t('statistics.columns.late')),
    num('absent', t('statistics.columns.absent')),
    num('excused', t('statistics.columns.excused')),
    num('total', t('statistics.columns.marks')),
    pct('rate', t('statistics.columns.attendanceRate')),
  ];
  const courseName = (name: string) => name || t('statistics.noCourse');

  const courses = unique(s.studentsByStatus.map((r) => courseName(r.courseName)));
  const statuses = unique(s.studentsByStatus.map((r) => r.status));
  const kinds = KINDS.filter((k) => s.scoreDistribution.some((r) => r.kind === k));
  const bands = Array.from({ length: SCORE_BANDS }, (_, b) => b);

  return {
    ...ieltsFigures(s, t, f, { num, text }),
    students_by_status: {
      key: 'students_by_status',
      title: t('statistics.figures.studentsByStatus'),
      rows: s.studentsByStatus.map((r) => ({ ...r, courseName: courseName(r.courseName) })),
      columns: [
        text('courseName', t('statistics.columns.course')),
        text('status', t('statistics.columns.status'), (v) => t(`studentStatus.${String(v)}`)),
        num('students', t('statistics.columns.students')),
      ],
      chart: {
        type: 'bar',
        stacked: true,
        labels: courses,
        datasets: statuses.map((status) => ({
          label: t(`studentStatus.${status}`),
          data: courses.map(
            (c) =>
              s.studentsByStatus.find((r) => r.status === status && courseName(r.courseName) === c)
                ?.students ?? 0,
          ),
        })),
      },
    },
    classes_by_month: {
      key: 'classes_by_month',
      title: t('statistics.figures.classesByMonth'),
      rows: s.classesByMonth,
      columns: [
        text('month', t('statistics.columns.month')),
        num('running', t('statistics.columns.running')),
        num('starting', t('statistics.columns.starting')),
        num('ending', t('statistics.columns.ending')),
      ],
      chart: {
        type: 'bar',
        labels: s.classesByMonth.map((r) => r.month),
        datasets: (['running', 'starting', 'ending'] as const).map((k) => ({
          label: t(`statistics.columns.${k}`),
          data: s.classesByMonth.map((r) => r[k]),
        })),
      },
    },
    attendance_by_class: {
      key: 'attendance_by_class',
      title: t('statistics.figures.attendanceByClass'),
      rows: s.attendanceByClass,
      columns: [text('className', t('statistics.columns.class')), ...attendanceColumns],
      chart: {
        type: 'bar',
        percent: true,
        labels: s.attendanceByClass.map((r) => r.className),
        datasets: [
          {
            label: t('statistics.columns.attendanceRate'),
            data: s.attendanceByClass.map((r) => r.rate ?? null),
          },
        ],
      },
    },
    attendance_by_month: {
      key: 'attendance_by_month',
      title: t('statistics.figures.attendanceByMonth'),
      rows: s.attendanceByMonth,
      columns: [text('month', t('statistics.columns.month')), ...attendanceColumns],
      chart: {
        type: 'line',
        percent: true,
        labels: s.attendanceByMonth.map((r) => r.month),
        datasets: [
          {
            label: t('statistics.columns.attendanceRate'),
            data: s.attendanceByMonth.map((r) => r.rate ?? null),
          },
        ],
      },
    },
    score_distribution: {
      key: 'score_distribution',
      title: t('statistics.figures.scoreDistribution'),
      rows: s.scoreDistribution,
      columns: [
        text('kind', t('statistics.columns.kind'), kind),
        text('band', t('statistics.columns.band'), (v) => `${scoreBandLabel(v as number)} %`),
        num('attempts', t('statistics.columns.attempts')),
      ],
      chart: {
        type: 'bar',
        labels: bands.map((b) => `${scoreBandLabel(b)} %`),
        datasets: kinds.map((k) => ({
          label: kind(k),
          data: bands.map(
            (b) => s.scoreDistribution.find((r) => r.kind === k && r.band === b)?.attempts ?? 0,
          ),
        })),
      },
    },
    pass_rates: {
      key: 'pass_rates',
      title: t('statistics.figures.passRates'),
      rows: s.passRates,
      columns: [
        text('className', t('statistics.columns.class')),
        text('kind', t('statistics.columns.kind'), kind),
        num('passed', t('statistics.columns.passed')),
        num('failed', t('statistics.columns.failed')),
        pct('passRate', t('statistics.columns.passRate')),
        pct('averagePercent', t('statistics.columns.averagePercent')),
      ],
      chart: {
        type: 'bar',
        percent: true,
        labels: s.passRates.map((r) => `${r.className} · ${kind(r.kind)}`),
        datasets: [{ label: t('statistics.columns.passRate'), data: s.passRates.map((r) => r.passRate) }],
      },
    },
    marking_backlog: {
      key: 'marking_backlog',
      title: t('statistics.figures.markingBacklog'),
      rows: s.markingBacklog,
      columns: [
        text('markerName', t('statistics.columns.marker')),
        text('role', t('statistics.columns.role'), (v) => t(`roles.${String(v)}`)),
        num('waiting', t('statistics.columns.waiting')),
        num('under2Days', t('statistics.columns.under2Days')),
        num('from2To7Days', t('statistics.columns.from2To7Days')),
        num('over7Days', t('statistics.columns.over7Days')),
        {
          key: 'oldestDays',
          title: t('statistics.columns.oldestDays'),
          align: 'right',
          render: (r) => f.number(r.oldestDays as number, 1),
        },
      ],
      chart: {
        type: 'bar',
        stacked: true,
        labels: s.markingBacklog.map((r) => r.markerName),
        datasets: (['under2Days', 'from2To7Days', 'over7Days'] as const).map((k) => ({
          label: t(`statistics.columns.${k}`),
          data: s.markingBacklog.map((r) => r[k]),
        })),
      },
    },
  };
}

type ColumnMakers = {
  num: (key: string, title: string) => FigureColumn;
  text: (key: string, title: string, show?: (v: unknown) => ReactNode) => FigureColumn;
};

/** The IELTS figures, when the answer has them (the query asks for them on the administrators' page only). */
function ieltsFigures(
  s: StatisticsData,
  t: TFunction,
  f: Formatters,
  { num, text }: ColumnMakers,
): Partial<Record<IeltsStatisticsFigure, FigureView>> {
  const views: Partial<Record<IeltsStatisticsFigure, FigureView>> = {};
  const money = (key: string, title: string): FigureColumn => ({
    key,
    title,
    align: 'right',
    render: (r) => f.number(r[key] as number, 0),
  });
  const band = (v: number) => f.number(v, 1);
  const skill = (v: unknown) => t(`statistics.bandSkill.${String(v)}`);

  if (s.ieltsRegistrations) {
    const rows = s.ieltsRegistrations;
    views.ielts_registrations = {
      key: 'ielts_registrations',
      title: t('statistics.figures.ieltsRegistrations'),
      rows,
      columns: [
        text('examDate', t('statistics.columns.examDate'), (v) => f.date(v as string)),
        text('shift', t('statistics.columns.shift'), (v) => t(`ielts.shift.${String(v)}`)),
        text('skillPackage', t('statistics.columns.skillPackage'), (v) =>
          t(`ielts.skillPackage.${String(v)}`),
        ),
        ...REGISTRATION_STATUSES.map((k) => num(k, t(`statistics.columns.${k}`))),
        num('total', t('statistics.columns.registrations')),
      ],
      chart: {
        type: 'bar',
        stacked: true,
        labels: rows.map(
          (r) =>
            `${f.date(r.examDate)} · ${t(`ielts.shift.${r.shift}`)} · ${t(`ielts.skillPackage.${r.skillPackage}`)}`,
        ),
        datasets: REGISTRATION_STATUSES.map((k) => ({
          label: t(`statistics.columns.${k}`),
          data: rows.map((r) => r[k]),
        })),
      },
    };
  }

  if (s.ieltsBands) {
    const rows = s.ieltsBands;
    const present = rows.map((r) => r.band);
    const bands = IELTS_HALF_BANDS.filter((b) => b >= Math.min(...present) && b <= Math.max(...present));
    views.ielts_bands = {
      key: 'ielts_bands',
      title: t('statistics.figures.ieltsBands'),
      rows,
      columns: [
        text('skill', t('statistics.columns.skill'), skill),
        text('band', t('statistics.columns.ieltsBand'), (v) => band(v as number)),
        num('candidates', t('statistics.columns.candidates')),
      ],
      chart: {
        type: 'bar',
        labels: bands.map(band),
        datasets: BAND_SKILLS.filter((k) => rows.some((r) => r.skill === k)).map((k) => ({
          label: skill(k),
          data: bands.map((b) => rows.find((r) => r.skill === k && r.band === b)?.candidates ?? 0),
        })),
      },
    };
  }

  if (s.ieltsRevenue) {
    const rows = s.ieltsRevenue;
    views.ielts_revenue = {
      key: 'ielts_revenue',
      title: t('statistics.figures.ieltsRevenue'),
      rows,
      columns: [
        text('month', t('statistics.columns.month')),
        num('payments', t('statistics.columns.payments')),
        money('gross', t('statistics.columns.gross')),
        money('discounts', t('statistics.columns.discounts')),
        money('net', t('statistics.columns.net')),
        num('refunds', t('statistics.columns.refunds')),
        money('refundedAmount', t('statistics.columns.refundedAmount')),
      ],
      chart: {
        type: 'bar',
        labels: rows.map((r) => r.month),
        datasets: (['gross', 'discounts', 'net', 'refundedAmount'] as const).map((k) => ({
          label: t(`statistics.columns.${k}`),
          data: rows.map((r) => r[k]),
        })),
      },
    };
  }

  if (s.promotionUsage) {
    const rows = s.promotionUsage;
    views.promotion_usage = {
      key: 'promotion_usage',
      title: t('statistics.figures.promotionUsage'),
      rows,
      columns: [
        text('code', t('statistics.columns.code')),
        text('title', t('statistics.columns.promotion')),
        num('uses', t('statistics.columns.uses')),
        num('paid', t('statistics.columns.paidUses')),
        {
          key: 'maxUses',
          title: t('statistics.columns.maxUses'),
          align: 'right',
          render: (r) =>
            r.maxUses === null || r.maxUses === undefined
              ? t('statistics.columns.noLimit')
              : f.number(r.maxUses as number),
        },
        num('usedCount', t('statistics.columns.usedCount')),
        money('discountTotal', t('statistics.columns.discountTotal')),
      ],
      chart: {
        type: 'bar',
        labels: rows.map((r) => r.code),
        datasets: (['uses', 'paid'] as const).map((k) => ({
          label: t(`statistics.columns.${k === 'paid' ? 'paidUses' : k}`),
          data: rows.map((r) => r[k]),
        })),
      },
    };
  }
  return views;
}
