import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLang, translate, type MessageKey } from '../../http/messages.js';
import { sizeMessage } from './store.js';

/** `{code, message, errors: {field: [message]}}` for a refusal, in the caller's language. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  fields: Record<string, MessageKey>,
  maxBytes?: number,
  extra: Record<string, unknown> = {},
) {
  const lang = pickLang(request.headers['accept-language']);
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field, [sizeMessage(translate(key, lang), maxBytes)]]),
  );
  const message = status === 400 ? translate('invalid_input', lang) : Object.values(errors)[0]![0]!;
  return reply.status(status).send({ code: status, message, errors, ...extra });
}
