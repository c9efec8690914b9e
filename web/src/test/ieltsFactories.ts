/** Gateway objects of the IELTS domain (issue 14) for tests, every non-null field filled. */
type Obj = Record<string, unknown>;

let next = 500;
const id = () => String(next++);

export function buildIeltsTest(overrides: Obj = {}): Obj {
  return {
    id: id(),
    name: 'Cambridge IELTS 18 — Test 1',
    module: 'ACADEMIC',
    description: 'Đề học thuật đầy đủ bốn kỹ năng',
    active: true,
    listeningExerciseId: '71',
    listeningExerciseName: 'C18 T1 Listening',
    readingExerciseId: '72',
    readingExerciseName: 'C18 T1 Reading',
    writingExerciseId: '73',
    writingExerciseName: 'C18 T1 Writing',
    speakingExerciseId: '74',
    speakingExerciseName: 'C18 T1 Speaking',
    listeningTable: [
      { minRaw: 30, band: 7 },
      { minRaw: 0, band: 4 },
    ],
    readingTable: [
      { minRaw: 30, band: 7 },
      { minRaw: 0, band: 4 },
    ],
    listeningPlays: 1,
    creatorName: 'Quản trị viên',
    createdAt: '2026-09-01T02:00:00.000Z',
    ...overrides,
  };
}

export function buildExamDate(overrides: Obj = {}): Obj {
  return {
    id: id(),
    examDate: '2026-12-12',
    shift: 'MORNING',
    test: buildIeltsTest(),
    description: 'Phòng 301, cơ sở Lê Lợi',
    skillPackage: 'FOUR_SKILLS',
    format: 'COMPUTER',
    status: 'OPEN',
    unitPrice: 1500000,
    capacity: 30,
    registeredCount: 4,
    seatsLeft: 26,
    registrable: true,
    classId: '90',
    createdAt: '2026-10-01T02:00:00.000Z',
    ...overrides,
  };
}

export function buildRegistrant(overrides: Obj = {}): Obj {
  const n = id();
  return {
    id: n,
    name: `Trần Thị Mai ${n}`,
    email: `mai${n}@mail.test`,
    phone: '0912345678',
    dateOfBirth: '2000-03-04',
    passport: '079200001234',
    address: '5 Nguyễn Huệ, Quận 1',
    isLmsStudent: false,
    registrationCount: 1,
    createdAt: '2026-10-02T02:00:00.000Z',
    ...overrides,
  };
}

export function buildPayment(overrides: Obj = {}): Obj {
  return {
    id: id(),
    invoice: 'INV-2026-0007',
    candidate: buildRegistrant(),
    registrationId: '800',
    examType: '4 kỹ năng, máy tính',
    unitPrice: 1500000,
    discount: 150000,
    amount: 1350000,
    status: 'PENDING',
    method: null,
    promotionCode: {
      id: '61',
      code: 'HE2026',
      title: 'Ưu đãi hè',
      discountKind: 'PERCENT',
      discountValue: 10,
      usageLimit: 50,
      usedCount: 3,
      status: 'ACTIVE',
      createdAt: '2026-06-01T00:00:00.000Z',
      expiresAt: '2027-01-01T00:00:00.000Z',
      usable: true,
    },
    paidAt: null,
    createdAt: '2026-10-05T02:00:00.000Z',
    ...overrides,
  };
}

const noBands = {
  listeningRaw: null,
  listening: null,
  readingRaw: null,
  reading: null,
  writingTask1: null,
  writingTask2: null,
  writing: null,
  speakingCriteria: null,
  speaking: null,
  overall: null,
};

/** An open invoice's transfer: the demo account and a payload shaped like the VietQR of 1.350.000 ₫ for INV-2026-0007. */
export function buildTransfer(overrides: Obj = {}): Obj {
  return {
    bankName: 'Vietcombank',
    bankBin: '970436',
    accountNumber: '1023456789',
    accountHolder: 'HOC VIEN ANH NGU DEMO',
    amount: 1350000,
    content: 'INV-2026-0007',
    qrPayload:
      '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA530370454071350000' +
      '5802VN62170813INV-2026-00076304ABCD',
    ...overrides,
  };
}

export function buildRegistration(overrides: Obj = {}): Obj {
  return {
    id: id(),
    candidate: buildRegistrant(),
    examDate: buildExamDate(),
    skillPackage: 'FOUR_SKILLS',
    status: 'UNPAID',
    payment: buildPayment(),
    sections: [],
    bands: noBands,
    examinerId: null,
    examinerName: null,
    bandState: 'NONE',
    draftedById: null,
    draftedByName: null,
    draftedAt: null,
    bandCorrections: [],
    markedAt: null,
    lang: 'vi',
    createdAt: '2026-10-05T02:00:00.000Z',
    ...overrides,
  };
}
