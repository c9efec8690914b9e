import {
  ieltsExamDates,
  ieltsRegistrations,
  ieltsTests,
  payments,
  promotionCodes,
  users,
  type IELTS_REGISTRATION_STATUSES,
} from '../db/schema.js';
import {
  DEFAULT_LISTENING_TABLE,
  bandFromRaw,
  criteriaBand,
  defaultReadingTable,
  overallBand,
  writingBand,
} from '@lms/domain';
import type { BulkInserter } from './bulk.js';
import { addDays, at, isoDateOf, nextWeekday, notAfter, yearOf } from './calendar.js';
import type { SeededClass } from './classes.js';
import type { SeededContent } from './content.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.js';
import { generateNames, slugify } from './names.js';
import { userRow, type People } from './people.js';
import { birthDate, citizenId, phoneNumber, streetAddress, studyOrWorkPlace, type City } from './profiles.js';
import { createRng } from './random.js';

/** IELTS mock tests, exam dates, registrations of students and outside candidates, payments, promotion codes. */

type RegistrationStatus = (typeof IELTS_REGISTRATION_STATUSES)[number];

/** The academy's rules (`@lms/domain`): the seed computes bands as marking does. */
export { overallBand };

export const UNIT_PRICES = {
  '4_skills:computer': 4_750_000,
  '4_skills:paper': 4_664_000,
  '3_skills': 3_900_000,
};

// prettier-ignore
const EXAM_DATES = [
  { offset: -75, shift: 'morning', skill: '4_skills', format: 'paper', status: 'closed', test: 0 },
  { offset: -40, shift: 'afternoon', skill: '4_skills', format: 'computer', status: 'closed', test: 1 },
  { offset: -12, shift: 'morning', skill: '3_skills', format: 'computer', status: 'closed', test: 0 },
  { offset: 9, shift: 'morning', skill: '4_skills', format: 'computer', status: 'open', test: 1 },
  { offset: 23, shift: 'afternoon', skill: '4_skills', format: 'paper', status: 'open', test: 0 },
  { offset: 37, shift: 'afternoon', skill: '3_skills', format: 'computer', status: 'open', test: 1 },
  { offset: 51, shift: 'morning', skill: '4_skills', format: 'computer', status: 'canceled', test: 0 },
  { offset: 65, shift: 'morning', skill: '4_skills', format: 'paper', status: 'open', test: 1 },
  // Today, on computers: candidates who registered sit it in the exam runner (the demo's journey).
  { offset: 0, shift: 'morning', skill: '4_skills', format: 'computer', status: 'open', test: 0 },
] as const;

/** Registrations per exam date: [date index, status, how many]. Past dates are marked or awaiting marks. */
const REGISTRATIONS: readonly (readonly [number, RegistrationStatus, number])[] = [
  [0, 'marked', 3],
  [0, 'canceled', 1],
  [1, 'marked', 3],
  [2, 'unmarked', 2],
  [3, 'unfinished', 3],
  [3, 'unpaid', 1],
  [4, 'unfinished', 2],
  [4, 'unpaid', 2],
  [5, 'unfinished', 1],
  [5, 'unpaid', 1],
  [6, 'canceled', 1],
  [8, 'unfinished', 2],
  [8, 'unpaid', 1],
];

const OUTSIDE_CANDIDATES = 8;

