import { academyToday } from '@lms/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceWith } from '../../commands/ielts/codes.js';
import {
  assignExaminer,
  correctBands,
  markRegistration,
  publishBands,
} from '../../commands/ielts/marking.js';
import { cancelRegistration, registerIelts } from '../../commands/ielts/registrations.js';
import { prepareSitting } from '../../commands/ielts/sittings.js';
import { badRequest } from '../../http/errors.js';
import { pickLang } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  registrationScope,
  requireBandMarker,
  requireBandPublisher,
  requireCandidate,
  requireCanceler,
  requireIeltsAdmin,
  requireRegistrationReader,
  requireSitter,
  seesAsStaff,
} from '../../policies/ielts.js';
import { isAdmin } from '../../policies/roles.js';
import {
  ieltsQuoteSchema,
  ieltsRegistrationSchema,
  presentIeltsRegistration,
  type IeltsRegistrationView,
} from '../../presenters/ielts/registrations.js';
import { promotionCodeByCode } from '../../queries/ielts/codes.js';
import { ieltsExamDateById } from '../../queries/ielts/dates.js';
import { registrationById, registrationList } from '../../queries/ielts/registrations.js';
import {
  assignExaminerBody,
  correctBody,
  markBody,
  quoteQuery,
  registerBody,
  registrationListQuery,
} from './schema.js';

const tags = ['ielts'];

/** Registrations as the request's viewer reads them, in the request's language. */
const presentRegistration = (request: Pick<FastifyRequest, 'viewer' | 'headers'>) => {
  const lang = pickLang(request.headers['accept-language']);
  return (v: IeltsRegistrationView) => {
    const now = new Date();
    return presentIeltsRegistration(v, {
      today: academyToday(now),
      now,
      staff: seesAsStaff(request.viewer),
      lang,
    });
  };
};

/**
 * Registrations (`ielt/`): the quote, registering, canceling, sitting through the exam runner, the examiner and
 * band marking.
 */
export const ieltsRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, rateLimits } = app;

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
      const scope = registrationScope(request.viewer, app.ieltsPublishBy);
      const q = request.query;
      return listPage(
        request,
        q,
        registrationList(db, scope, {
          ids: q.ids,
          examDateIds: q.exam_date_ids,
          candidateIds: q.candidate_ids,
          status: q.status,
          bandState: q.band_state,
          examinerId: q.examiner_id,
          search: q.search,
        }),
        (rows) => rows.map(presentRegistration(request)),
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
      return reply.status(201).send(presentRegistration(request)(await registrationById(db, id)));
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
      return rows.map(presentRegistration(request));
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
      registrationScope(request.viewer, app.ieltsPublishBy);
      const v = await registrationById(db, request.params.id);
      requireRegistrationReader(request.viewer, v.registration, app.ieltsPublishBy);
      return presentRegistration(request)(v);
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
      return presentRegistration(request)(await registrationById(db, v.registration.id));
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
      return presentRegistration(request)(await registrationById(db, v.registration.id));
    },
  );

  /** The route body's marks as the commands take them. */
  const bandMarking = (b: z.infer<typeof markBody>) => {
    const task = (t: typeof b.writing_task1) => ({
      taskAchievement: t.task_achievement,
      coherenceCohesion: t.coherence_cohesion,
      lexicalResource: t.lexical_resource,
      grammaticalRange: t.grammatical_range,
    });
    return {
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
    };
  };

  app.post(
    '/ielt/:id/mark',
    {
      schema: {
        tags,
        summary:
          'Save band marking of writing and speaking as a draft (administrators, the assigned examiner)',
        description:
          'Criteria bands 0 to 9 in half bands (400 otherwise); raw scores 0 to 40. The bands and the overall ' +
          'are computed by the academy’s rules and kept as a draft the candidate does not see until published ' +
          '(ielt/:id/publish). 409 before the test is taken and once published (ielt/:id/correct then).',
        params: idParams,
        body: markBody,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireBandMarker(request.viewer, v.registration);
      await markRegistration(db, v.registration.id, bandMarking(request.body), {
        markerId: request.viewer.user.id,
        now: new Date(),
      });
      return presentRegistration(request)(await registrationById(db, v.registration.id));
    },
  );

  app.post(
    '/ielt/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish the draft bands: the candidate sees them and is mailed the results, once',
        description:
          'Administrators always; examiners by IELTS_PUBLISH_BY: `same`, the assigned examiner; `second`, an ' +
          'examiner other than the draft’s author (409 for the author). 409 without a draft; a repeat is harmless.',
        params: idParams,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireBandPublisher(request.viewer, v.registration, app.ieltsPublishBy);
      await publishBands(db, mailer, v.registration.id, {
        publisherId: request.viewer.user.id,
        now: new Date(),
        webOrigin: app.webOrigin,
      });
      return presentRegistration(request)(await registrationById(db, v.registration.id));
    },
  );

  app.post(
    '/ielt/:id/correct',
    {
      schema: {
        tags,
        summary: 'Correct published bands with a reason (administrators, the assigned examiner)',
        description:
          'The marks as ielt/:id/mark and a reason (400 on reason when blank or when nothing changes). The ' +
          'change is recorded (who, when, from what to what, why) and the candidate mailed the corrected ' +
          'bands. 409 before publishing.',
        params: idParams,
        body: correctBody,
        response: { 200: ieltsRegistrationSchema },
      },
    },
    async (request) => {
      const v = await registrationById(db, request.params.id);
      requireBandMarker(request.viewer, v.registration);
      await correctBands(
        db,
        mailer,
        v.registration.id,
        { ...bandMarking(request.body), reason: request.body.reason },
        { correctorId: request.viewer.user.id, now: new Date(), webOrigin: app.webOrigin },
      );
      return presentRegistration(request)(await registrationById(db, v.registration.id));
    },
  );
};
