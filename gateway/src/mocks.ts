import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { buildBareSchema } from './schema.js';

/**
 * Mock mode (GATEWAY_MOCKS=1): the real schema answering, through @graphql-tools/mock, with believable data
 * of a Vietnamese English academy, without a backend. Values are derived from a stable sequence, so a
 * fresh server answers the same queries the same way (screenshots and tests stay stable).
 */
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Đức', 'Thu', 'Gia', 'Quốc', 'Thanh', 'Hải'];
const GIVEN = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Hùng',
  'Lan',
  'Linh',
  'Mai',
  'Nam',
  'Phương',
  'Quân',
  'Trang',
  'Tú',
  'Vy',
];
const COURSES = ['IELTS 5.5', 'IELTS 6.5', 'IELTS 7.0+', 'Foundation', 'Tiếng Anh giao tiếp', 'TOEIC 650'];
const ASSIGNMENTS = [
  'Reading: Matching headings',
  'Listening Section 3',
  'Writing Task 1: Bar chart',
  'Speaking Part 2: Describe a place',
  'Grammar: Present perfect',
  'Vocabulary: Environment',
  'Mock test tháng 10',
];
const REASONS = ['Nghỉ Tết Nguyên Đán', 'Giỗ Tổ Hùng Vương', 'Quốc khánh 2/9', 'Giáo viên đi tập huấn'];
const WEEKDAY_SETS = [
  [1, 3, 5],
  [2, 4, 6],
  [2, 4],
  [6, 7],
];
const ROOMS = ['Phòng 201 - Cơ sở Cầu Giấy', 'Phòng 305 - Cơ sở Quận 3', 'Phòng 102 - Cơ sở Hải Châu'];

/** A stable small number from a path string. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const pick = <T>(list: readonly T[], seed: number) => list[seed % list.length]!;

function personName(seed: number) {
  return `${pick(FAMILY, seed)} ${pick(MIDDLE, seed >>> 4)} ${pick(GIVEN, seed >>> 8)}`;
}

function ascii(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

function day(seed: number, offsetDays = 0) {
  const d = new Date(Date.UTC(2026, 8, 7) + ((seed % 120) + offsetDays) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** A leaf value by its owner type, field name and type; `seed` is the field's hash, `key` the object's. */
function leaf(owner: string, typeName: string, field: string, seed: number, key: number): unknown {
  const name = personName(key);
  switch (field) {
    case 'id':
      return String((key % 900) + 1);
    case 'name':
      return owner === 'User'
        ? name
        : owner === 'Course'
          ? pick(COURSES, key)
          : `${pick(COURSES, key)} - K${(key % 30) + 1}`;
    case 'firstName':
      return pick(GIVEN, key >>> 8);
    case 'lastName':
      return pick(FAMILY, key);
    case 'email':
      return `${ascii(pick(GIVEN, key >>> 8))}.${ascii(pick(FAMILY, key))}${key % 100}@academy.test`;
    case 'phone':
      return `09${String(key % 100_000_000).padStart(8, '0')}`;
    case 'title':
      return pick(ASSIGNMENTS, key);
    case 'classCode':
      return `ENG${(key % 9000) + 1000}`;
    case 'reason':
      return pick(REASONS, key);
    case 'classroomOffline':
      return pick(ROOMS, key);
    case 'classroomOnline':
    case 'recordLink':
      return `https://meet.google.com/${ascii(pick(GIVEN, key)).slice(0, 3)}-mock-${key % 1000}`;
    case 'slideLink':
      return `https://docs.google.com/presentation/d/mock-${key % 1000}`;
    case 'targetBand':
      return pick(['5.5', '6.5', '7.0', null], key);
  }
  switch (typeName) {
    case 'Int':
      return /percent/i.test(field) ? seed % 101 : (seed % 24) + 1;
    case 'Float':
      return /percent/i.test(field) ? (seed % 1000) / 10 : Math.round((seed % 100) * 10) / 10;
    case 'Boolean':
      return seed % 3 !== 0;
    case 'Date':
      return day(seed);
    case 'DateTime':
      return `${day(seed)}T${String(11 + (seed % 3)).padStart(2, '0')}:00:00.000Z`;
    case 'Time':
      return pick(['08:00', '18:00', '19:30', '20:00'], seed);
    case 'ID':
      return String((seed % 900) + 1);
    default:
      return field === 'description' || field === 'note' || field === 'tutorial'
        ? 'Ôn tập và luyện đề theo nhóm'
        : '';
  }
}

