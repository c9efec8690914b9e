/** The users import's messages (issue 31 point 5), in the product's two languages. */
export const USER_IMPORT_MESSAGES = {
  users_import_file_type: {
    en: 'Import an Excel workbook (.xlsx) or a UTF-8 CSV file',
    vi: 'Hãy nhập tệp Excel (.xlsx) hoặc tệp CSV mã hóa UTF-8',
  },
  users_import_columns: {
    en: 'Unknown column(s): {{columns}}. The first row must name the columns, among: {{expected}} (email is required; download the template); nothing was imported',
    vi: 'Cột không hợp lệ: {{columns}}. Dòng đầu tiên phải là tên cột, trong số: {{expected}} (bắt buộc có email; hãy tải tệp mẫu); chưa có người dùng nào được nhập',
  },
  users_import_empty: { en: 'The file holds no users', vi: 'Tệp không có người dùng nào' },
  users_import_has_errors: {
    en: 'Some rows have mistakes; nothing was imported',
    vi: 'Một số dòng có lỗi; chưa có người dùng nào được nhập',
  },
  users_import_email_twice: {
    en: 'This e-mail is already on an earlier row of the file',
    vi: 'Email này đã có ở một dòng phía trên trong tệp',
  },
  users_import_name_required: {
    en: 'Write a full name, or a first and a last name',
    vi: 'Hãy nhập họ tên đầy đủ, hoặc họ và tên',
  },
  users_import_name_long: { en: 'The name is too long', vi: 'Tên quá dài' },
  users_import_role_invalid: {
    en: 'Unknown role (student, teacher, specialize or admin)',
    vi: 'Vai trò không hợp lệ (student, teacher, specialize hoặc admin)',
  },
  users_import_class_unknown: {
    en: 'No such class; choose an existing class; nothing was imported',
    vi: 'Không có lớp này; hãy chọn một lớp có sẵn; chưa có người dùng nào được nhập',
  },
} as const;
