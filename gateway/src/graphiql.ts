import { createRequire } from 'node:module';
import {
  css,
  editorWorkerService,
  favicon,
  graphqlWorker,
  js,
  jsonWorker,
} from '@graphql-yoga/render-graphiql/graphiql';
import express, { type Router } from 'express';

/**
 * A GraphiQL that works offline (docs/decisions.md, issue 28 item 7): Apollo Sandbox, the landing page of
 * /graphql, loads from Apollo's CDN and is blank without internet. This one is The Guild's GraphiQL bundle
 * (`@graphql-yoga/render-graphiql`, React, GraphiQL and Monaco with its workers in one package), served from
 * the gateway's own files: the page names only `/graphiql/…` assets, no inline script, under a CSP that lets
 * nothing else load.
 */
export const GRAPHIQL_PATH = '/graphiql';

const { version } = createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json') as {
  version: string;
};
/** The assets' folder changes with the package's version, so they are cached for good. */
const assets = `${GRAPHIQL_PATH}/${version}`;

/** Monaco asks for a worker by label; each is a classic script of its own. */
const WORKERS: Record<string, string> = {
  editorWorkerService,
  json: jsonWorker,
  graphql: graphqlWorker,
};

const start = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) { return ${JSON.stringify(`${assets}/workers/`)} + label + '.js'; },
};
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), {
  endpoint: '/graphql',
  title: 'LMS GraphiQL',
  defaultQuery: '{\\n  viewer {\\n    id\\n    name\\n    role\\n  }\\n}\\n',
});
`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>LMS GraphiQL</title>
    <link rel="icon" href="${assets}/favicon.ico" />
    <link rel="stylesheet" href="${assets}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script src="${assets}/graphiql.js"></script>
    <script src="${assets}/start.js"></script>
  </body>
</html>
`;

/**
 * Only the gateway's own origin: the scripts and workers are files of it, GraphiQL posts to /graphql. Monaco
 * and GraphiQL add <style> elements as they go, and the bundle's fonts and icons are data: URLs.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const dataUrl = /^data:([^;,]+);base64,(.*)$/s.exec(favicon);

/** `GET /graphiql` and its assets. */
export function graphiqlRouter(): Router {
  const router = express.Router();
  const file = (type: string, body: string | Buffer) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    return (_req: express.Request, res: express.Response) => {
      res
        .set({
          'content-type': type,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        .send(bytes);
    };
  };
  router.get(GRAPHIQL_PATH, (_req, res) => {
    res
      .set({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': GRAPHIQL_CSP,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      })
      .send(page);
  });
  router.get(`${assets}/graphiql.css`, file('text/css; charset=utf-8', css));
  router.get(`${assets}/graphiql.js`, file('text/javascript; charset=utf-8', js));
  router.get(`${assets}/start.js`, file('text/javascript; charset=utf-8', start));
  for (const [label, code] of Object.entries(WORKERS))
    router.get(`${assets}/workers/${label}.js`, file('text/javascript; charset=utf-8', code));
  if (dataUrl) router.get(`${assets}/favicon.ico`, file(dataUrl[1]!, Buffer.from(dataUrl[2]!, 'base64')));
  return router;
}
