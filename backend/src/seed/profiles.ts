import { yearOf } from './calendar.js';
import type { Rng } from './random.js';

/** Profile details of Vietnamese learners: phones, addresses, schools and workplaces, birthdays. */

/** 0 Hà Nội, 1 TP. Hồ Chí Minh, 2 Đà Nẵng (the same order as CAMPUSES). */
export type City = 0 | 1 | 2;

const CITY_NAMES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng'] as const;

const STREETS: Record<City, readonly (readonly [string, string])[]> = {
  0: [
    ['Xuân Thủy', 'Cầu Giấy'],
    ['Trần Duy Hưng', 'Cầu Giấy'],
    ['Phố Huế', 'Hai Bà Trưng'],
    ['Nguyễn Trãi', 'Thanh Xuân'],
    ['Kim Mã', 'Ba Đình'],
    ['Láng Hạ', 'Đống Đa'],
    ['Tây Sơn', 'Đống Đa'],
    ['Nguyễn Văn Cừ', 'Long Biên'],
    ['Giải Phóng', 'Hoàng Mai'],
    ['Hồ Tùng Mậu', 'Bắc Từ Liêm'],
  ],
  1: [
    ['Lê Văn Sỹ', 'Quận 3'],
    ['Nguyễn Thị Minh Khai', 'Quận 1'],
    ['Điện Biên Phủ', 'Bình Thạnh'],
    ['Cộng Hòa', 'Tân Bình'],
    ['Nguyễn Văn Linh', 'Quận 7'],
    ['Võ Văn Ngân', 'Thủ Đức'],
    ['Phan Xích Long', 'Phú Nhuận'],
    ['Sư Vạn Hạnh', 'Quận 10'],
  ],
  2: [
    ['Lê Duẩn', 'Hải Châu'],
    ['Hoàng Diệu', 'Hải Châu'],
    ['Nguyễn Văn Linh', 'Thanh Khê'],
    ['Nguyễn Tất Thành', 'Thanh Khê'],
    ['Ngô Quyền', 'Sơn Trà'],
    ['Võ Nguyên Giáp', 'Ngũ Hành Sơn'],
    ['Tôn Đức Thắng', 'Liên Chiểu'],
  ],
};

const HIGH_SCHOOLS: Record<City, readonly string[]> = {
  0: ['THPT Chu Văn An', 'THPT Kim Liên', 'THPT chuyên Hà Nội - Amsterdam', 'THPT Yên Hòa', 'THPT Việt Đức'],
  1: ['THPT chuyên Lê Hồng Phong', 'THPT Nguyễn Thị Minh Khai', 'THPT Gia Định', 'THPT Marie Curie'],
  2: ['THPT chuyên Lê Quý Đôn', 'THPT Phan Châu Trinh', 'THPT Trần Phú'],
};

const UNIVERSITIES: Record<City, readonly string[]> = {
  0: [
    'Đại học Bách khoa Hà Nội',
    'Đại học Ngoại thương',
    'Đại học Kinh tế Quốc dân',
    'Học viện Ngoại giao',
    'Đại học Hà Nội',
    'Trường Đại học Ngoại ngữ - ĐHQG Hà Nội',
  ],
  1: [
    'Đại học Kinh tế TP. Hồ Chí Minh',
    'Trường Đại học Bách khoa - ĐHQG TP. Hồ Chí Minh',
    'Đại học Sư phạm TP. Hồ Chí Minh',
    'Trường Đại học Khoa học Xã hội và Nhân văn - ĐHQG TP. Hồ Chí Minh',
  ],
  2: [
    'Trường Đại học Bách khoa - Đại học Đà Nẵng',
    'Trường Đại học Kinh tế - Đại học Đà Nẵng',
    'Đại học Duy Tân',
  ],
};

const COMPANIES = [
  'FPT Software',
  'Viettel',
  'Vietcombank',
  'Techcombank',
  'VNG Corporation',
  'Deloitte Việt Nam',
  'Vinamilk',
  'Shopee Việt Nam',
  'MoMo',
  'Bệnh viện Đa khoa Tâm Anh',
] as const;

/** Mobile prefixes of Viettel, Vinaphone, MobiFone (09x, 03x, 07x, 08x). */
// prettier-ignore
const PHONE_PREFIXES = [
  '090', '091', '093', '094', '096', '097', '098',
  '032', '033', '034', '035', '036', '037', '038', '039',
  '070', '076', '077', '078', '079',
  '081', '082', '083', '084', '085', '086', '088', '089',
];

export function cityName(city: City): string {
  return CITY_NAMES[city];
}

/** A 10-digit mobile number not yet in `used`. */
export function phoneNumber(rng: Rng, used: Set<string>): string {
  for (;;) {
    const phone = rng.pick(PHONE_PREFIXES) + rng.token(7, '0123456789');
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

export function streetAddress(rng: Rng, city: City): string {
  const [street, district] = rng.pick(STREETS[city]);
  const house = rng.chance(0.3) ? `Số ${rng.int(2, 40)}, ngõ ${rng.int(10, 250)}` : `${rng.int(1, 420)}`;
  return `${house} ${street}, ${district}, ${CITY_NAMES[city]}`;
}

/** A birthday `age` years before `today`. */
export function birthDate(rng: Rng, today: string, age: number): string {
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${yearOf(today) - age}-${month}-${day}`;
}

/** School, university or employer, by age. */
export function studyOrWorkPlace(rng: Rng, city: City, age: number): string {
  if (age < 18) return rng.pick(HIGH_SCHOOLS[city]);
  if (age < 23) return rng.pick(UNIVERSITIES[city]);
  return rng.pick(COMPANIES);
}

/** A 12-digit citizen identity card number (CCCD): province code, gender-and-century digit, birth year. */
export function citizenId(rng: Rng, city: City, gender: 0 | 1, dateOfBirth: string): string {
  const province = ['001', '079', '048'][city]!;
  const year = yearOf(dateOfBirth);
  const centuryGender = (year >= 2000 ? 2 : 0) + gender;
  return `${province}${centuryGender}${String(year).slice(2)}${rng.token(6, '0123456789')}`;
}
