/**
 * IELTS operations' messages in the product's two languages, used by the backend's answers and the web's
 * forms alike (issue 14's bad input).
 */
export const IELTS_MESSAGES = {
  ielts_band_invalid: {
    en: 'A band is from 0 to 9 in steps of 0.5',
    vi: 'Band điểm từ 0 đến 9, theo bước 0,5',
  },
  ielts_raw_invalid: {
    en: 'A raw score is a whole number from 0 to 40',
    vi: 'Điểm thô là số nguyên từ 0 đến 40',
  },
  ielts_table_invalid: {
    en: 'The table must list bands from highest to lowest with falling raw scores, ending at raw score 0',
    vi: 'Bảng quy đổi phải xếp band từ cao xuống thấp, điểm thô giảm dần và kết thúc ở điểm thô 0',
  },
  ielts_listening_plays_range: {
    en: 'The recordings play without limit (0), once (1) or twice (2)',
    vi: 'Bài nghe phát không giới hạn (0), một lần (1) hoặc hai lần (2)',
  },
  ielts_code_unknown: {
    en: 'This promotion code does not exist',
    vi: 'Mã khuyến mãi không tồn tại',
  },
  ielts_code_expired: { en: 'This promotion code has expired', vi: 'Mã khuyến mãi đã hết hạn' },
  ielts_code_inactive: {
    en: 'This promotion code is not active',
    vi: 'Mã khuyến mãi đang không được áp dụng',
  },
  ielts_code_used_up: {
    en: 'This promotion code has been used up',
    vi: 'Mã khuyến mãi đã hết lượt sử dụng',
  },
  /** What a candidate is told for every refused code (issue 27 item 5): it does not say why, so guessing learns nothing. */
  ielts_code_not_usable: {
    en: 'This promotion code cannot be used',
    vi: 'Mã khuyến mãi này không sử dụng được',
  },
  ielts_code_taken: { en: 'This promotion code already exists', vi: 'Mã khuyến mãi này đã tồn tại' },
  ielts_code_format: {
    en: 'A code is 3 to 30 capital letters and digits',
    vi: 'Mã gồm 3 đến 30 chữ in hoa và chữ số',
  },
  ielts_percent_range: {
    en: 'A percentage is from 1 to 100',
    vi: 'Phần trăm giảm từ 1 đến 100',
  },
  ielts_expiry_past: {
    en: 'The expiry date must be in the future',
    vi: 'Ngày hết hạn phải ở tương lai',
  },
  ielts_birth_date_required: {
    en: 'Enter your date of birth: the test day checks it',
    vi: 'Hãy nhập ngày sinh: ngày thi sẽ đối chiếu',
  },
  ielts_birth_date_invalid: {
    en: 'Enter a real date of birth, at least 10 years ago',
    vi: 'Ngày sinh không hợp lệ (phải cách hôm nay ít nhất 10 năm)',
  },
  ielts_id_number_required: {
    en: 'Enter your passport or citizen ID number: bring the same document on the test day',
    vi: 'Hãy nhập số hộ chiếu hoặc CCCD: mang đúng giấy tờ này vào ngày thi',
  },
  ielts_id_number_invalid: {
    en: 'A citizen ID has 9 or 12 digits; a passport number starts with a letter (e.g. C1234567)',
    vi: 'Số CCCD gồm 9 hoặc 12 chữ số; số hộ chiếu bắt đầu bằng một chữ cái (ví dụ C1234567)',
  },
  ielts_date_full: {
    en: 'This exam date is full',
    vi: 'Ngày thi này đã hết chỗ',
  },
  ielts_date_past: {
    en: 'This exam date has already passed',
    vi: 'Ngày thi này đã qua',
  },
  ielts_date_canceled: {
    en: 'This exam date has been canceled',
    vi: 'Ngày thi này đã bị hủy',
  },
  ielts_date_closed: {
    en: 'This exam date is closed for registration',
    vi: 'Ngày thi này đã đóng đăng ký',
  },
  ielts_already_registered: {
    en: 'You are already registered for this exam date',
    vi: 'Bạn đã đăng ký ngày thi này rồi',
  },
  ielts_amount_mismatch: {
    en: 'The amount does not match the invoice',
    vi: 'Số tiền không khớp với hóa đơn',
  },
  ielts_payment_closed: {
    en: 'This payment was refunded or canceled',
    vi: 'Khoản thanh toán này đã được hoàn tiền hoặc đã hủy',
  },
  ielts_registration_closed: {
    en: 'This registration can no longer be changed',
    vi: 'Không thể thay đổi đăng ký này nữa',
  },
  ielts_not_paid: {
    en: 'The registration is not paid yet',
    vi: 'Đăng ký chưa được thanh toán',
  },
  ielts_not_exam_day: {
    en: 'The test can only be taken on the exam date',
    vi: 'Chỉ có thể làm bài vào đúng ngày thi',
  },
  ielts_paper_format: {
    en: 'This exam date is sat on paper, not on a computer',
    vi: 'Ngày thi này thi trên giấy, không thi trên máy tính',
  },
  ielts_not_taken: {
    en: 'The test has not been taken yet',
    vi: 'Thí sinh chưa làm bài thi',
  },
  ielts_speaking_required: {
    en: 'Speaking bands are required for the four-skill package',
    vi: 'Cần chấm band Nói cho gói 4 kỹ năng',
  },
  ielts_no_draft: {
    en: 'There are no draft bands to publish',
    vi: 'Chưa có band nháp để công bố',
  },
  ielts_already_published: {
    en: 'These bands are published already: correct them with a reason',
    vi: 'Band điểm đã được công bố: hãy sửa kèm lý do',
  },
  ielts_publish_by_second: {
    en: 'Another examiner must publish the bands you drafted',
    vi: 'Band điểm bạn chấm nháp phải do giám khảo khác công bố',
  },
  ielts_correction_reason: {
    en: 'Give the reason for correcting published bands',
    vi: 'Nhập lý do sửa band điểm đã công bố',
  },
  ielts_correction_unchanged: {
    en: 'These are the published bands already: change a band to correct them',
    vi: 'Band điểm không thay đổi so với bản đã công bố',
  },
  ielts_raw_required: {
    en: 'Enter the raw score (the test was on paper or has no attempt)',
    vi: 'Nhập điểm thô (bài thi trên giấy hoặc không có bài làm)',
  },
  ielts_not_examiner: {
    en: 'This user is not an examiner',
    vi: 'Người dùng này không phải giám khảo',
  },
  ielts_test_inactive: {
    en: 'This IELTS test is not active',
    vi: 'Đề thi IELTS này không còn hoạt động',
  },
  ielts_capacity_below: {
    en: 'The capacity cannot be lower than the registrations',
    vi: 'Số chỗ không được ít hơn số người đã đăng ký',
  },
  ielts_exercise_unknown: { en: 'This exercise does not exist', vi: 'Bài tập này không tồn tại' },
  ielts_statement_columns: {
    en: 'The first row must name the columns: an amount (amount, credit) and a description (description, content)',
    vi: 'Dòng đầu tiên phải là tên cột: số tiền (amount, credit, số tiền ghi có) và nội dung (description, nội dung)',
  },
  ielts_statement_empty: { en: 'The statement holds no transfers', vi: 'Sao kê không có giao dịch nào' },
  ielts_statement_has_errors: {
    en: 'Some rows of the statement cannot be read; nothing was confirmed',
    vi: 'Một số dòng của sao kê không đọc được; chưa xác nhận thanh toán nào',
  },
  ielts_statement_amount: {
    en: 'Not an amount received: a positive whole number of dong',
    vi: 'Không phải số tiền nhận: cần một số đồng nguyên dương',
  },
  ielts_statement_description: {
    en: 'The transfer has no description',
    vi: 'Giao dịch không có nội dung',
  },
} as const satisfies Record<string, { en: string; vi: string }>;

export type IeltsMessageKey = keyof typeof IELTS_MESSAGES;
