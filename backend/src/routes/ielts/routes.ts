import { academyToday } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignExaminer,
  cancelRegistration,
  confirmPayment,
  createExamDate,
  createIeltsTest,
  createPromotionCode,
  markRegistration,
  prepareSitting,
  priceWith,
  refundPayment,
  registerIelts,
  updateExamDate,
  updateIeltsTest,
  updatePromotionCode,
} from '../../commands/ielts.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { pickLang, type Lang } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  registrationScope,
  requireBandMarker,
  requireCandidate,
  requireCanceler,
  requireIeltsAdmin,
  requireRegistrationReader,
  requireSitter,
  seesAsStaff,
} from '../../policies/ielts.js';
import { isAdmin, isSpecialize, isStudent } from '../../policies/roles.js';
import {
  ieltsExamDateSchema,
  ieltsQuoteSchema,
  ieltsRegistrantSchema,
  ieltsRegistrationSchema,
  ieltsTestSchema,
  paymentSchema,
  presentIeltsExamDate,
  presentIeltsRegistrant,
  presentIeltsRegistration,
  presentIeltsTest,
  presentPayment,
  presentPromotionCode,
  promotionCodeSchema,
  type IeltsRegistrationView,
} from '../../presenters/ielts.js';
import {
  examinerCandidates,
  registrantIs,
  ieltsExamDateById,
  ieltsExamDateList,
  ieltsRegistrantById,
  ieltsRegistrantList,
  ieltsTestById,
  ieltsTestList,
  openExamDateList,
  paymentById,
  paymentList,
  promotionCodeById,
  promotionCodeByCode,
  promotionCodeList,
  registrationById,
  registrationList,
} from '../../queries/ielts.js';
import {
  assignExaminerBody,
  confirmPaymentBody,
  examDateCreateBody,
  examDateListQuery,
  examDateUpdateBody,
  ieltsTestCreateBody,
  ieltsTestListQuery,
  ieltsTestUpdateBody,
  markBody,
  openDatesQuery,
  paymentListQuery,
  promotionCreateBody,
  promotionListQuery,
  promotionUpdateBody,
  quoteQuery,
  registerBody,
  registrantListQuery,
  registrationListQuery,
} from './schema.js';

const tags = ['ielts'];

const presentRegistration = (viewer: Viewer, lang: Lang) => (v: IeltsRegistrationView) => {
  const now = new Date();
  return presentIeltsRegistration(v, { today: academyToday(now), now, staff: seesAsStaff(viewer), lang });
};

/** The exam dates candidates may register for, readable without signing in (the `/ielts-test` page). */
export const ieltsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/ielt/open-dates/',
    {
      schema: {
        tags,
        summary:
          'Exam dates open for registration: open, today or later, of an active test (no token needed)',
        querystring: openDatesQuery,
        response: { 200: pageOf(ieltsExamDateSchema) },
      },
    },
    async (request) => {
      const today = academyToday();
      return listPage(request, request.query, openExamDateList(db, today), (rows) =>
        rows.map((r) => presentIeltsExamDate(r, today, false)),
      );
    },
  );
};

/**
 * IELTS operations (issue 14, docs/design.md section 10): tests, exam dates, registrants, registrations
 * (`ielt/`), payments (`ielt/payment/`) and promotion codes; registering, paying, sitting through the exam
 * runner and band marking.
 */
