import type { FastifyPluginAsync } from 'fastify';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Development mailbox: the mail captured when no SMTP_URL is set (password-reset codes among them).
 * Registered only in development, never when mail really goes out.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox/', { schema: { hide: true } }, async (request, reply) => {
    const mails = await app.mailer.recent(50);
    if ((request.headers.accept ?? '').includes('application/json')) return mails;
    const items = mails
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2>
<p class="meta">To ${escape(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escape(m.text)}</pre>${m.attachments
          .map((a) =>
            a.contentType.startsWith('image/')
              ? `<figure><img src="data:${escape(a.contentType)};base64,${a.content}" alt="${escape(a.filename)}" width="240"><figcaption>${escape(a.filename)}</figcaption></figure>`
              : `<p class="meta">Attached: ${escape(a.filename)}</p>`,
          )
          .join('')}</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:Inter,system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
h1{color:#DB4848}article{border:1px solid #eee;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#666;font-size:.9rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Development mailbox</h1><p><strong>A development tool, never served in production:</strong> mail the LMS
would have sent (no SMTP_URL is set), reset codes included, readable by anyone who reaches this page. Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
};
