/**
 * Security headers (DESIGN §1): a Content-Security-Policy fit for this SPA and the usual hardening headers
 * through @fastify/helmet.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from './config';

/** The CSP directives: everything from this origin; the real PubNub service added when it is configured. */
export function cspDirectives(config: Pick<ServerConfig, 'pubnub'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Organisation logos arrive as data: URLs (orgLogoBase64, SPEC §3).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // The embedded live endpoint is this origin; an external PubNub origin is always reached over https.
    'connect-src': config.pubnub ? ["'self'", `https://${config.pubnub.origin}`] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function helmetOptions(config: Pick<ServerConfig, 'pubnub'>): FastifyHelmetOptions {
  return {
    // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks a kiosk that reaches
    // this server over plain http on a LAN address.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to whatever terminates TLS in front of this plain-http server; sending it from here could
    // pin a shared host name to https by accident.
    strictTransportSecurity: false,
    // Broadcast logos and provider links open elsewhere; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // The legacy header says what CSP frame-ancestors 'none' says (helmet's default SAMEORIGIN contradicted
    // it): a results site is never framed, not even by itself; the kiosk runs it as the top-level page.
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers of the data API's JSON answers (routes/api.ts), computed once: helmet builds its headers on
 * every request, which at CDN-origin rates cost more than serving a cached answer. JSON is never rendered,
 * so the policy is simply "nothing": no sources, no framing, no sniffing.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Other sites' pages may not embed the answers (no-cors reads); the site itself and a CDN in front are
  // the same origin.
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * The headers of an /embed/ answer (issue 29), computed once per configuration: the embeds live in other
 * sites' pages, so they leave out X-Frame-Options (its DENY cannot name an allowed site) and say who may
 * frame them in CSP `frame-ancestors` alone: the EMBED_ORIGINS, or 'none' when there are none. Everything
 * else is the site's policy narrowed to what an embed uses: its own styles inline, its one script from this
 * origin, logos as data: URLs, reads of its own address (the live score's refresh).
 */
export function embedSecurityHeaders(config: Pick<ServerConfig, 'embedOrigins'>): Readonly<Record<string, string>> {
  const origins = config.embedOrigins ?? [];
  const ancestors = origins.length > 0 ? origins.join(' ') : "'none'";
  return Object.freeze({
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The framing site is another origin: the embed's page and its script must be loadable there.
    'cross-origin-resource-policy': 'cross-origin',
  });
}
