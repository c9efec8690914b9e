/** The texts of features/courses, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  courses: {
    title: 'Quản lý khóa học',
    create: 'Thêm khóa học',
    createTitle: 'Thêm khóa học',
    editTitle: 'Sửa {{name}}',
    created: 'Đã thêm khóa học',
    updated: 'Đã lưu khóa học',
    deleted: 'Đã xóa khóa học; các lớp của khóa vẫn tiếp tục, không thuộc khóa nào',
    deleteFailed: 'Không xóa được khóa học',
    deleteConfirm: 'Xóa khóa học {{name}}?',
    deleteText: 'Các lớp của khóa học vẫn được giữ lại, không thuộc khóa nào.',
    editCourse: 'Sửa {{name}}',
    deleteCourse: 'Xóa {{name}}',
    total: '{{count}} khóa học',
    searchLabel: 'Tìm khóa học',
    searchPlaceholder: 'Tên khóa học',
    noBand: 'Không có band mục tiêu (tiếng Anh tổng quát)',
    fields: {
      name: 'Tên khóa học',
      description: 'Mô tả',
      targetBand: 'Band IELTS mục tiêu',
      createdAt: 'Ngày tạo',
    },
    validation: {
      nameRequired: 'Vui lòng nhập tên khóa học',
      tooLong: 'Nội dung quá dài',
      bandInvalid: 'Band từ 0 đến 9, mỗi bậc 0,5',
    },
  },
};
