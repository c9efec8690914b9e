/** The texts of features/account, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  auth: {
    signInWithAcademy: 'Đăng nhập bằng tài khoản học viện',
    redirecting: 'Đang chuyển đến trang đăng nhập của học viện…',
    accountUnavailable:
      'Bạn đã đăng nhập nhưng hệ thống chưa tải được tài khoản của bạn. Vui lòng thử lại sau hoặc liên hệ bộ phận hỗ trợ.',
  },
  validation: {
    dateOfBirthRequired: 'Vui lòng chọn ngày sinh',
    workPlaceRequired: 'Vui lòng nhập nơi làm việc hoặc học tập',
    currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  },
  account: {
    register: 'Đăng ký',
    registered: 'Đăng ký thành công!',
    registeredHint:
      'Bạn có thể đăng nhập ngay. Nếu email này đã có tài khoản, chúng tôi đã gửi hướng dẫn đăng nhập tới email đó.',
    haveAccount: 'Đã có tài khoản?',
    forgotTitle: 'Quên mật khẩu',
    forgotLead: 'Nhập email bạn dùng để đăng nhập, chúng tôi sẽ gửi đường dẫn đặt lại mật khẩu.',
    sendResetCode: 'Gửi đường dẫn đặt lại',
    checkEmail: 'Vui lòng kiểm tra email của bạn',
    resetSent: 'Nếu {{email}} có tài khoản, một đường dẫn đặt lại mật khẩu vừa được gửi tới địa chỉ này.',
    resetTitle: 'Đặt lại mật khẩu',
    missingCode: 'Đường dẫn đặt lại mật khẩu không đầy đủ. Vui lòng mở lại đường dẫn trong email.',
    passwordReset: 'Đã đặt lại mật khẩu. Bạn có thể đăng nhập bằng mật khẩu mới.',
    setPassword: 'Đặt mật khẩu',
    changeTitle: 'Đổi mật khẩu',
    passwordChanged: 'Đã đổi mật khẩu',
    password: 'Mật khẩu',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu',
    backToSignIn: 'Quay lại đăng nhập',
  },
  profile: { title: 'Hồ sơ cá nhân', saved: 'Đã lưu hồ sơ' },
  setup: {
    pageTitle: 'Thiết lập tài khoản',
    title: 'Chào mừng {{name}}',
    lead: 'Một bước trước khi bắt đầu: hoàn thiện hồ sơ của bạn.',
    why: 'Học viện cần ngày sinh, số điện thoại và nơi học tập hoặc làm việc của bạn để xếp lớp và liên hệ. Bạn có thể sửa lại trong trang Hồ sơ.',
    later: 'Để sau',
    guide: 'Lần đầu dùng nền tảng?',
    guideLink: 'Đọc hướng dẫn sử dụng theo vai trò của bạn.',
  },
};
