import { createRng, type Rng } from './random.js';

/** 0 male, 1 female (docs/product.md point 3). */
export type Gender = 0 | 1;

export interface PersonName {
  /** Họ, the family name. */
  lastName: string;
  /** Tên đệm + tên, the middle and given names. */
  firstName: string;
  /** The full name in Vietnamese order: family, middle, given. */
  name: string;
  gender: Gender;
}

/** Family names weighted roughly by how common they are in Vietnam. */
const FAMILY_NAMES: readonly (readonly [string, number])[] = [
  ['Nguyễn', 32],
  ['Trần', 11],
  ['Lê', 9],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Huỳnh', 4],
  ['Phan', 4],
  ['Vũ', 4],
  ['Võ', 4],
  ['Đặng', 3],
  ['Bùi', 3],
  ['Đỗ', 3],
  ['Hồ', 2],
  ['Ngô', 2],
  ['Dương', 2],
  ['Lý', 1],
];

const MIDDLE: Record<Gender, readonly string[]> = {
  0: ['Văn', 'Đức', 'Minh', 'Quang', 'Hữu', 'Thành', 'Công', 'Gia', 'Hoàng', 'Tuấn', 'Đình', 'Xuân', 'Trọng'],
  1: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Phương', 'Minh', 'Bảo', 'Khánh', 'Hồng', 'Mai', 'Diệu', 'Hải', 'Kim'],
};

const GIVEN: Record<Gender, readonly string[]> = {
  0: [
    'An',
    'Bảo',
    'Dũng',
    'Duy',
    'Đạt',
    'Đức',
    'Hải',
    'Hiếu',
    'Hưng',
    'Huy',
    'Khang',
    'Khoa',
    'Kiên',
    'Lâm',
    'Long',
    'Minh',
    'Nam',
    'Nhật',
    'Phong',
    'Phúc',
    'Quân',
    'Sơn',
    'Thắng',
    'Thịnh',
    'Trung',
    'Tuấn',
    'Tùng',
    'Việt',
    'Vinh',
  ],
  1: [
    'Anh',
    'Chi',
    'Dung',
    'Giang',
    'Hà',
    'Hân',
    'Hằng',
    'Hoa',
    'Hương',
    'Huyền',
    'Lan',
    'Linh',
    'Ly',
    'Mai',
    'My',
    'Ngân',
    'Nhi',
    'Nhung',
    'Oanh',
    'Phương',
    'Quỳnh',
    'Tâm',
    'Thảo',
    'Trang',
    'Trâm',
    'Uyên',
    'Vy',
    'Yến',
  ],
};

export function personName(lastName: string, firstName: string, gender: Gender): PersonName {
  return { lastName, firstName, name: `${lastName} ${firstName}`, gender };
}

function randomName(rng: Rng): PersonName {
  const gender: Gender = rng.chance(0.55) ? 1 : 0;
  const family = rng.weighted(FAMILY_NAMES);
  // "Hoàng Hoàng Tuấn" or "Minh Minh" would read as a typo.
  let middle = rng.pick(MIDDLE[gender]);
  while (middle === family) middle = rng.pick(MIDDLE[gender]);
  let given = rng.pick(GIVEN[gender]);
  while (given === middle) given = rng.pick(GIVEN[gender]);
  return personName(family, `${middle} ${given}`, gender);
}

/** `count` distinct full names from the named stream, the same on every run. */
export function generateNames(
  stream: string,
  count: number,
  taken: ReadonlySet<string> = new Set(),
): PersonName[] {
  const rng = createRng(stream);
  const seen = new Set(taken);
  const names: PersonName[] = [];
  while (names.length < count) {
    const n = randomName(rng);
    if (seen.has(n.name)) continue;
    seen.add(n.name);
    names.push(n);
  }
  return names;
}

/** "Nguyễn Thị Thu Hà" -> "nguyen.thi.thu.ha", for e-mail addresses and profile links. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
