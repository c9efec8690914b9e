import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import { IdentityUnavailableError } from '../identity/admin-client.js';
import { KEY_PREFIX, isMessageKey, pickLang, translate, type Lang, type MessageKey } from './messages.js';

export type FieldErrors = Record<string, string[]>;

/** A failure the client can act on; the handler renders it as `{code, message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly fields?: Partial<Record<string, MessageKey>>,
  ) {
    super(key);
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const forbidden = () => new ApiError(403, 'forbidden');
export const unauthenticated = () => new ApiError(401, 'not_authenticated');
export const badRequest = (fields: Partial<Record<string, MessageKey>>, key: MessageKey = 'invalid_input') =>
  new ApiError(400, key, fields);
export const conflict = (key: MessageKey, field?: string) =>
  new ApiError(409, key, field ? { [field]: key } : undefined);

/** Validation failure with the field errors already written in both languages. */
class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fieldsByLang: Record<Lang, FieldErrors>) {
    super('invalid_input');
  }
}

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  if (issue.message.startsWith(KEY_PREFIX)) {
    const key = issue.message.slice(KEY_PREFIX.length);
    if (isMessageKey(key)) return translate(key, lang);
  }
  return issue.message;
}

function collect(issues: z.core.$ZodIssue[], lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, message: string) => (out[field] ??= []).push(message);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), translate('unknown_field', lang));
      continue;
    }
    add(issue.path.length ? issue.path.join('.') : 'non_field_errors', issueMessage(issue, lang));
  }
  return out;
}

function localeMap(lang: Lang): z.core.$ZodErrorMap {
  const locale = z.locales[lang]();
  return (iss) => {
    // zod reports a missing enum as invalid_value and a missing string as invalid_type: both are "required".
    if (iss.input === undefined && iss.code !== 'custom') return translate('required', lang);
    return locale.localeError(iss);
  };
}
const errorMaps = { vi: localeMap('vi'), en: localeMap('en') };

/** Validates with zod; on failure, parses again with each language's error map to word the errors. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const fieldsByLang = {} as Record<Lang, FieldErrors>;
    for (const lang of ['vi', 'en'] as const) {
      const again = schema.safeParse(data, { error: errorMaps[lang] });
      fieldsByLang[lang] = collect(again.error?.issues ?? result.error.issues, lang);
    }
    return { error: new RequestValidationError(fieldsByLang) };
  };

function send(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply.status(status).send(errors ? { code: status, message, errors } : { code: status, message });
}

const statusKeys: Record<number, MessageKey> = {
  400: 'invalid_input',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media',
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
function postgresCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | ApiError | RequestValidationError, request: FastifyRequest, reply) => {
      const lang = pickLang(request.headers['accept-language']);
      if (error instanceof ApiError) {
        const fields = error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([f, key]) => [f, [translate(key ?? error.key, lang)]]),
            )
          : undefined;
        return send(reply, error.status, translate(error.key, lang), fields);
      }
      if (error instanceof RequestValidationError) {
        return send(reply, 400, translate('invalid_input', lang), error.fieldsByLang[lang]);
      }
      if (error instanceof IdentityUnavailableError) {
        request.log.error({ err: { message: error.message } }, 'identity provider unavailable');
        return send(reply, 503, translate('identity_unavailable', lang));
      }
      const pgCode = postgresCode(error);
      if (pgCode === '23505') return send(reply, 409, translate('conflict', lang));
      if (pgCode === '23503' || pgCode === '22P02' || pgCode === '22003' || pgCode === '22007') {
        return send(reply, 400, translate('invalid_input', lang));
      }
      const status = error.statusCode ?? 500;
      const key = statusKeys[status];
      if (key && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, wrong content type).
        const errors = status === 400 ? { non_field_errors: [error.message] } : undefined;
        return send(reply, status, translate(key, lang), errors);
      }
      request.log.error({ err: { message: error.message, stack: error.stack } }, 'unhandled error');
      return send(reply, 500, translate('internal', lang));
    },
  );

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, translate('not_found', pickLang(request.headers['accept-language']))),
  );
}
