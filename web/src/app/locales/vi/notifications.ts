/** The texts of features/notifications, loaded with its page (src/app/routes.tsx). */
export const catalogue = {
  notifications: {
    title: 'Thông báo',
    unreadCount: '{{count}} chưa đọc',
    show: 'Hiển thị',
    all: 'Tất cả',
    unreadOnly: 'Chỉ chưa đọc',
    none: 'Bạn chưa có thông báo nào: bài mới được giao, bài đã trả và lời nhắc sẽ hiện ở đây.',
    noneUnread: 'Không có thông báo chưa đọc.',
  },
};
