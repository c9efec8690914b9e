import { IELTS_BAND_SKILLS, scoreBandLabel, type StatisticsFigure as FigureName } from '@lms/domain';
import { z } from 'zod';
import type { Lang } from '../http/messages.js';
import type { CellOut, SheetOut } from '../import/sheets.js';

const count = z.number().int().nonnegative();
const money = z.number().nonnegative();
const percent = z.number().nullable().describe('Percent, one decimal; null when there is nothing to divide');
const attendance = {
  present: count,
  late: count,
  absent: count,
  excused: count,
  total: count,
  rate: percent.describe('Present or late over all marks, percent'),
};

export const statisticsSchema = z.object({
  from: z.string().describe('First day of the range (ISO date)'),
  to: z.string().describe('Last day of the range (ISO date)'),
  students_by_status: z
    .array(
      z.object({
        course_id: z.number().int().nullable(),
        course_name: z.string(),
        status: z.enum(['inactive', 'active', 'request', 'reserve']),
        students: count,
      }),
    )
    .describe('Students of the classes running in the range, by status in the class and course'),
  classes_by_month: z
    .array(z.object({ month: z.string(), running: count, starting: count, ending: count }))
    .describe('Per month of the range: classes running, starting and ending'),
  attendance_by_class: z
    .array(z.object({ class_id: z.number().int(), class_name: z.string(), ...attendance }))
    .describe('Attendance of the lessons held in the range, per class'),
  attendance_by_month: z
    .array(z.object({ month: z.string(), ...attendance }))
    .describe('Attendance of the lessons held in the range, per month'),
  score_distribution: z
    .array(
      z.object({
        kind: z.enum(['home_work', 'test', 'presentation', 'ielt']),
        band: z.number().int().min(0).max(9).describe('Tenth of the maximum score: 0 = 0-10 %, 9 = 90-100 %'),
        attempts: count,
      }),
    )
    .describe('Marked attempts submitted in the range, by assignment kind and score band'),
  pass_rates: z
    .array(
      z.object({
        kind: z.enum(['home_work', 'test', 'presentation', 'ielt']),
        class_id: z.number().int(),
        class_name: z.string(),
        passed: count,
        failed: count,
        pass_rate: z.number(),
        average_percent: percent,
      }),
    )
    .describe('Pass rate and mean score (percent of the maximum) per assignment kind and class'),
  marking_backlog: z
    .array(
      z.object({
        marker_id: z.number().int(),
        marker_name: z.string(),
        marker_email: z.string(),
        role: z.enum(['teacher', 'specialize']),
        waiting: count,
        under_2_days: count,
        from_2_to_7_days: count,
        over_7_days: count,
        oldest_days: z.number(),
        average_days: z.number(),
      }),
    )
    .describe('Submissions waiting for a mark now, per teacher and examiner, with their age in days'),
  ielts_registrations: z
    .array(
      z.object({
        exam_date_id: z.number().int(),
        exam_date: z.string().describe('The exam day (ISO date)'),
        shift: z.enum(['morning', 'afternoon']),
        skill_package: z.enum(['3_skills', '4_skills']),
        unpaid: count,
        unfinished: count,
        unmarked: count,
        marked: count,
        canceled: count,
        total: count.describe('Every registration, canceled ones included'),
      }),
    )
    .optional()
    .describe(
      'IELTS registrations of the exam dates held in the range, per exam date and skill package, by status ' +
        '(administrators only: absent for teachers)',
    ),
  ielts_bands: z
    .array(
      z.object({
        skill: z.enum(IELTS_BAND_SKILLS),
        band: z.number().min(0).max(9).describe('A half band'),
        candidates: count,
      }),
    )
    .optional()
    .describe(
      'Candidates per half band, per skill and overall, of the exam dates held in the range (administrators only)',
    ),
  ielts_revenue: z
    .array(
      z.object({
        month: z.string(),
        payments: count.describe('Payments paid in the month and not refunded'),
        gross: money.describe('Their fees before promotions (dong)'),
        discounts: money.describe('What promotion codes took off (dong)'),
        net: money.describe('What was received (dong)'),
        refunds: count.describe('Payments of the month refunded since, not counted above'),
        refunded_amount: money.describe('What the refunded payments had brought (dong)'),
      }),
    )
    .optional()
    .describe('IELTS receipts per month of the range, refunds apart (administrators only)'),
  promotion_usage: z
    .array(
      z.object({
        promotion_code_id: z.number().int(),
        code: z.string(),
        title: z.string(),
        uses: count.describe('Payments made in the range with the code, canceled ones left out'),
        paid: count.describe('Of those, the ones paid'),
        max_uses: z.number().int().nullable().describe('The code’s limit; null without one'),
        used_count: count.describe('The code’s uses since it was made'),
        discount_total: money.describe('What the code took off the paid payments (dong)'),
      }),
    )
    .optional()
    .describe('Promotion codes applied in the range: uses, limit and discounts (administrators only)'),
});
export type StatisticsJson = z.infer<typeof statisticsSchema>;

