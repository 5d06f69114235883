import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Content-Security-Policy of the API and the built web app: scripts only from our origin (no inline
 * script, no eval), videos framed only from the players the VIDEO_PREVIEW slide accepts, nothing may
 * frame us. Styles allow inline because React and the rich-text editor set style attributes.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://*.ingest.sentry.io', 'https://*.ingest.de.sentry.io'],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every response (helmet). CORS stays closed: no Access-Control-Allow-*
 * header is ever sent, so other origins cannot read our answers (the web app is served same-origin).
 * The middleware is built once: @fastify/helmet built it again for every request, about 3 % of the server's
 * CPU under the answers load (issue 10); no route has options of its own, and nothing uses CSP nonces.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Inline scripts the web build's index.html runs, as CSP hash sources (inline-scripts.ts). */
  inlineScriptSources: readonly string[] = [],
): Promise<void> {
  const scriptSrc = [...CONTENT_SECURITY_POLICY.scriptSrc, ...inlineScriptSources];
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, scriptSrc } },
    // The app loads YouTube/Vimeo iframes, which do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
