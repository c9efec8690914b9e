/**
 * The messages of a part that does not fit its type, by code, in the product's two languages. Schemas carry
 * the codes; the backend answers with the caller's language, the web's editors show the same text.
 */
export const QUESTION_MESSAGES = {
  question_required: { en: 'This field is required', vi: 'Trường này là bắt buộc' },
  question_invalid: { en: 'Invalid input', vi: 'Dữ liệu không hợp lệ' },
  question_too_long: { en: 'This text is too long', vi: 'Nội dung quá dài' },
  question_id_invalid: {
    en: 'An id is letters, digits, "-" or "_"',
    vi: 'Mã chỉ gồm chữ, số, "-" hoặc "_"',
  },
  question_ids_unique: { en: 'Two entries have the same id', vi: 'Hai mục trùng mã' },
  question_options_min: { en: 'Give at least two options', vi: 'Cần ít nhất hai lựa chọn' },
  question_options_max: { en: 'Too many options', vi: 'Quá nhiều lựa chọn' },
  question_options_fixed: {
    en: 'This type offers its own options',
    vi: 'Dạng câu hỏi này có sẵn các lựa chọn cố định',
  },
  question_key_missing_option: {
    en: 'The answer key names an option that does not exist',
    vi: 'Đáp án trỏ tới một lựa chọn không tồn tại',
  },
  question_key_required: { en: 'Choose the correct answer', vi: 'Hãy chọn đáp án đúng' },
  question_blank_without_answer: {
    en: 'This blank has no accepted answer',
    vi: 'Chỗ trống này chưa có đáp án',
  },
  question_answer_without_blank: {
    en: 'This answer belongs to no blank in the text',
    vi: 'Đáp án này không ứng với chỗ trống nào trong đoạn văn',
  },
  question_answer_text_invalid: {
    en: 'Answers may contain letters, digits and common punctuation only',
    vi: 'Đáp án chỉ gồm chữ, số và dấu câu thông dụng',
  },
  question_item_without_match: {
    en: 'This item has no match in the key',
    vi: 'Mục này chưa có đáp án ghép',
  },
  question_order_not_permutation: {
    en: 'The order must use every word exactly once',
    vi: 'Thứ tự đúng phải dùng mỗi từ đúng một lần',
  },
  question_region_outside: {
    en: 'A region must lie within the picture',
    vi: 'Vùng chọn phải nằm trong ảnh',
  },
  question_words_range: {
    en: 'The maximum word count must not be below the minimum',
    vi: 'Số từ tối đa không được nhỏ hơn số từ tối thiểu',
  },
  question_score_positive: {
    en: 'Must be a number greater than 0',
    vi: 'Phải là số lớn hơn 0',
  },
  question_score_max: { en: 'A part scores at most 100', vi: 'Một phần tối đa 100 điểm' },
  question_weight_invalid: {
    en: 'Choose a weight of 0.25, 0.5, 0.75 or 1 to 10',
    vi: 'Trọng số là 0,25; 0,5; 0,75 hoặc từ 1 đến 10',
  },
  question_type_invalid: { en: 'Unknown question type', vi: 'Dạng câu hỏi không hợp lệ' },
} as const;

export type QuestionMessage = keyof typeof QUESTION_MESSAGES;

export const questionMessage = (code: string, lang: 'en' | 'vi'): string | undefined =>
  Object.hasOwn(QUESTION_MESSAGES, code) ? QUESTION_MESSAGES[code as QuestionMessage][lang] : undefined;
