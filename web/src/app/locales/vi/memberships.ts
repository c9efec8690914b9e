/** The texts of features/memberships, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  validation: { studentsRequired: 'Vui lòng chọn ít nhất một học viên' },
  classes: {
    joinTitle: 'Tham gia lớp bằng mã lớp',
    joinHint: 'Nhập mã lớp mà giáo viên gửi cho bạn.',
    joinRequested: 'Đã gửi yêu cầu tham gia, vui lòng chờ giáo viên duyệt',
    joined: 'Bạn đã tham gia lớp',
  },
  students: {
    all: 'Tất cả ({{count}})',
    filterLabel: 'Lọc theo trạng thái',
    none: 'Không có học viên nào',
    add: 'Thêm học viên',
    addTitle: 'Thêm học viên vào lớp',
    pick: 'Học viên',
    added: 'Đã thêm {{count}} học viên',
    alreadyIn: '{{names}} đã có trong lớp',
    addedAndAlready: '{{added}}; {{already}}',
    approve: 'Duyệt vào lớp',
    reject: 'Từ chối',
    requestOf: 'Yêu cầu vào lớp của {{name}}',
    statusOf: 'Trạng thái của {{name}}',
    statusChanged: 'Đã chuyển sang “{{status}}”',
    statusFailed: 'Không đổi được trạng thái',
  },
};
