/**
 * The long texts of the general pages (/docs, /features, /about, /infor) in Vietnamese: an i18next namespace
 * of their own (`pages`), loaded by those pages only, so the catalogue every visit loads stays small.
 * pages.en.ts has the same keys (pages.test.ts checks).
 */
export const pages = {
  demoNotice:
    'Học viện Anh ngữ là học viện minh họa: tên, địa chỉ và số điện thoại trên trang này chỉ dùng để trình diễn sản phẩm.',
  nav: {
    label: 'Thông tin chung',
    features: 'Tính năng',
    about: 'Giới thiệu',
    infor: 'Thông tin học viện',
    docs: 'Hướng dẫn sử dụng',
    knowledge: 'Kiến thức',
  },
  features: {
    title: 'Tính năng',
    lead: 'Mọi việc của một học viện tiếng Anh và luyện thi IELTS, trên một nền tảng, trên máy tính và điện thoại.',
    items: {
      classes: {
        title: 'Lớp học và thời khóa biểu',
        text: 'Tạo lớp theo khóa học, lịch học tự sinh theo thứ trong tuần và ngày nghỉ, điểm danh từng buổi, link ghi hình và slide cho học viên nghỉ học.',
      },
      bank: {
        title: 'Ngân hàng câu hỏi và bài tập',
        text: '35 dạng câu hỏi từ trắc nghiệm, điền từ, nối, sắp xếp đến Writing và Speaking; kho chung của học viện và kho riêng của từng giáo viên; nhập và xuất Excel, GIFT.',
      },
      exams: {
        title: 'Làm bài trực tuyến',
        text: 'Bài làm toàn màn hình, giới hạn số lần thoát, đồng hồ do máy chủ giữ, tự lưu từng câu kể cả khi mất mạng, ghi âm bài nói ngay trên trình duyệt.',
      },
      marking: {
        title: 'Chấm bài và trả bài',
        text: 'Câu có đáp án được chấm ngay; Writing và Speaking do giáo viên chấm theo thang điểm, có bản nháp, nhận xét và thẻ lỗi trên từng câu trả lời.',
      },
      results: {
        title: 'Kết quả và tiến độ',
        text: 'Học viên xem điểm, đáp án và nhận xét sau khi bài được trả; giáo viên theo dõi tỉ lệ nộp bài, điểm trung bình và chuyên cần của cả lớp.',
      },
      ielts: {
        title: 'Kỳ thi IELTS',
        text: 'Lịch thi, đăng ký, thanh toán và mã khuyến mãi; điểm từng kỹ năng quy đổi theo bảng điểm chính thức và làm tròn band tổng.',
      },
      feedback: {
        title: 'Phản hồi và báo lỗi',
        text: 'Học viên báo lỗi một câu hỏi ngay khi làm bài và nhận xét lớp học, có thể ẩn danh với giáo viên; học viện xử lý và trả lời qua e-mail.',
      },
      languages: {
        title: 'Tiếng Việt và tiếng Anh',
        text: 'Giao diện tiếng Việt mặc định, chuyển sang tiếng Anh bằng một cú nhấn; thông báo lỗi và e-mail theo ngôn ngữ của người dùng.',
      },
    },
  },
  about: {
    title: 'Giới thiệu',
    lead: 'Học viện Anh ngữ giúp người đi học và đi làm dùng tiếng Anh tự tin và đạt band IELTS mình cần.',
    sections: {
      story: {
        title: 'Câu chuyện của chúng tôi',
        text: 'Học viện bắt đầu năm 2014 với một lớp IELTS buổi tối gồm mười hai học viên ở Quận 1. Đến nay, mỗi năm học viện mở hơn một trăm lớp tiếng Anh giao tiếp và luyện thi IELTS, trực tiếp tại hai cơ sở và trực tuyến.',
      },
      approach: {
        title: 'Cách chúng tôi dạy',
        text: 'Lớp nhỏ, tối đa 18 học viên, để giáo viên sửa được từng bài viết và từng câu nói. Bài tập về nhà ngắn nhưng đều đặn, bài kiểm tra bám sát đề thi thật, và mỗi học viên biết rõ mình đang ở đâu nhờ kết quả được trả kèm nhận xét.',
      },
      teachers: {
        title: 'Đội ngũ giáo viên',
        text: 'Giáo viên của học viện có chứng chỉ giảng dạy (CELTA, TESOL) và điểm IELTS từ 8.0; giám khảo chấm Writing và Speaking được tập huấn theo tiêu chí chấm của kỳ thi.',
      },
      platform: {
        title: 'Vì sao có nền tảng này',
        text: 'Học viên đi làm cần học mọi lúc, trên điện thoại, không sợ mất bài khi mạng chập chờn; giáo viên cần chấm nhanh và thấy lớp mình tiến bộ. Nền tảng này được xây dựng cho đúng những nhu cầu đó.',
      },
    },
    figures: {
      title: 'Một vài con số',
      students: '3.200+ học viên mỗi năm',
      classes: '120 lớp mỗi năm',
      band: '78% học viên IELTS đạt band mục tiêu',
      teachers: '25 giáo viên và giám khảo',
    },
  },
  infor: {
    title: 'Thông tin học viện',
    lead: 'Địa chỉ, liên hệ và giờ làm việc của Học viện Anh ngữ.',
    campusesTitle: 'Cơ sở',
    campuses: {
      hcm: {
        name: 'Cơ sở TP. Hồ Chí Minh',
        address: '123 Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
        phone: '028 3822 0000',
      },
      hanoi: {
        name: 'Cơ sở Hà Nội',
        address: '45 Tràng Thi, Phường Hàng Trống, Quận Hoàn Kiếm, Hà Nội',
        phone: '024 3825 0000',
      },
    },
    contactTitle: 'Liên hệ',
    contact: {
      hotline: 'Đường dây nóng: 1900 0000 (8:00–21:00)',
      email: 'E-mail tư vấn: tuvan@academy.test',
      support: 'Hỗ trợ tài khoản và kỹ thuật: hotro@academy.test',
      ielts: 'Đăng ký thi IELTS: ielts@academy.test',
    },
    hoursTitle: 'Giờ làm việc',
    hours: {
      weekdays: 'Thứ Hai – Thứ Sáu: 8:00 – 21:00',
      saturday: 'Thứ Bảy: 8:00 – 17:00',
      sunday: 'Chủ Nhật và ngày lễ: nghỉ (lớp học vẫn diễn ra theo lịch riêng của lớp)',
    },
    paymentTitle: 'Học phí và lệ phí thi',
    payment:
      'Học viện nhận chuyển khoản và thanh toán tại quầy lễ tân. Lệ phí thi IELTS được xác nhận trong vòng một ngày làm việc; biên lai có trong trang đăng ký thi của bạn.',
  },
  docs: {
    title: 'Hướng dẫn sử dụng',
    lead: 'Cách dùng nền tảng theo vai trò của bạn. Chọn một vai trò để xem hướng dẫn.',
    roleLabel: 'Vai trò',
    roles: {
      STUDENT: {
        title: 'Học viên',
        sections: {
          start: {
            title: 'Bắt đầu',
            steps: [
              'Đăng nhập bằng e-mail học viện gửi cho bạn, hoặc tự đăng ký tài khoản ở trang Đăng ký.',
              'Lần đăng nhập đầu tiên, hoàn thiện hồ sơ: họ tên, ngày sinh, số điện thoại và nơi học tập hoặc làm việc.',
              'Vào “Lớp học của tôi”, chọn “Tham gia lớp” và nhập mã lớp giáo viên đưa; giáo viên duyệt yêu cầu của bạn.',
            ],
          },
          work: {
            title: 'Làm bài tập và bài kiểm tra',
            steps: [
              'Mở lớp, chọn bài trong mục Bài tập rồi đọc quy định: bài làm ở chế độ toàn màn hình và có giới hạn số lần thoát.',
              'Câu trả lời được lưu tự động; khi mất mạng, bài vẫn được giữ trên máy và tự gửi lại khi có mạng.',
              'Thấy một câu sai đáp án, lỗi chính tả hoặc file nghe không chạy? Bấm “Báo lỗi câu này” ngay trong bài.',
              'Bấm “Nộp bài” khi xong; hết giờ, bài được nộp tự động với những gì đã lưu.',
            ],
          },
          results: {
            title: 'Kết quả',
            steps: [
              'Mục “Kết quả học tập” liệt kê mọi bài của bạn với trạng thái: chưa làm, chờ chấm, đã trả bài.',
              'Khi bài được trả, mở bài để xem đáp án, điểm từng câu, nhận xét và thẻ lỗi giáo viên gắn.',
              'Bài dưới điểm tối thiểu cần làm lại: bấm “Làm lại” để bắt đầu lượt mới.',
            ],
          },
          feedback: {
            title: 'Nhận xét lớp học',
            steps: [
              'Vào “Phản hồi” và bấm “Viết nhận xét”, chọn lớp, chấm từ 1 đến 5 sao và viết vài dòng.',
              'Chọn “Ẩn danh với giáo viên” nếu bạn không muốn giáo viên biết ai viết; học viện vẫn thấy để hỗ trợ bạn.',
              'Mỗi lớp bạn nhận xét một lần và có thể sửa lại bất cứ lúc nào.',
            ],
          },
        },
      },
      TEACHER: {
        title: 'Giáo viên',
        sections: {
          classes: {
            title: 'Lớp học',
            steps: [
              'Tạo lớp trong “Quản lý lớp học”: khóa học, số buổi, ngày bắt đầu, các thứ trong tuần và giờ học; lịch học được tạo tự động.',
              'Chia sẻ mã lớp cho học viên và duyệt các yêu cầu tham gia ở tab “Mọi người”.',
              'Điểm danh từ giờ bắt đầu buổi học ở tab “Lịch học”; thêm link ghi hình và slide cho từng buổi.',
            ],
          },
          bank: {
            title: 'Câu hỏi và bài tập',
            steps: [
              'Kho chung của học viện chỉ đọc; sao chép câu hỏi hoặc bài tập sang kho riêng để chỉnh sửa.',
              'Tạo câu hỏi theo dạng, xem trước như học viên thấy, rồi ghép thành bài tập.',
              'Nhập nhiều câu hỏi một lúc từ Excel, CSV, GIFT hoặc Aiken: bản kiểm tra thử cho biết từng dòng lỗi trước khi lưu.',
            ],
          },
          assign: {
            title: 'Giao bài và chấm bài',
            steps: [
              'Ở tab “Bài tập” của lớp, bấm “Giao bài”: chọn bài, hạn nộp, thời gian làm, điểm tối thiểu và tối đa.',
              'Bài cần chấm tay nằm trong mục “Chấm bài”; bản nháp được lưu tự động và học viên chỉ thấy khi bạn trả bài.',
              'Gắn thẻ lỗi vào từng câu trả lời để học viên biết mình sai ở đâu và đọc thêm.',
            ],
          },
          feedback: {
            title: 'Phản hồi của học viên',
            steps: [
              'Tab “Phản hồi” của lớp cho thấy điểm trung bình, số nhận xét và phân bố số sao.',
              'Nhận xét ẩn danh không kèm tên người viết: hãy đọc như ý kiến chung của lớp.',
            ],
          },
        },
      },
      SPECIALIZE: {
        title: 'Giám khảo',
        sections: {
          marking: {
            title: 'Chấm bài',
            steps: [
              'Bạn thấy các lớp được học viện phân công trong “Quản lý lớp học”.',
              'Mở “Chấm bài” để xem các bài đang chờ; chấm Writing và Speaking theo thang điểm, nhận xét và gắn thẻ lỗi.',
              'Trả bài khi mọi phần cần người chấm đã có điểm; trang tự mở bài tiếp theo trong hàng chờ.',
            ],
          },
          bank: {
            title: 'Ngân hàng câu hỏi',
            steps: [
              'Bạn được đọc kho chung để xem đáp án và bài mẫu trước khi chấm.',
              'Thấy lỗi trong một câu hỏi? Báo lỗi từ trang xem lại bài; quản trị viên sẽ xử lý.',
            ],
          },
        },
      },
      ADMIN: {
        title: 'Quản trị viên',
        sections: {
          people: {
            title: 'Người dùng và lớp học',
            steps: [
              'Tạo tài khoản trong “Quản lý người dùng”: người dùng nhận e-mail chào mừng để đặt mật khẩu và hoàn thiện hồ sơ khi đăng nhập lần đầu.',
              'Tạo khóa học, tạo lớp và phân công giáo viên, giám khảo cho từng lớp.',
              'Quản lý ngày nghỉ chung của học viện; lịch học của các lớp tự dời theo.',
            ],
          },
          content: {
            title: 'Nội dung',
            steps: [
              'Viết câu hỏi và bài tập vào kho chung; quản lý thẻ lỗi chung cho mọi giáo viên.',
              'Viết bài cho mục “Kiến thức”: nội dung dùng Markdown, có thể lưu nháp trước khi đăng.',
            ],
          },
          reports: {
            title: 'Báo lỗi và phản hồi',
            steps: [
              'Mục “Thống kê → Báo lỗi” liệt kê các báo lỗi về bài tập: tên bài, e-mail người báo, ngày báo.',
              'Mở bài tập để kiểm tra, sửa nếu cần, rồi bấm “Xử lý” và ghi chú cho người báo: họ nhận e-mail bằng ngôn ngữ của mình.',
              'Mục “Phản hồi” cho thấy nhận xét của mọi lớp kèm tóm tắt từng lớp; quản trị viên luôn thấy tên người viết, kể cả khi ẩn danh với giáo viên.',
            ],
          },
        },
      },
    },
  },
};