/** The range and every figure: the rows already carry the API's names. */
export function presentStatistics(
  range: { from: string; to: string },
  figures: Omit<StatisticsJson, 'from' | 'to'>,
): StatisticsJson {
  return { from: range.from, to: range.to, ...figures };
}

type Labels = Record<Lang, string>;
const L = (en: string, vi: string): Labels => ({ en, vi });

/** Each figure's columns in its export: the JSON field and its header in the two languages. */
/** The counts both attendance figures show after their first column. */
const ATTENDANCE_COUNTS: [string, Labels][] = [
  ['present', L('Present', 'Có mặt')],
  ['late', L('Late', 'Đi muộn')],
  ['absent', L('Absent', 'Vắng')],
  ['excused', L('Excused', 'Vắng có phép')],
  ['total', L('Marks', 'Lượt điểm danh')],
  ['rate', L('Attendance (%)', 'Tỷ lệ chuyên cần (%)')],
];

const COLUMNS: Record<FigureName, [string, Labels][]> = {
  students_by_status: [
    ['course_name', L('Course', 'Khóa học')],
    ['status', L('Status', 'Trạng thái')],
    ['students', L('Students', 'Số học viên')],
  ],
  classes_by_month: [
    ['month', L('Month', 'Tháng')],
    ['running', L('Running', 'Đang học')],
    ['starting', L('Starting', 'Khai giảng')],
    ['ending', L('Ending', 'Kết thúc')],
  ],
  attendance_by_class: [['class_name', L('Class', 'Lớp')], ...ATTENDANCE_COUNTS],
  attendance_by_month: [['month', L('Month', 'Tháng')], ...ATTENDANCE_COUNTS],
  score_distribution: [
    ['kind', L('Assignment kind', 'Loại bài')],
    ['band', L('Score (% of maximum)', 'Điểm (% điểm tối đa)')],
    ['attempts', L('Attempts', 'Số bài làm')],
  ],
  pass_rates: [
    ['class_name', L('Class', 'Lớp')],
    ['kind', L('Assignment kind', 'Loại bài')],
    ['passed', L('Passed', 'Đạt')],
    ['failed', L('Failed', 'Chưa đạt')],
    ['pass_rate', L('Pass rate (%)', 'Tỷ lệ đạt (%)')],
    ['average_percent', L('Mean score (%)', 'Điểm trung bình (%)')],
  ],
  marking_backlog: [
    ['marker_name', L('Marker', 'Người chấm')],
    ['marker_email', L('Email', 'Email')],
    ['role', L('Role', 'Vai trò')],
    ['waiting', L('Waiting', 'Đang chờ chấm')],
    ['under_2_days', L('Under 2 days', 'Dưới 2 ngày')],
    ['from_2_to_7_days', L('2 to 7 days', '2 đến 7 ngày')],
    ['over_7_days', L('Over 7 days', 'Trên 7 ngày')],
    ['oldest_days', L('Oldest (days)', 'Lâu nhất (ngày)')],
    ['average_days', L('Average age (days)', 'Trung bình (ngày)')],
  ],
  ielts_registrations: [
    ['exam_date', L('Exam date', 'Ngày thi')],
    ['shift', L('Shift', 'Ca thi')],
    ['skill_package', L('Skill package', 'Gói kỹ năng')],
    ['unpaid', L('Unpaid', 'Chưa thanh toán')],
    ['unfinished', L('Not taken yet', 'Chưa làm bài')],
    ['unmarked', L('Waiting for marks', 'Chờ chấm')],
    ['marked', L('Marked', 'Đã chấm')],
    ['canceled', L('Canceled', 'Đã hủy')],
    ['total', L('Registrations', 'Tổng đăng ký')],
  ],
  ielts_bands: [
    ['skill', L('Skill', 'Kỹ năng')],
    ['band', L('Band', 'Band điểm')],
    ['candidates', L('Candidates', 'Số thí sinh')],
  ],
  ielts_revenue: [
    ['month', L('Month', 'Tháng')],
    ['payments', L('Paid payments', 'Lượt thanh toán')],
    ['gross', L('Gross (VND)', 'Doanh thu gộp (VNĐ)')],
    ['discounts', L('Promotion discounts (VND)', 'Giảm giá khuyến mãi (VNĐ)')],
    ['net', L('Net (VND)', 'Doanh thu thuần (VNĐ)')],
    ['refunds', L('Refunds', 'Lượt hoàn tiền')],
    ['refunded_amount', L('Refunded (VND)', 'Đã hoàn (VNĐ)')],
  ],
  promotion_usage: [
    ['code', L('Code', 'Mã')],
    ['title', L('Promotion', 'Chương trình')],
    ['uses', L('Uses in the period', 'Lượt dùng trong kỳ')],
    ['paid', L('Paid', 'Đã thanh toán')],
    ['max_uses', L('Limit', 'Giới hạn')],
    ['used_count', L('Uses in all', 'Tổng lượt dùng')],
    ['discount_total', L('Discounts (VND)', 'Tổng giảm giá (VNĐ)')],
  ],
};

