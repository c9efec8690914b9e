import { nestsDeeperThan } from '@lms/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import { RETRYABLE_SQLSTATES, sqlState } from '../db/transaction.js';
import { IdentityUnavailableError } from '../identity/admin-client.js';
import { KEY_PREFIX, isMessageKey, pickLang, translate, type Lang, type MessageKey } from './messages.js';

export type FieldErrors = Record<string, string[]>;

/** Field names come from the client: a plain `{}` would answer `constructor` or `__proto__` from its prototype. */
const fieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

/** A failure the client can act on; the handler renders it as `{code, message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly fields?: Partial<Record<string, MessageKey>>,
    /** Seconds the client should wait (429, 503): sent as Retry-After. */
    readonly retryAfter?: number,
    /** What the message's `{{name}}` placeholders name (the parts unmarked, …), the same in every language. */
    readonly params?: Readonly<Record<string, string>>,
  ) {
    super(key);
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const forbidden = () => new ApiError(403, 'forbidden');
export const unauthenticated = () => new ApiError(401, 'not_authenticated');
export const badRequest = (fields: Partial<Record<string, MessageKey>>, key: MessageKey = 'invalid_input') =>
  new ApiError(400, key, fields);
export const conflict = (key: MessageKey, field?: string, params?: Readonly<Record<string, string>>) =>
  new ApiError(409, key, field ? { [field]: key } : undefined, undefined, params);

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
  const out = fieldErrors();
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

/**
 * Paths of every string (value or key) holding NUL, which PostgreSQL cannot store in text: refused for
 * every route in one place, before any schema or handler sees the value. Iterative, each path built only
 * when it is reported: the body is already no deeper than MAX_NESTING (`parseJsonBody`), and this holds
 * for any value anyway (issue 27: a recursive walk copying its path overflowed at 7,000 levels).
 */
function nulPaths(value: unknown): string[] {
  const out: string[] = [];
  type Node = { value: unknown; key: string; parent: Node | null };
  const pathOf = (node: Node, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
    return keys.reverse().join('.');
  };
  const stack: Node[] = [{ value, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(pathOf(node) || 'non_field_errors');
    } else if (v && typeof v === 'object') {
      const children: Node[] = [];
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) out.push(pathOf(node, key.replaceAll('\u0000', '\\0')));
        else children.push({ value: child, key, parent: node });
      }
      // In the order of the body, as the recursive walk reported them.
      stack.push(...children.reverse());
    }
  }
  return out;
}

/**
 * Fastify's own JSON parser (secure-json-parse: prototype poisoning refused), then the nesting bound of
 * @lms/domain: a deeper body is a 400 before any validation or handler walks it (docs/decisions.md, issue 27).
 */
export function parseJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value)) {
        return done(badRequest({ non_field_errors: 'nesting_too_deep' }), undefined);
      }
      done(null, value);
    });
  });
}

/** Validates with zod; on failure, parses again with each language's error map to word the errors. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart !== 'headers') {
      const paths = nulPaths(data);
      if (paths.length) {
        const fieldsByLang = {} as Record<Lang, FieldErrors>;
        for (const lang of ['vi', 'en'] as const) {
          fieldsByLang[lang] = fieldErrors();
          for (const p of paths) (fieldsByLang[lang][p] ??= []).push(translate('text_nul', lang));
        }
        return { error: new RequestValidationError(fieldsByLang) };
      }
    }
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
  429: 'too_many_attempts',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | ApiError | RequestValidationError, request: FastifyRequest, reply) => {
      const lang = pickLang(request.headers['accept-language']);
      if (error instanceof ApiError) {
        const fields = error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([f, key]) => [
                f,
                [translate(key ?? error.key, lang, error.params)],
              ]),
            )
          : undefined;
        if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
        return send(reply, error.status, translate(error.key, lang, error.params), fields);
      }
      if (error instanceof RequestValidationError) {
        return send(reply, 400, translate('invalid_input', lang), error.fieldsByLang[lang]);
      }
      if (error instanceof IdentityUnavailableError) {
        request.log.error({ err: { message: error.message } }, 'identity provider unavailable');
        return send(reply, 503, translate('identity_unavailable', lang));
      }
      const pgCode = sqlState(error);
      if (pgCode && RETRYABLE_SQLSTATES.has(pgCode)) {
        // Contention that outlasted the retries (db/transaction.ts): honest and quick, never a 500.
        void reply.header('retry-after', '1');
        return send(reply, 503, translate('busy', lang));
      }
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