function listLength(field: string, seed: number): number {
  if (field === 'errors') return 0;
  if (field === 'students' || field === 'items') return 8 + (seed % 8);
  if (field === 'teachers') return 1;
  if (field === 'examiners') return seed % 2;
  return 3 + (seed % 5);
}

/** An enum answers its internal (REST) value, which the schema serializes to the name. */
function enumOrLeaf(
  owner: string,
  type: GraphQLNamedType,
  field: string,
  seed: number,
  key: number,
): unknown {
  if (!isEnumType(type)) return leaf(owner, type.name, field, seed, key);
  const values = type.getValues();
  return values[seed % values.length]!.value as unknown;
}

/** A field's mocked value; undefined leaves an object to the mock store, which builds it from its type's mock. */
function fieldValue(owner: string, field: GraphQLField<unknown, unknown>, key: number, id: number): unknown {
  if (field.name === 'total') return 42;
  if (field.name === 'page') return 1;
  if (field.name === 'pageSize') return 15;
  if (field.name === 'id') return String(id);
  // A key unique only within its parent (an option's "A", a word's "w1"): a letter, never a row id.
  if (field.name === 'key' && isLeafType(getNamedType(field.type)))
    return String.fromCharCode(65 + (id % 26));
  const seed = hash(`${key}.${field.name}`);
  const named = getNamedType(field.type);
  // A class's days come as one set (Monday 1 ... Sunday 7), not a list of independent values.
  if (field.name === 'weekdays') return pick(WEEKDAY_SETS, key);
  if (isListType(getNullableType(field.type))) {
    const length = listLength(field.name, seed);
    // A list of objects is given by its length: the store mocks each element from its type.
    if (isObjectType(named)) return [...new Array<undefined>(length)];
    return Array.from({ length }, (_, i) => enumOrLeaf(owner, named, field.name, hash(`${seed}.${i}`), key));
  }
  return isObjectType(named) ? undefined : enumOrLeaf(owner, named, field.name, seed, key);
}

/**
 * The mocks map for @graphql-tools/mock: each object type's mock gives all its leaf fields at once from
 * one key, so a person's name, given name and e-mail agree. Keys follow a sequence: the same queries in the
 * same order get the same answers, and the mock store keeps them, so a query asked again answers the same.
 */
export function academyMocks(schema: GraphQLSchema): IMocks {
  let sequence = 0;
  const mocks: IMocks = {
    Date: () => day(hash(`Date.${++sequence}`)),
    DateTime: () => leaf('', 'DateTime', '', hash(`DateTime.${++sequence}`), 0),
    Time: () => leaf('', 'Time', '', hash(`Time.${++sequence}`), 0),
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    mocks[type.name] = () => {
      const id = ++sequence;
      const key = hash(`${type.name}.${id}`);
      const values: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        const value = fieldValue(type.name, field, key, id);
        if (value !== undefined) values[field.name] = value;
      }
      return values;
    };
  }
  return mocks;
}

/** The real schema answering from mocks: the academy's by default, or a test's own. */
export function buildMockSchema(mocks?: IMocks): GraphQLSchema {
  const schema = buildBareSchema();
  return addMocksToSchema({ schema, mocks: mocks ?? academyMocks(schema), preserveResolvers: false });
}