const SHEET_NAMES: Record<FigureName, Labels> = {
  students_by_status: L('Students by status', 'Học viên theo trạng thái'),
  classes_by_month: L('Classes by month', 'Lớp học theo tháng'),
  attendance_by_class: L('Attendance by class', 'Chuyên cần theo lớp'),
  attendance_by_month: L('Attendance by month', 'Chuyên cần theo tháng'),
  score_distribution: L('Score distribution', 'Phân bố điểm'),
  pass_rates: L('Pass rates', 'Tỷ lệ đạt'),
  marking_backlog: L('Marking backlog', 'Bài chờ chấm'),
  ielts_registrations: L('IELTS registrations', 'Đăng ký thi IELTS'),
  ielts_bands: L('IELTS band distribution', 'Phân bố band IELTS'),
  ielts_revenue: L('IELTS revenue by month', 'Doanh thu IELTS theo tháng'),
  promotion_usage: L('Promotion code usage', 'Sử dụng mã khuyến mãi'),
};

/** Labels of the exports' enum values, in the two languages: every value of every enum column (below). */
const VALUE_LABELS: Record<string, Record<string, Labels>> = {
  status: {
    active: L('Active', 'Đang học'),
    request: L('Waiting for approval', 'Chờ duyệt'),
    reserve: L('On hold', 'Bảo lưu'),
    inactive: L('Inactive', 'Đã nghỉ'),
  },
  kind: {
    home_work: L('Homework', 'Bài tập về nhà'),
    test: L('Test', 'Bài kiểm tra'),
    presentation: L('Presentation', 'Thuyết trình'),
    ielt: L('IELTS mock test', 'Thi thử IELTS'),
  },
  role: { teacher: L('Teacher', 'Giáo viên'), specialize: L('Examiner', 'Giám khảo') },
  shift: { morning: L('Morning', 'Ca sáng'), afternoon: L('Afternoon', 'Ca chiều') },
  skill_package: { '3_skills': L('3 skills', '3 kỹ năng'), '4_skills': L('4 skills', '4 kỹ năng') },
  skill: {
    listening: L('Listening', 'Nghe'),
    reading: L('Reading', 'Đọc'),
    writing: L('Writing', 'Viết'),
    speaking: L('Speaking', 'Nói'),
    overall: L('Overall', 'Tổng'),
  },
};

/** The row schema of a figure (an array of objects in `statisticsSchema`, optional for the IELTS ones). */
export function figureRowShape(figure: FigureName): Record<string, z.ZodType> {
  let t = statisticsSchema.shape[figure] as z.ZodType;
  if (t instanceof z.ZodOptional) t = t.unwrap() as z.ZodType;
  return (t as z.ZodArray<z.ZodObject>).element.shape;
}

/** The enum columns of a figure: their values reach a sheet only as labels, never as the API's words. */
const enumFields = (figure: FigureName) =>
  new Set(
    Object.entries(figureRowShape(figure))
      .filter(([, t]) => t instanceof z.ZodEnum)
      .map(([field]) => field),
  );

/** Counts, rates and amounts stay numbers (a CSV writes them as numbers, never neutralised as text). */
const cell = (figure: FigureName, field: string, value: unknown, lang: Lang, enums: Set<string>): CellOut => {
  if (typeof value === 'number') {
    if (field !== 'band') return value;
    return figure === 'ielts_bands' ? value.toFixed(1) : scoreBandLabel(value);
  }
  if (typeof value !== 'string') return '';
  if (!enums.has(field)) return value;
  const label = VALUE_LABELS[field]?.[value]?.[lang];
  // A new enum value without its label is a bug, not a word of the API in someone's spreadsheet.
  if (!label)
    throw new Error(`No ${lang} label for ${figure}.${field} = ${value} (presenters/statistics.ts)`);
  return label;
};

/** A figure's rows as one sheet, headers in the caller's language (headers alone for an empty range). */
export function statisticsSheet(figure: FigureName, rows: object[], lang: Lang): SheetOut {
  const columns = COLUMNS[figure];
  const enums = enumFields(figure);
  const header = columns.map(([, labels]) => labels[lang]);
  return {
    name: SHEET_NAMES[figure][lang],
    header,
    rows: rows.map((row) =>
      Object.fromEntries(
        columns.map(([field, labels]) => [
          labels[lang],
          cell(figure, field, (row as Record<string, unknown>)[field], lang, enums),
        ]),
      ),
    ),
    widths: header.map((h) => Math.max(12, h.length + 2)),
  };
}
