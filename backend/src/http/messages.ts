import {
  ACCOMMODATION_MESSAGES,
  ANALYTICS_MESSAGES,
  ASSIGNMENT_MESSAGES,
  REVIEW_MESSAGES,
  COMMUNITY_MESSAGES,
  IELTS_MESSAGES,
  MARKING_MESSAGES,
  NESTING_MESSAGES,
  SPEAKING_MESSAGES,
  STATISTICS_MESSAGES,
  PRESENTATION_MESSAGES,
} from '@lms/domain';
import { QUESTION_MESSAGES } from '@lms/domain/questions';
import { USER_IMPORT_MESSAGES } from '../import/user-messages.js';
/**
 * Messages the API returns, in the two languages of the product (docs/product.md point 8 texts in English).
 * The caller's language comes from Accept-Language; Vietnamese is the product's default.
 */
export type Lang = 'vi' | 'en';

const catalog = {
  // The generic texts are the question registry's, written once in @lms/domain.
  required: QUESTION_MESSAGES.question_required,
  unknown_field: { en: 'Unknown field', vi: 'Trường không hợp lệ' },
  invalid_input: QUESTION_MESSAGES.question_invalid,
  phone_invalid: { en: 'Phone number is not valid', vi: 'Số điện thoại không hợp lệ' },
  email_invalid: { en: 'Unvalid Email', vi: 'Email không đúng định dạng' },
  number_positive: QUESTION_MESSAGES.question_score_positive,
  date_invalid: { en: 'Wrong date format (YYYY-MM-DD)', vi: 'Sai định dạng ngày (YYYY-MM-DD)' },
  time_invalid: { en: 'Wrong time format (HH:MM)', vi: 'Sai định dạng giờ (HH:MM)' },
  export_format_invalid: { en: 'Choose a format: csv or xlsx', vi: 'Chọn định dạng: csv hoặc xlsx' },
  end_after_start: {
    en: 'The end date must be greater than the start date',
    vi: 'Ngày kết thúc phải lớn hơn ngày bắt đầu',
  },
  end_time_after_start: {
    en: 'The end time must be later than the start time',
    vi: 'Giờ kết thúc phải sau giờ bắt đầu',
  },
  weekdays_invalid: {
    en: 'Choose at least one weekday (1 = Monday … 7 = Sunday)',
    vi: 'Chọn ít nhất một ngày trong tuần (1 = Thứ Hai … 7 = Chủ Nhật)',
  },
  score_invalid: {
    en: 'The total score cannot exceed the maximum score of the assignment and the minimum score is 0',
    vi: 'Tổng điểm không được vượt quá điểm tối đa của bài và điểm tối thiểu là 0',
  },
  already_registered: {
    en: 'You are already registered for this class',
    vi: 'Bạn đã đăng ký lớp học này rồi',
  },
  class_not_found_by_code: { en: 'this class does not exist', vi: 'Lớp học này không tồn tại' },
  class_code_taken: { en: 'This class code is already used', vi: 'Mã lớp này đã được sử dụng' },
  email_taken: { en: 'This email is already used', vi: 'Email này đã được sử dụng' },
  not_authenticated: {
    en: 'Authentication credentials were not provided or are invalid',
    vi: 'Bạn chưa đăng nhập hoặc phiên đăng nhập không hợp lệ',
  },
  forbidden: {
    en: 'You do not have permission to perform this action',
    vi: 'Bạn không có quyền thực hiện thao tác này',
  },
  not_found: { en: 'Not found', vi: 'Không tìm thấy' },
  conflict: { en: 'Conflict with existing data', vi: 'Xung đột với dữ liệu hiện có' },
  too_large: { en: 'Request body is too large', vi: 'Dữ liệu gửi lên quá lớn' },
  unsupported_media: { en: 'Unsupported media type', vi: 'Định dạng không được hỗ trợ' },
  internal: {
    en: 'Something went wrong on our side; please try again',
    vi: 'Đã có lỗi xảy ra, vui lòng thử lại',
  },
  student_not_in_class: {
    en: 'This student is not in the class',
    vi: 'Học viên không thuộc lớp này',
  },
  assignment_not_in_class: {
    en: 'This assignment does not belong to the class',
    vi: 'Bài tập không thuộc lớp này',
  },
  not_a_student: { en: 'This user is not a student', vi: 'Người dùng này không phải học viên' },
  lesson_not_in_class: { en: 'This lesson is not in the class', vi: 'Buổi học không thuộc lớp này' },
  day_off_exists: { en: 'This day off already exists', vi: 'Ngày nghỉ này đã tồn tại' },
  // Timetable, attendance and days off.
  link_invalid: {
    en: 'Enter a web address starting with http:// or https://',
    vi: 'Nhập địa chỉ web bắt đầu bằng http:// hoặc https://',
  },
  not_with_generate: { en: 'Not allowed together with generate', vi: 'Không dùng cùng với tạo lịch tự động' },
  date_is_day_off: { en: 'This date is a day off', vi: 'Ngày này là ngày nghỉ' },
  lesson_canceled: {
    en: 'This lesson is canceled; attendance cannot be taken',
    vi: 'Buổi học này đã bị hủy, không thể điểm danh',
  },
  lesson_not_started: {
    en: 'This lesson has not started yet: attendance opens at its start time',
    vi: 'Buổi học chưa bắt đầu: chỉ điểm danh được từ giờ bắt đầu buổi học',
  },
  day_off_past_reason: {
    en: 'This date is in the past: give the reason for adding a day off after the fact',
    vi: 'Ngày này đã qua: hãy ghi lý do khi thêm ngày nghỉ cho ngày đã qua',
  },
  records_empty: { en: 'Mark at least one student', vi: 'Cần điểm danh ít nhất một học viên' },
  student_repeated: { en: 'This student appears more than once', vi: 'Học viên này bị lặp lại' },
  password_too_short: {
    en: 'Password must be at least 8 characters',
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
  },
  password_charset: {
    en: 'Password may contain only digits 0-9 and letters',
    vi: 'Mật khẩu chỉ được chứa chữ số 0-9 và chữ cái',
  },
  passwords_mismatch: { en: 'Passwords do not match', vi: 'Mật khẩu không khớp' },
  invalid_credentials: {
    en: 'Unable to login with provided credentials.',
    vi: 'Email hoặc mật khẩu không đúng.',
  },
  presentation_marked: {
    en: 'This group is marked already: correct its marks instead',
    vi: 'Nhóm này đã được chấm: hãy sửa điểm đã chấm',
  },
  refresh_token_invalid: {
    en: 'This refresh token is invalid or has expired: sign in again',
    vi: 'Refresh token không hợp lệ hoặc đã hết hạn: vui lòng đăng nhập lại',
  },
  check_email: { en: 'Please check your Email', vi: 'Vui lòng kiểm tra Email của bạn' },
  reset_code_invalid: {
    en: 'This code is invalid or has expired',
    vi: 'Mã này không hợp lệ hoặc đã hết hạn',
  },
  register_success: { en: 'Register successfully!', vi: 'Đăng ký thành công!' },
  password_reset_done: { en: 'Password reset.', vi: 'Đã đặt lại mật khẩu.' },
  password_changed: { en: 'Password changed.', vi: 'Đã đổi mật khẩu.' },
  current_password_wrong: {
    en: 'The current password is not correct',
    vi: 'Mật khẩu hiện tại không đúng',
  },
  logged_out: { en: 'User logged out.', vi: 'Đã đăng xuất.' },
  identity_unavailable: {
    en: 'The sign-in service is unavailable; please try again shortly',
    vi: 'Dịch vụ đăng nhập đang gián đoạn, vui lòng thử lại sau',
  },
  role_change_forbidden: {
    en: 'Only an administrator can change this field',
    vi: 'Chỉ quản trị viên mới được thay đổi trường này',
  },
  course_not_found: { en: 'This course does not exist', vi: 'Khóa học này không tồn tại' },
  course_name_taken: { en: 'This course name is already used', vi: 'Tên khóa học này đã được sử dụng' },
  not_a_teacher: { en: 'This user is not a teacher', vi: 'Người dùng này không phải giáo viên' },
  not_an_examiner: { en: 'This user is not an examiner', vi: 'Người dùng này không phải giám khảo' },
  class_code_invalid: {
    en: 'A class code has 3 to 20 letters, digits, - or _',
    vi: 'Mã lớp gồm 3 đến 20 chữ cái, chữ số, - hoặc _',
  },
  sessions_max: { en: 'A class has at most 500 sessions', vi: 'Một lớp học có tối đa 500 buổi' },
  account_linked_elsewhere: {
    en: 'This e-mail belongs to another LMS account; ask the academy to check your account',
    vi: 'Email này thuộc về một tài khoản LMS khác; vui lòng liên hệ học viện để kiểm tra tài khoản',
  },
  email_not_verified: {
    en: 'Verify your e-mail first: use "Forgot password" to receive a code at this address',
    vi: 'Vui lòng xác minh email trước: dùng "Quên mật khẩu" để nhận mã tại địa chỉ này',
  },
  email_unverified_account: {
    en: 'An unverified sign-in account already uses this e-mail; its owner must verify it first',
    vi: 'Một tài khoản đăng nhập chưa xác minh đang dùng email này; chủ sở hữu cần xác minh trước',
  },
  lesson_exists: {
    en: 'The class already has a lesson at this date and start time',
    vi: 'Lớp đã có buổi học vào ngày và giờ bắt đầu này',
  },
  score_exists: {
    en: 'This student already has this score for the assignment; change it instead',
    vi: 'Học viên đã có điểm này cho bài tập; hãy sửa điểm thay vì thêm mới',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request',
    vi: 'Idempotency-Key này đã được dùng cho một yêu cầu khác',
  },
  idempotency_in_progress: {
    en: 'A request with this Idempotency-Key is still being processed; try again in a moment',
    vi: 'Yêu cầu với Idempotency-Key này đang được xử lý, vui lòng thử lại sau giây lát',
  },
  too_many_attempts: {
    en: 'Too many attempts; please wait a little and try again',
    vi: 'Bạn đã thử quá nhiều lần, vui lòng đợi một lát rồi thử lại',
  },
  busy: {
    en: 'The server is busy; please try again in a moment',
    vi: 'Máy chủ đang bận, vui lòng thử lại sau giây lát',
  },
  tag_name_taken: {
    en: 'A tag with this name already exists here',
    vi: 'Đã có thẻ trùng tên ở đây',
  },
  error_tag_parent_invalid: {
    en: 'A child tag goes under a top-level tag of the same store',
    vi: 'Thẻ con phải nằm dưới một thẻ gốc cùng kho',
  },
  error_tag_has_children: {
    en: 'A tag with child tags cannot become a child tag',
    vi: 'Thẻ đang có thẻ con thì không thể trở thành thẻ con',
  },
  question_superseded: {
    en: 'A newer version of this question exists; edit that one',
    vi: 'Câu hỏi này đã có phiên bản mới hơn; hãy sửa phiên bản đó',
  },
  question_answered: {
    en: 'Students have answered this question; it cannot be deleted',
    vi: 'Học viên đã làm câu hỏi này nên không thể xóa',
  },
  exercise_question_not_usable: {
    en: 'A common exercise holds common questions; a private one common questions and your own',
    vi: 'Bài tập chung chỉ gồm câu hỏi chung; bài tập riêng gồm câu hỏi chung và câu hỏi của bạn',
  },
  exercise_assigned: {
    en: 'This exercise has been given to a class; it cannot be deleted',
    vi: 'Bài tập này đã được giao cho lớp nên không thể xóa',
  },
  clone_success: { en: 'clone success', vi: 'Sao chép thành công' },
  clone_fail: { en: 'clone fail', vi: 'Sao chép thất bại' },
  ...QUESTION_MESSAGES,
  ...USER_IMPORT_MESSAGES,
  // Assignments (issue 12): written once in @lms/domain, shown by the web's assign dialog too.
  ...ASSIGNMENT_MESSAGES,
  // Attempts and review options per assignment (issue 26 point 1).
  ...REVIEW_MESSAGES,
  // Accommodations (issue 31 point 1).
  ...ACCOMMODATION_MESSAGES,
  ...MARKING_MESSAGES,
  // The oral rubric and speech scoring (issue 13).
  ...SPEAKING_MESSAGES,
  // Reports, feedback and the knowledge base (issue 15).
  ...COMMUNITY_MESSAGES,
  // IELTS operations (issue 14).
  ...IELTS_MESSAGES,
  ...ANALYTICS_MESSAGES,
  // Statistics (issue 15).
  ...STATISTICS_MESSAGES,
  // Presentation groups and their rubric (issue 13).
  ...PRESENTATION_MESSAGES,
  attempt_not_in_progress: {
    en: 'Only work being taken can be paused',
    vi: 'Chỉ tạm dừng được bài đang làm',
  },
  attempt_not_held: { en: 'This work is not paused', vi: 'Bài này không bị tạm dừng' },
  // Uploads (keys from @lms/domain media.ts; {max} is the limit in MB, filled in by routes/uploads).
  upload_image_only: { en: 'Image only', vi: 'Chỉ chấp nhận tệp ảnh' },
  upload_mp3_only: { en: 'mp3 only', vi: 'Chỉ chấp nhận tệp mp3' },
  upload_image_or_mp3_only: { en: 'Image or mp3 only', vi: 'Chỉ chấp nhận tệp ảnh hoặc mp3' },
  upload_audio_only: { en: 'Audio only', vi: 'Chỉ chấp nhận tệp âm thanh' },
  upload_image_too_large: {
    en: 'The image is too large (at most {max} MB)',
    vi: 'Ảnh quá lớn (tối đa {max} MB)',
  },
  upload_audio_too_large: {
    en: 'The audio file is too large (at most {max} MB)',
    vi: 'Tệp âm thanh quá lớn (tối đa {max} MB)',
  },
  upload_file_required: { en: 'Choose a file to upload', vi: 'Hãy chọn một tệp để tải lên' },
  upload_one_file: { en: 'Send one file at a time', vi: 'Mỗi lần chỉ gửi một tệp' },
  upload_svg_unsafe: {
    en: 'This SVG contains scripts or external content; save it as a plain drawing',
    vi: 'Tệp SVG này chứa mã lệnh hoặc nội dung bên ngoài; hãy lưu lại dưới dạng hình vẽ thông thường',
  },
  upload_svg_malformed: {
    en: 'This SVG cannot be read as a drawing (not well-formed SVG); export it again from the drawing program',
    vi: 'Không đọc được tệp SVG này như một hình vẽ (SVG không hợp lệ); hãy xuất lại từ phần mềm vẽ',
  },
  upload_session_size: {
    en: 'Give the file size in bytes (a whole number above 0)',
    vi: 'Hãy cho biết kích thước tệp tính bằng byte (số nguyên lớn hơn 0)',
  },
  upload_offset_mismatch: {
    en: 'This part of the file was not expected here; continue from the offset the server holds',
    vi: 'Phần tệp này không đúng vị trí; hãy tiếp tục từ vị trí máy chủ đang giữ',
  },
  upload_past_end: {
    en: 'More bytes than the size announced when the upload started',
    vi: 'Số byte vượt quá kích thước đã khai báo khi bắt đầu tải lên',
  },
  upload_busy: {
    en: 'Another part of this file is being received; ask for the offset and continue',
    vi: 'Một phần khác của tệp đang được nhận; hãy hỏi vị trí hiện tại rồi tiếp tục',
  },
  upload_chunk_type: {
    en: 'Send the chunk as application/offset+octet-stream with an Upload-Offset header',
    vi: 'Hãy gửi phần tệp dạng application/offset+octet-stream kèm tiêu đề Upload-Offset',
  },
  upload_not_multipart: {
    en: 'Send the file as multipart/form-data (field "file")',
    vi: 'Hãy gửi tệp dưới dạng multipart/form-data (trường "file")',
  },
  // Import and export of the question bank (issue 11 item 7).
  import_file_required: { en: 'Choose a file to import', vi: 'Hãy chọn một tệp để nhập' },
  import_file_type: {
    en: 'Import an Excel workbook (.xlsx), a CSV file, or GIFT or Aiken text (.gift, .txt) in UTF-8',
    vi: 'Hãy nhập tệp Excel (.xlsx), tệp CSV, hoặc văn bản GIFT hay Aiken (.gift, .txt) mã hóa UTF-8',
  },
  import_too_large: {
    en: 'The file is larger than 10 MB; split it into smaller files',
    vi: 'Tệp lớn hơn 10 MB; hãy chia thành các tệp nhỏ hơn',
  },
  import_file_unreadable: {
    en: 'The file cannot be read: save it again as .xlsx or UTF-8 CSV',
    vi: 'Không đọc được tệp: hãy lưu lại dưới dạng .xlsx hoặc CSV mã hóa UTF-8',
  },
  import_empty: { en: 'The file holds no questions', vi: 'Tệp không có câu hỏi nào' },
  import_too_many_rows: {
    en: 'A file may hold at most 5,000 rows; split it into smaller files',
    vi: 'Mỗi tệp tối đa 5.000 dòng; hãy chia thành các tệp nhỏ hơn',
  },
  import_columns_missing: {
    en: 'The first row must name the columns, with at least "title" and "type" (download a template)',
    vi: 'Dòng đầu tiên phải là tên cột, tối thiểu có "title" và "type" (hãy tải tệp mẫu)',
  },
  import_has_errors: {
    en: 'Some rows have mistakes; nothing was imported',
    vi: 'Một số dòng có lỗi; chưa có câu hỏi nào được nhập',
  },
  import_part_without_question: {
    en: 'A row without a title adds a part to the question above it, but there is none',
    vi: 'Dòng không có tiêu đề là một phần của câu hỏi phía trên, nhưng phía trên chưa có câu hỏi nào',
  },
  import_part_type_mismatch: {
    en: 'The type column holds the question’s type; write a part’s own type in the part_type column',
    vi: 'Cột type là dạng của câu hỏi; dạng riêng của một phần hãy ghi ở cột part_type',
  },
  import_part_type_invalid: {
    en: 'Unknown part type; leave it empty when the part has the question’s type',
    vi: 'Dạng của phần không hợp lệ; để trống nếu phần cùng dạng với câu hỏi',
  },
  import_topic_group_invalid: {
    en: 'Unknown topic group (grammar, vocab, speaking, reading, translation, listening, pronunciation, other)',
    vi: 'Nhóm chủ đề không hợp lệ (grammar, vocab, speaking, reading, translation, listening, pronunciation, other)',
  },
  import_number_invalid: { en: 'Write a number, such as 1 or 0.5', vi: 'Hãy nhập một số, ví dụ 1 hoặc 0,5' },
  import_pair_invalid: {
    en: 'Write the pairs as item=option, separated by |, such as 1=A|2=C',
    vi: 'Viết các cặp dạng mục=lựa chọn, cách nhau bởi |, ví dụ 1=A|2=C',
  },
  import_region_invalid: {
    en: 'Write a region as x,y,width,height in percent of the picture, such as 10,20,15,10',
    vi: 'Viết vùng chọn dạng x,y,rộng,cao theo phần trăm của ảnh, ví dụ 10,20,15,10',
  },
  import_tag_unknown: {
    en: 'No tag of this name in your store; create it first',
    vi: 'Không có thẻ nào tên này trong kho của bạn; hãy tạo thẻ trước',
  },
  import_gift_unsupported: {
    en: 'This GIFT question kind is not supported (numeric answers and similar); use Excel for it',
    vi: 'Không hỗ trợ dạng câu hỏi GIFT này (đáp án số và tương tự); hãy dùng Excel',
  },
  import_gift_unclosed: {
    en: 'The answers of this GIFT question are not closed with }',
    vi: 'Phần đáp án của câu hỏi GIFT này chưa được đóng bằng }',
  },
  import_aiken_answer_missing: {
    en: 'An Aiken question ends with a line "ANSWER: <letter>"',
    vi: 'Câu hỏi Aiken phải kết thúc bằng dòng "ANSWER: <chữ cái>"',
  },
  nesting_too_deep: NESTING_MESSAGES.nesting_too_deep,
  text_nul: {
    en: 'Must not contain the NUL character (\\0)',
    vi: 'Không được chứa ký tự NUL (\\0)',
  },
  // Taking work (issue 12: user-exam-agreement, user-exam, students/exercise_detail).
  exam_not_open: {
    en: 'This work is not open yet; come back at its start time',
    vi: 'Bài này chưa mở; hãy quay lại khi đến giờ bắt đầu',
  },
  exam_deadline_passed: {
    en: 'The deadline of this work has passed',
    vi: 'Đã quá hạn nộp bài này',
  },
  exam_rules_not_accepted: {
    en: 'Accept the exam rules before you start',
    vi: 'Bạn cần đồng ý với quy định làm bài trước khi bắt đầu',
  },
  exam_already_submitted: {
    en: 'You have already submitted this work',
    vi: 'Bạn đã nộp bài này rồi',
  },
  exam_attempts_used: {
    en: 'You have used every attempt this work allows',
    vi: 'Bạn đã dùng hết số lần làm bài được phép',
  },
  exam_holding: {
    en: 'Your teacher has paused this work; it cannot be continued for now',
    vi: 'Giáo viên đã tạm dừng bài này; hiện chưa thể làm tiếp',
  },
  exam_submitted: {
    en: 'This attempt has been submitted; it takes no more answers',
    vi: 'Bài làm đã được nộp nên không nhận thêm câu trả lời',
  },
  exam_time_up: {
    en: 'You have run out of time for this exam',
    vi: 'Bạn đã hết thời gian làm bài',
  },
  audio_plays_used: {
    en: 'This recording has been played as many times as the test allows',
    vi: 'Bản ghi âm này đã được phát hết số lần bài thi cho phép',
  },
  audio_clip_unknown: {
    en: 'This recording is not part of the attempt',
    vi: 'Bản ghi âm này không thuộc bài làm',
  },
  exam_access_limit: {
    en: 'You have reached the maximum number of accesses',
    vi: 'Bạn đã vượt quá số lần truy cập cho phép',
  },
  exam_below_min_score: {
    en: 'The work does not meet the minimum score to sum up, please complete it again',
    vi: 'Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại',
  },
  exam_one_choice: { en: 'Choose one option', vi: 'Hãy chọn một phương án' },
  exam_answer_unknown_key: {
    en: 'This answer names a word or an option this attempt does not show; reload the exam',
    vi: 'Câu trả lời chọn một từ hoặc phương án không có trong bài làm này; hãy tải lại bài thi',
  },
  exam_answer_wrong_interaction: {
    en: 'This kind of answer does not fit this part',
    vi: 'Loại câu trả lời này không phù hợp với câu hỏi',
  },
  exam_part_takes_no_answer: {
    en: 'This part is a passage or an instruction; it takes no answer',
    vi: 'Phần này là đoạn văn hoặc hướng dẫn, không cần trả lời',
  },
  exam_part_not_in_exercise: {
    en: 'This part is not in the exercise of this attempt',
    vi: 'Câu hỏi này không thuộc bài tập của lượt làm bài',
  },
  exam_seq_reused: {
    en: 'Another answer to part {{part}} was already saved with sequence number {{seq}} (from another device); change your answer again to replace it',
    vi: 'Phần {{part}} đã có một câu trả lời khác được lưu với số thứ tự {{seq}} (từ thiết bị khác); hãy sửa lại câu trả lời để thay thế',
  },
  exam_media_not_yours: {
    en: 'Record or upload this answer yourself; this recording is not one of your uploads',
    vi: 'Hãy tự ghi âm hoặc tải lên câu trả lời; bản ghi này không phải do bạn tải lên',
  },
  // Notifications (issue 31 point 2).
  notification_ids_required: {
    en: 'Give the notifications to mark read, or mark them all',
    vi: 'Hãy chọn thông báo cần đánh dấu đã đọc, hoặc đánh dấu tất cả',
  },
  notification_ids_unknown: {
    en: 'None of these notifications is yours',
    vi: 'Không thông báo nào trong số này là của bạn',
  },
  notification_channel_invalid: {
    en: 'Choose in the app, e-mail, both or none',
    vi: 'Hãy chọn trong ứng dụng, e-mail, cả hai hoặc không nhận',
  },
  notification_lang_invalid: {
    en: 'Choose Vietnamese (vi) or English (en)',
    vi: 'Hãy chọn tiếng Việt (vi) hoặc tiếng Anh (en)',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof catalog;

/** Zod custom messages carry this prefix and the key, translated when the error is sent. */
export const KEY_PREFIX = 'msg:';
export const msg = (key: MessageKey) => `${KEY_PREFIX}${key}`;

/** The message in the language, its `{{name}}` placeholders filled from `params` (the names the message gives). */
export function translate(key: MessageKey, lang: Lang, params?: Readonly<Record<string, string>>): string {
  const text: string = catalog[key][lang];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole) : text;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalog, value);
}

export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'vi';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}
