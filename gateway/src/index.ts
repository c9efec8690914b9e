import http from 'node:http';
import { loadConfig } from './config.js';
import { startTelemetry } from './telemetry.js';

const config = loadConfig();
// Before anything that opens HTTP connections or loads express and graphql, so the instrumentation
// patches them: the gateway's own modules are imported only after it.
const telemetry = startTelemetry(config);

const { ApolloServerPluginDrainHttpServer } = await import('@apollo/server/plugin/drainHttpServer');
const { createGateway } = await import('./server.js');
const { createHttpApp } = await import('./http.js');

const httpServer = http.createServer();
// Keep idle connections longer than the clients that reuse them: with Node's default of 5 s, a browser (or a
// proxy) saving every 5 s reuses a socket at the moment the server closes it, and gets ECONNRESET. 65 s is
// above the usual idle timeouts of browsers and load balancers (60 s); headers must outlast it.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;
const gateway = await createGateway({
  restBaseUrl: config.restBaseUrl,
  keycloak: config.keycloak,
  clients: config.clients,
  production: config.production,
  introspection: config.introspection,
  mocks: config.mocks,
  extraHeaders: telemetry.traceHeaders,
  plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
});
httpServer.on(
  'request',
  createHttpApp(gateway, {
    backendUrl: config.backendUrl,
    webDist: config.webDist,
    maxInFlight: config.maxInFlight,
    graphiql: config.introspection,
    traceCollector: config.otlpEndpoint,
  }),
);
httpServer.listen(config.port, config.host, () => {
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `GraphQL gateway on http://${host}:${config.port}/graphql` +
      (config.mocks ? ' (mock mode: no backend calls)' : ` -> ${config.restBaseUrl}`),
  );
  if (config.introspection) console.log(`GraphiQL (works offline) on http://${host}:${config.port}/graphiql`);
});

async function shutdown() {
  // Apollo's drain plugin closes the HTTP server and lets requests in flight finish.
  await gateway.server.stop();
  await telemetry.shutdown();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
