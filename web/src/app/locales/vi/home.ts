/** The texts of features/home, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  home: {
    title: 'Trang chủ',
    headline: 'Học tiếng Anh và luyện thi IELTS cùng học viện',
    welcomeBack: 'Chào mừng {{name}} quay lại!',
    lead: 'Lịch học, điểm danh, bài tập và kết quả của bạn ở cùng một nơi, trên máy tính lẫn điện thoại.',
    toDashboard: 'Vào bảng điều khiển',
    features: {
      classes: {
        title: 'Lớp học',
        text: 'Tham gia lớp bằng mã lớp, xem giáo viên, phòng học và đường dẫn học trực tuyến.',
      },
      schedule: {
        title: 'Lịch học',
        text: 'Thời khóa biểu tự động theo ngày nghỉ, bản ghi buổi học và tài liệu từng buổi.',
      },
      progress: {
        title: 'Tiến độ',
        text: 'Tỉ lệ chuyên cần, bài đã nộp và điểm số được cập nhật sau mỗi buổi học.',
      },
    },
  },
  // Issue 15: báo lỗi, phản hồi, kiến thức, các trang thông tin chung và thiết lập tài khoản lần đầu.
  general: {
    label: 'Về học viện',
    docs: 'Hướng dẫn sử dụng',
    features: 'Tính năng',
    about: 'Giới thiệu',
    infor: 'Thông tin học viện',
  },
};