export async function seedIelts(
  bulk: BulkInserter,
  today: string,
  people: People,
  classes: SeededClass[],
  content: SeededContent,
): Promise<{ candidates: number }> {
  const rng = createRng('ielts');
  const ex = (key: string) => content.exercises[key]!.id;
  const testIds = await bulk.insertIds(ieltsTests, [
    {
      name: 'IELTS Mock Test 01 — Academic',
      listeningExerciseId: ex('ielts-listening-test'),
      readingExerciseId: ex('ielts-reading-test'),
      writingExerciseId: ex('writing-full'),
      speakingExerciseId: ex('speaking-full'),
      active: true,
      creatorId: people.examiner,
      description: 'Đề thi thử chuẩn Academic, độ khó tương đương band 5.5–6.5.',
      createdAt: at(addDays(today, -200), '10:00'),
    },
    {
      name: 'IELTS Mock Test 02 — Academic',
      listeningExerciseId: ex('listening-1'),
      readingExerciseId: ex('reading-2'),
      writingExerciseId: ex('writing-full'),
      speakingExerciseId: ex('speaking-1-2'),
      active: true,
      creatorId: people.examiner,
      description: 'Đề thi thử Academic, Reading nâng cao cho mục tiêu 6.5–7.0.',
      createdAt: at(addDays(today, -120), '10:00'),
    },
    {
      name: 'IELTS Mock Test 03 — General Training',
      listeningExerciseId: ex('listening-1'),
      readingExerciseId: ex('reading-2'),
      writingExerciseId: ex('writing-task2'),
      speakingExerciseId: ex('speaking-1-2'),
      active: false,
      module: 'general',
      creatorId: people.admin,
      description: 'Bản nháp đề General Training, chưa mở cho thí sinh.',
      createdAt: at(addDays(today, -60), '10:00'),
    },
  ]);

  const dates = EXAM_DATES.map((d) => ({
    ...d,
    date: d.offset === 0 ? today : nextWeekday(addDays(today, d.offset), [6]),
  }));
  const dateIds = await bulk.insertIds(
    ieltsExamDates,
    dates.map((d) => ({
      examDate: d.date,
      shift: d.shift,
      ieltsTestId: testIds[d.test]!,
      description: `${d.shift === 'morning' ? 'Ca sáng 08:30–11:45' : 'Ca chiều 13:30–16:45'} · Cơ sở Cầu Giấy${d.status === 'canceled' ? ' · Hủy do trùng lịch hội đồng thi' : ''}`,
      skillType: d.skill,
      format: d.format,
      status: d.status,
      capacity: d.format === 'computer' ? 24 : 40,
      unitPrice: d.skill === '3_skills' ? UNIT_PRICES['3_skills'] : UNIT_PRICES[`4_skills:${d.format}`],
      createdAt: at(notAfter(addDays(d.date, -60), addDays(today, -1)), '09:00'),
    })),
  );

  const promos = [
    {
      title: 'Ưu đãi học viên đang học tại trung tâm',
      code: 'HOCVIEN10',
      discountPercent: 10,
      maxUses: 200,
      status: 'active',
      createdAt: at(addDays(today, -300), '09:00'),
      expiresAt: at(addDays(today, 180), '23:59'),
    },
    {
      title: 'Đăng ký sớm — giảm 15% lệ phí thi',
      code: 'EARLYBIRD15',
      discountPercent: 15,
      maxUses: 50,
      status: 'active',
      createdAt: at(addDays(today, -35), '09:00'),
      expiresAt: at(addDays(today, 40), '23:59'),
    },
    {
      title: 'Khuyến mãi mùa khai giảng — giảm 20%',
      code: 'KHAIGIANG20',
      discountPercent: 20,
      maxUses: 30,
      status: 'inactive',
      createdAt: at(addDays(today, -160), '09:00'),
      expiresAt: at(addDays(today, -70), '23:59'),
    },
    {
      title: 'Ưu đãi sinh viên',
      code: 'SINHVIEN8',
      discountPercent: 8,
      maxUses: null,
      status: 'active',
      createdAt: at(addDays(today, -90), '09:00'),
      expiresAt: at(addDays(today, 90), '23:59'),
    },
  ] as const;

  // Students of the IELTS classes register for the mock exams, alongside candidates from outside.
  const enrolled = [
    ...new Set(
      classes
        .filter((c) => c.course !== 'communication' && c.course !== 'foundation')
        .flatMap((c) => c.roster.filter((m) => m.status === 'active').map((m) => m.studentId)),
    ),
  ];
  const slots = REGISTRATIONS.flatMap(([date, status, n]) =>
    Array.from({ length: n }, () => ({ date, status })),
  );
  const insiders = rng.shuffle(enrolled).slice(0, slots.length - OUTSIDE_CANDIDATES);
  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.name));
  const outsiderNames = generateNames('ielts-candidates', OUTSIDE_CANDIDATES, taken);
  const outsiderIndex = new Set(rng.shuffle(slots.map((_, i) => i)).slice(0, OUTSIDE_CANDIDATES));

  const planned = slots.map((slot) => {
    const d = dates[slot.date]!;
    const createdOn = notAfter(addDays(d.date, -rng.int(18, 45)), addDays(today, -2));
    return {
      ...slot,
      d,
      dateId: dateIds[slot.date]!,
      createdAt: at(createdOn, `${String(rng.int(8, 22)).padStart(2, '0')}:${rng.pick(['05', '25', '50'])}`),
    };
  });
  const outsiders = planned.filter((_, i) => outsiderIndex.has(i));
  const outsiderRows = outsiders.map((p, i) => {
    const n = outsiderNames[i]!;
    const city = rng.int(0, 2) as City;
    const age = rng.int(17, 34);
    const dateOfBirth = birthDate(rng, today, age);
    const handle = `${slugify(n.firstName).replaceAll('.', '')}.${slugify(n.lastName)}${dateOfBirth.slice(2, 4)}`;
    const account: DemoAccount = { ...n, role: 'student', email: `${handle}@example.com` };
    return userRow(account, {
      dateOfBirth,
      phone: phoneNumber(rng, people.phones),
      address: streetAddress(rng, city),
      workPlace: studyOrWorkPlace(rng, city, age),
      studentStatus: 'ielts_candidate',
      passport: citizenId(rng, city, n.gender, dateOfBirth),
      joinedAt: p.createdAt,
      createdAt: p.createdAt,
    });
  });
  const outsiderIds = await bulk.insertIds(users, outsiderRows);

  let inside = 0;
  let outside = 0;
  const registrations = planned.map((p, i) => {
    const userId = outsiderIndex.has(i) ? outsiderIds[outside++]! : insiders[inside++]!;
    const marked = p.status === 'marked';
    const taken = marked || p.status === 'unmarked';
    const level = 5 + rng.int(0, 5) / 2;
    const criterion = (bias: number) => Math.min(9, Math.max(3.5, level + bias + rng.int(-1, 1) / 2));
    const task = (bias: number) => ({
      taskAchievement: criterion(bias),
      coherenceCohesion: criterion(bias),
      lexicalResource: criterion(bias),
      grammaticalRange: criterion(bias),
    });
    const four = p.d.skill === '4_skills';
    const marks = marked
      ? {
          writingTask1: task(-0.5),
          writingTask2: task(-0.5),
          speaking: four
            ? {
                fluencyCoherence: criterion(0),
                lexicalResource: criterion(0),
                grammaticalRange: criterion(-0.5),
                pronunciation: criterion(0),
              }
            : null,
        }
      : null;
    // Raw scores out of 40 around the candidate's level; the bands by the published tables.
    const raw = (bias: number) => Math.min(40, Math.max(8, Math.round(level * 4.4 + bias + rng.int(-3, 3))));
    const listeningRaw = taken ? raw(2) : null;
    const readingRaw = taken ? raw(0) : null;
    const t = (x: ReturnType<typeof task>) =>
      criteriaBand([x.taskAchievement, x.coherenceCohesion, x.lexicalResource, x.grammaticalRange]);
    const bands = marks
      ? {
          listening: bandFromRaw(listeningRaw!, DEFAULT_LISTENING_TABLE),
          reading: bandFromRaw(readingRaw!, defaultReadingTable('academic')),
          writing: writingBand(t(marks.writingTask1), t(marks.writingTask2)),
          speaking: marks.speaking
            ? criteriaBand([
                marks.speaking.fluencyCoherence,
                marks.speaking.lexicalResource,
                marks.speaking.grammaticalRange,
                marks.speaking.pronunciation,
              ])
            : null,
        }
      : null;
    return {
      ...p,
      userId,
      insider: !outsiderIndex.has(i),
      row: {
        userId,
        examDateId: p.dateId,
        skillPackage: p.d.skill,
        status: p.status,
        listeningRaw,
        readingRaw,
        listeningBand: bands?.listening ?? null,
        readingBand: bands?.reading ?? null,
        writingBand: bands?.writing ?? null,
        speakingBand: bands?.speaking ?? null,
        overallBand:
          bands && bands.speaking !== null
            ? overallBand([bands.listening, bands.reading, bands.writing, bands.speaking])
            : null,
        marks,
        examinerId: taken ? people.examiner : null,
        markedAt: marked ? at(addDays(p.d.date, 3), '16:00') : null,
        // Marked rows were drafted and published by their examiner (issue 30 point 4).
        draftedBy: marked ? people.examiner : null,
        draftedAt: marked ? at(addDays(p.d.date, 3), '16:00') : null,
        publishedBy: marked ? people.examiner : null,
        createdAt: p.createdAt,
      },
    };
  });
  const registrationIds = await bulk.insertIds(
    ieltsRegistrations,
    registrations.map((r) => r.row),
  );

  // Paid unless unpaid; of the two cancellations the earlier one was refunded, the later never paid.
  const paymentPlans = registrations
    .map((r, i) => {
      const price =
        r.d.skill === '3_skills' ? UNIT_PRICES['3_skills'] : UNIT_PRICES[`4_skills:${r.d.format}`];
      const usable = promos.filter(
        (c) =>
          c.createdAt <= r.createdAt && r.createdAt <= c.expiresAt && (c.code !== 'HOCVIEN10' || r.insider),
      );
      const promo = usable.length && rng.chance(0.4) ? rng.pick(usable) : null;
      const status =
        r.status === 'unpaid'
          ? 'pending'
          : r.status === 'canceled'
            ? r.d.offset < 0
              ? 'refunded'
              : 'canceled'
            : 'paid';
      return { r, registrationId: registrationIds[i]!, price, promo, status } as const;
    })
    .sort((a, b) => a.r.createdAt.getTime() - b.r.createdAt.getTime());
  const promoIds = await bulk.insertIds(
    promotionCodes,
    promos.map((c) => ({
      ...c,
      usedCount: paymentPlans.filter((p) => p.promo === c && (p.status === 'paid' || p.status === 'refunded'))
        .length,
    })),
  );
  const perYear = new Map<number, number>();
  await bulk.insert(
    payments,
    paymentPlans.map((p) => {
      const year = yearOf(isoDateOf(p.r.createdAt));
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      const discount = p.promo?.discountPercent ?? 0;
      return {
        registrationId: p.registrationId,
        candidateId: p.r.userId,
        invoice: `INV-${year}-${String(perYear.get(year)).padStart(4, '0')}`,
        unitPrice: p.price,
        amount: Math.round((p.price * (100 - discount)) / 100 / 1000) * 1000,
        discount: p.price - Math.round((p.price * (100 - discount)) / 100 / 1000) * 1000,
        method:
          p.status === 'paid' || p.status === 'refunded' ? (p.r.insider ? 'bank_transfer' : 'cash') : null,
        examType: `${p.r.d.skill}:${p.r.d.format}`,
        status: p.status,
        promotionCodeId: p.promo ? promoIds[promos.indexOf(p.promo)]! : null,
        paidAt:
          p.status === 'pending' || p.status === 'canceled'
            ? null
            : new Date(p.r.createdAt.getTime() + 3_600_000 * rng.int(1, 20)),
        createdAt: p.r.createdAt,
      };
    }),
  );
  return { candidates: outsiderIds.length };
}