export const ieltsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, rateLimits } = app;

  // ---------------------------------------------------------------- tests
  app.get(
    '/ielt/tests/',
    {
      schema: {
        tags,
        summary: 'IELTS tests (administrators)',
        querystring: ieltsTestListQuery,
        response: { 200: pageOf(ieltsTestSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const q = request.query;
      return listPage(request, q, ieltsTestList(db, q), (rows) => rows.map(presentIeltsTest));
    },
  );

  app.post(
    '/ielt/tests/',
    {
      schema: {
        tags,
        summary: 'Create an IELTS test (administrators); tables default to the published ones',
        body: ieltsTestCreateBody,
        response: { 201: ieltsTestSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      const id = await createIeltsTest(
        db,
        {
          name: b.name,
          module: b.module,
          description: b.description,
          active: b.active,
          listeningExerciseId: b.listening_exercise_id,
          readingExerciseId: b.reading_exercise_id,
          writingExerciseId: b.writing_exercise_id,
          speakingExerciseId: b.speaking_exercise_id ?? null,
          listeningTable: b.listening_table ?? null,
          readingTable: b.reading_table ?? null,
        },
        request.viewer.user.id,
      );
      return reply.status(201).send(presentIeltsTest(await ieltsTestById(db, id)));
    },
  );

  app.get(
    '/ielt/tests/:id/',
    { schema: { tags, summary: 'One IELTS test', params: idParams, response: { 200: ieltsTestSchema } } },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsTest(await ieltsTestById(db, request.params.id));
    },
  );

  app.put(
    '/ielt/tests/:id/',
    {
      schema: {
        tags,
        summary: 'Change an IELTS test (administrators; partial)',
        params: idParams,
        body: ieltsTestUpdateBody,
        response: { 200: ieltsTestSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const test = await ieltsTestById(db, request.params.id);
      const b = request.body;
      await updateIeltsTest(
        db,
        test.test.id,
        defined({
          name: b.name,
          module: b.module,
          description: b.description,
          active: b.active,
          listeningExerciseId: b.listening_exercise_id,
          readingExerciseId: b.reading_exercise_id,
          writingExerciseId: b.writing_exercise_id,
          speakingExerciseId: b.speaking_exercise_id,
          listeningTable: b.listening_table,
          readingTable: b.reading_table,
        }),
      );
      return presentIeltsTest(await ieltsTestById(db, test.test.id));
    },
  );

  // ---------------------------------------------------------------- exam dates
  app.get(
    '/ielt/dates/',
    {
      schema: {
        tags,
        summary: 'Exam dates, newest first (administrators)',
        querystring: examDateListQuery,
        response: { 200: pageOf(ieltsExamDateSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const q = request.query;
      const today = academyToday();
      return listPage(
        request,
        q,
        ieltsExamDateList(db, { ids: q.ids, status: q.status, from: q.from, to: q.to, testIds: q.test_ids }),
        (rows) => rows.map((r) => presentIeltsExamDate(r, today, true)),
      );
    },
  );

  app.post(
    '/ielt/dates/',
    {
      schema: {
        tags,
        summary: 'Create an exam date (administrators); 400 on exam_date for a past day',
        body: examDateCreateBody,
        response: { 201: ieltsExamDateSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      if (b.exam_date < academyToday()) throw badRequest({ exam_date: 'ielts_date_past' });
      await ieltsTestById(db, b.test_id).catch(() => {
        throw badRequest({ test_id: 'not_found' });
      });
      const id = await createExamDate(db, {
        examDate: b.exam_date,
        shift: b.shift,
        ieltsTestId: b.test_id,
        description: b.description,
        skillType: b.skill_package,
        format: b.format,
        status: b.status,
        unitPrice: b.unit_price,
        capacity: b.capacity,
      });
      return reply
        .status(201)
        .send(presentIeltsExamDate(await ieltsExamDateById(db, id), academyToday(), true));
    },
  );

  app.get(
    '/ielt/dates/:id/',
    { schema: { tags, summary: 'One exam date', params: idParams, response: { 200: ieltsExamDateSchema } } },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsExamDate(await ieltsExamDateById(db, request.params.id), academyToday(), true);
    },
  );

  app.put(
    '/ielt/dates/:id/',
    {
      schema: {
        tags,
        summary: 'Change an exam date (administrators; partial). Canceling it cancels its registrations',
        params: idParams,
        body: examDateUpdateBody,
        response: { 200: ieltsExamDateSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const date = await ieltsExamDateById(db, request.params.id);
      const b = request.body;
      if (b.test_id !== undefined)
        await ieltsTestById(db, b.test_id).catch(() => {
          throw badRequest({ test_id: 'not_found' });
        });
      await updateExamDate(
        db,
        date.date,
        defined({
          examDate: b.exam_date,
          shift: b.shift,
          ieltsTestId: b.test_id,
          description: b.description,
          skillType: b.skill_package,
          format: b.format,
          status: b.status,
          unitPrice: b.unit_price,
          capacity: b.capacity,
        }),
        new Date(),
      );
      return presentIeltsExamDate(await ieltsExamDateById(db, date.date.id), academyToday(), true);
    },
  );

  // ---------------------------------------------------------------- registrants
  app.get(
    '/ielt/registrants/',
    {
      schema: {
        tags,
        summary: 'IELTS web users: all (administrators), own (candidates), their candidates (examiners)',
        querystring: registrantListQuery,
        response: { 200: pageOf(ieltsRegistrantSchema) },
      },
    },
    async (request) => {
      const v = request.viewer;
      const scope = isAdmin(v)
        ? undefined
        : isSpecialize(v)
          ? examinerCandidates(v.user.id)
          : isStudent(v)
            ? registrantIs(v.user.id)
            : (() => {
                throw forbidden();
              })();
      const q = request.query;
      return listPage(
        request,
        q,
        ieltsRegistrantList(db, scope, { ids: q.ids, search: q.search, isLmsStudent: q.is_lms_student }),
        (rows) => rows.map(presentIeltsRegistrant),
      );
    },
  );

  app.get(
    '/ielt/registrants/:id/',
    {
      schema: { tags, summary: 'One registrant', params: idParams, response: { 200: ieltsRegistrantSchema } },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsRegistrant(await ieltsRegistrantById(db, request.params.id));
    },
  );

  // ---------------------------------------------------------------- promotion codes
  app.get(
    '/ielt/promotion-codes/',
    {
      schema: {
        tags,
        summary: 'Promotion codes, newest first (administrators)',
        querystring: promotionListQuery,
        response: { 200: pageOf(promotionCodeSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const now = new Date();
      return listPage(request, request.query, promotionCodeList(db, request.query), (rows) =>
        rows.map((r) => presentPromotionCode(r, now)),
      );
    },
  );

  app.post(
    '/ielt/promotion-codes/',
    {
      schema: {
        tags,
        summary: 'Create a promotion code (administrators); 409 on code when it exists',
        body: promotionCreateBody,
        response: { 201: promotionCodeSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      const now = new Date();
      if (b.expires_at <= now) throw badRequest({ expires_at: 'ielts_expiry_past' });
      const id = await createPromotionCode(db, {
        title: b.title,
        code: b.code,
        discountKind: b.discount_kind,
        discountValue: b.discount_value,
        usageLimit: b.usage_limit,
        expiresAt: b.expires_at,
        status: b.status,
      });
      return reply.status(201).send(presentPromotionCode(await promotionCodeById(db, id), now));
    },
  );

  app.put(
    '/ielt/promotion-codes/:id/',
    {
      schema: {
        tags,
        summary: 'Change a promotion code (administrators; partial)',
        params: idParams,
        body: promotionUpdateBody,
        response: { 200: promotionCodeSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const code = await promotionCodeById(db, request.params.id);
      const b = request.body;
      await updatePromotionCode(
        db,
        code,
        defined({
          title: b.title,
          discountKind: b.discount_kind,
          discountValue: b.discount_value,
          usageLimit: b.usage_limit,
          expiresAt: b.expires_at,
          status: b.status,
        }),
      );
      return presentPromotionCode(await promotionCodeById(db, code.id), new Date());
    },
  );

  // ---------------------------------------------------------------- registrations
  app.get(
    '/ielt/quote',
    {
      schema: {
        tags,
        summary:
          'What registering for a date would cost with a code (candidates); 400 on promotion_code, the same ' +
          'for every refused code; 429 past the guesses allowed per account and address',
        querystring: quoteQuery,
        response: { 200: ieltsQuoteSchema },
      },
    },
    async (request) => {
      requireCandidate(request.viewer);
      const q = request.query;
      if (q.promotion_code?.trim())
        await rateLimits.consume('promotionCode', request.ip, String(request.viewer.user.id));
      const date = await ieltsExamDateById(db, q.exam_date_id).catch(() => {
        throw badRequest({ exam_date_id: 'not_found' });
      });
      const code = q.promotion_code?.trim() ? await promotionCodeByCode(db, q.promotion_code) : undefined;
      const price = priceWith(date.date.unitPrice, code, q.promotion_code, new Date());
      return {
        unit_price: price.unitPrice,
        discount: price.discount,
        amount: price.amount,
        promotion_code: price.code?.code ?? null,
      };
    },
  );

  app.get(
    '/ielt/',
    {
      schema: {
        tags,
        summary: 'Registrations: all (administrators), assigned (examiners), own (candidates)',
        querystring: registrationListQuery,
        response: { 200: pageOf(ieltsRegistrationSchema) },
      },
    },
    async (request) => {
      const scope = registrationScope(request.viewer);
      const q = request.query;
      return listPage(
        request,
        q,
        registrationList(db, scope, {
          ids: q.ids,
          examDateIds: q.exam_date_ids,
          candidateIds: q.candidate_ids,
          status: q.status,
          examinerId: q.examiner_id,
          search: q.search,
        }),
        (rows) => rows.map(presentRegistration(request.viewer, pickLang(request.headers['accept-language']))),
      );
    },
  );

  app.post(
    '/ielt/',
    {
      schema: {
        tags,
        summary: 'Register the signed-in candidate for an exam date, with a promotion code (candidates)',
        description:
          '400 on exam_date_id for a full, past, closed or canceled date; 409 on exam_date_id for a second ' +
          'registration; 400 on promotion_code, the same answer for an unknown, inactive, expired or used-up ' +
          'code; 429 past the code guesses allowed per account and address. Mails the ' +
          'confirmation with the invoice in the request’s language.',
        body: registerBody,
        response: { 201: ieltsRegistrationSchema },
      },
    },
    async (request, reply) => {
      requireCandidate(request.viewer);
      const b = request.body;
      if (b.promotion_code?.trim())
        await rateLimits.consume('promotionCode', request.ip, String(request.viewer.user.id));
      const id = await registerIelts(
        db,
        mailer,
        {
          userId: request.viewer.user.id,
          examDateId: b.exam_date_id,
          promotionCode: b.promotion_code,
          profile: { phone: b.phone, dateOfBirth: b.date_of_birth, passport: b.passport },
          lang: pickLang(request.headers['accept-language']),
          now: new Date(),
        },
        app.webOrigin,
      );
      return reply
        .status(201)
        .send(
          presentRegistration(
            request.viewer,
            pickLang(request.headers['accept-language']),
          )(await registrationById(db, id)),
        );
    },
  );

  app.post(
    '/ielt/assign-examiner',
    {
      schema: {
        tags,
        summary: 'Assign an examiner to registrations (administrators); null unassigns',
        body: assignExaminerBody,
        response: { 200: z.array(ieltsRegistrationSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      const ids = [...new Set(b.registration_ids)];
      await assignExaminer(db, ids, b.examiner_id);
      const rows = await registrationList(db, { kind: 'all' }, { ids }).rows(ids.length, 0);
      return rows.map(presentRegistration(request.viewer, pickLang(request.headers['accept-language'])));
    },
  );

  app.get(
    '/ielt/:id/',
    {
      schema: {
        tags,
        summary: 'One registration (its candidate, its examiner, administrators)',
        params: idParams,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      registrationScope(request.viewer);
      const v = await registrationById(db, request.params.id);
      requireRegistrationReader(request.viewer, v.registration);
      return presentRegistration(request.viewer, pickLang(request.headers['accept-language']))(v);
    },
  );

  app.post(
    '/ielt/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a registration: its candidate before paying, administrators before marking',
        description: 'A pending payment is canceled, a paid one refunded. 409 once marked or canceled.',
        params: idParams,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireCanceler(request.viewer, v.registration);
      await cancelRegistration(db, v.registration, !isAdmin(request.viewer), new Date());
      return presentRegistration(
        request.viewer,
        pickLang(request.headers['accept-language']),
      )(await registrationById(db, v.registration.id));
    },
  );

  app.post(
    '/ielt/:id/sit',
    {
      schema: {
        tags,
        summary: 'Start sitting the test on the exam day (the candidate): the sections to open in the runner',
        description:
          '400 on registration_id when unpaid, not on the exam day or on a paper date; 409 once marked or ' +
          'canceled. Each section is then taken through user-exam-agreement and user-exam.',
        params: idParams,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireSitter(request.viewer, v.registration);
      await prepareSitting(db, v.registration, new Date());
      return presentRegistration(
        request.viewer,
        pickLang(request.headers['accept-language']),
      )(await registrationById(db, v.registration.id));
    },
  );

  app.post(
    '/ielt/:id/mark',
    {
      schema: {
        tags,
        summary: 'Band marking of writing and speaking (administrators, the assigned examiner)',
        description:
          'Criteria bands 0 to 9 in half bands (400 otherwise); raw scores 0 to 40. The bands and the overall ' +
          'are computed by the academy’s rules; the candidate is mailed the results. 409 before the test is taken.',
        params: idParams,
        body: markBody,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireBandMarker(request.viewer, v.registration);
      const b = request.body;
      const task = (t: typeof b.writing_task1) => ({
        taskAchievement: t.task_achievement,
        coherenceCohesion: t.coherence_cohesion,
        lexicalResource: t.lexical_resource,
        grammaticalRange: t.grammatical_range,
      });
      await markRegistration(
        db,
        mailer,
        v.registration.id,
        {
          marks: {
            writingTask1: task(b.writing_task1),
            writingTask2: task(b.writing_task2),
            speaking: b.speaking
              ? {
                  fluencyCoherence: b.speaking.fluency_coherence,
                  lexicalResource: b.speaking.lexical_resource,
                  grammaticalRange: b.speaking.grammatical_range,
                  pronunciation: b.speaking.pronunciation,
                }
              : null,
          },
          listeningRaw: b.listening_raw,
          readingRaw: b.reading_raw,
        },
        { markerId: request.viewer.user.id, now: new Date(), webOrigin: app.webOrigin },
      );
      return presentRegistration(
        request.viewer,
        pickLang(request.headers['accept-language']),
      )(await registrationById(db, v.registration.id));
    },
  );

  // ---------------------------------------------------------------- payments
  app.get(
    '/ielt/payment/',
    {
      schema: {
        tags,
        summary: 'Payments, newest first: all (administrators), own (candidates)',
        querystring: paymentListQuery,
        response: { 200: pageOf(paymentSchema) },
      },
    },
    async (request) => {
      const v = request.viewer;
      if (!isAdmin(v) && !isStudent(v)) throw forbidden();
      const q = request.query;
      const now = new Date();
      return listPage(
        request,
        q,
        paymentList(db, {
          ids: q.ids,
          registrationIds: q.registration_ids,
          status: q.status,
          examDateIds: q.exam_date_ids,
          search: q.search,
          candidateId: isAdmin(v) ? undefined : v.user.id,
        }),
        (rows) => rows.map((r) => presentPayment(r, now, pickLang(request.headers['accept-language']))),
      );
    },
  );

  app.post(
    '/ielt/payment/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a payment (administrators); repeating it is harmless',
        description:
          '400 on amount when it is not the invoice’s amount; 409 on a refunded or canceled payment. The first ' +
          'confirmation mails the candidate and opens the sitting.',
        params: idParams,
        body: confirmPaymentBody,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      await confirmPayment(db, mailer, request.params.id, {
        amount: request.body.amount,
        method: request.body.method,
        adminId: request.viewer.user.id,
        now: new Date(),
        webOrigin: app.webOrigin,
      }).catch(paymentUnknown);
      return presentPayment(
        await paymentById(db, request.params.id),
        new Date(),
        pickLang(request.headers['accept-language']),
      );
    },
  );

  app.post(
    '/ielt/payment/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid payment or cancel a pending one; its registration is canceled (administrators)',
        params: idParams,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      await refundPayment(db, request.params.id, new Date()).catch(paymentUnknown);
      return presentPayment(
        await paymentById(db, request.params.id),
        new Date(),
        pickLang(request.headers['accept-language']),
      );
    },
  );
};

/** An unknown payment in the path is a 404, not a field error. */
function paymentUnknown(error: unknown): never {
  const fields = (error as { fields?: Record<string, string> }).fields;
  if (fields?.payment_id === 'not_found') throw notFound();
  throw error;
}

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
