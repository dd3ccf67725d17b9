/**
 * The embeds (issue 29 case 2): `GET /embed/standings?tournamentId=`, `/embed/team?tournamentId=&teamId=`,
 * `/embed/match?matchId=` and `/embed/today?tournamentId=`, each with optional `lang=en|no` and
 * `theme=light|dark`: small server-rendered documents for club and league websites to frame. The content
 * comes from the embed renderer (client code in the page renderer's bundle, shared/embedRender.ts) over this
 * server's read path (the data API's cache and allow-list) and live endpoint. Their headers are their own
 * (security.ts `embedSecurityHeaders`): CSP `frame-ancestors` names EMBED_ORIGINS, and no X-Frame-Options.
 * `/embed/live.js` is the one script an embed loads: it refreshes a live score's region in place.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolveProxyTarget } from '../../shared/contract';
import { EMBED_KINDS, EMBED_LIVE_SCRIPT_PATH, type EmbedKind, type EmbedRead, type EmbedTheme, type RenderEmbed } from '../../shared/embedRender';
import type { Language, SiteConfig } from '../../shared/siteConfig';
import type { ServerConfig } from '../config';
import { NotFoundError } from '../dataSource';
import type { LiveHub } from '../live';
import type { ReadPath } from '../readPath';
import { embedSecurityHeaders } from '../security';
import { requestOrigin } from './calendar';

export interface EmbedOptions {
  readPath: ReadPath;
  config: Pick<ServerConfig, 'embedOrigins'>;
  /** The configuration the site's pages carry, read per request (it holds the server's now). */
  siteConfig: () => SiteConfig;
  /** The embedded live endpoint's log, or null with an external messaging service. */
  hub: LiveHub | null;
  /** The renderer; null when none is built yet (the embeds answer 503 in words). */
  render: () => RenderEmbed | null;
}

/**
 * The live score's refresh: every `data-refresh` seconds while the frame is visible, the embed's own address
 * is read again and its `[data-live]` region (a polite live region) takes the new one's content; it stops
 * once the new page no longer asks for refreshes (the match is over). Every rule stays on the server: this
 * only copies what the server rendered. Plain ES2017, a few hundred bytes.
 */
export const EMBED_LIVE_SCRIPT = `(()=>{const b=document.body,s=Number(b.dataset.refresh);if(!(s>0))return;const q=e=>e.querySelector('[data-live]');const next=()=>setTimeout(tick,s*1e3);async function tick(){if(document.hidden)return next();try{const r=await fetch(location.href,{cache:'no-store',credentials:'omit'});if(r.ok){const d=new DOMParser().parseFromString(await r.text(),'text/html'),n=q(d),o=q(document);if(n&&o&&n.innerHTML!==o.innerHTML)o.innerHTML=n.innerHTML;if(!d.body.dataset.refresh)return}}catch(e){}next()}next()})();`;

function languageOf(raw: unknown, config: SiteConfig): Language {
  return raw === 'en' || raw === 'no' ? raw : config.defaultLanguage;
}

function themeOf(raw: unknown): EmbedTheme | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

/** A first value of a query parameter (`?a=1&a=2` gives "1"). */
function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

export const embedRoutes: FastifyPluginAsync<EmbedOptions> = async (app, { readPath, config, siteConfig, hub, render }) => {
  const headers = embedSecurityHeaders(config);

  const read: EmbedRead = async (target) => {
    try {
      const served = await readPath.read({ kind: 'proxy', target: resolveProxyTarget(target) });
      return { ok: true, body: JSON.parse(served.answer.body.toString('utf8')) as unknown };
    } catch (error) {
      return { ok: false, reason: error instanceof NotFoundError ? 'notFound' : 'unavailable' };
    }
  };

  const goals = (matchId: number) => (hub === null ? null : hub.messages(`match:${matchId}:goals`).map((message) => ({ timetoken: message.tt, message: message.payload })));

  async function answer(request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply, kind: EmbedKind | 'unknown'): Promise<FastifyReply> {
    reply.headers(headers);
    const unavailable = (text: string) => reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
    let renderer: RenderEmbed | null;
    try {
      renderer = render();
    } catch (error) {
      request.log.error({ err: error }, 'embed renderer could not be loaded');
      renderer = null;
    }
    if (renderer === null) return unavailable('embeds not built: run npm run build');
    const config = siteConfig();
    const query: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(request.query)) query[key] = single(value);
    let page;
    try {
      page = await renderer({
        kind,
        query,
        language: languageOf(query.lang, config),
        theme: themeOf(query.theme),
        config,
        siteOrigin: requestOrigin(request.protocol, request.host),
        read,
        goals,
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'embed render failed');
      return unavailable('this embed could not be rendered; try again in a moment');
    }
    // A complete embed is as fresh as the match-day reads (a CDN in front may keep it that long); a live
    // score's refresh asks with no-store and gets the newest. A notice is never kept.
    const cacheControl = page.status === 200 && page.complete ? 'public, max-age=15, stale-while-revalidate=15' : 'no-store';
    return reply.code(page.status).header('cache-control', cacheControl).header('vary', 'accept-encoding, host').type('text/html; charset=utf-8').send(page.html);
  }

  app.get(EMBED_LIVE_SCRIPT_PATH, async (_request, reply) =>
    reply.headers(headers).header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(EMBED_LIVE_SCRIPT),
  );
  for (const kind of EMBED_KINDS) {
    app.get<{ Querystring: Record<string, unknown> }>(`/embed/${kind}`, (request, reply) => answer(request, reply, kind));
  }
  app.get<{ Querystring: Record<string, unknown> }>('/embed/*', (request, reply) => answer(request, reply, 'unknown'));
  app.get<{ Querystring: Record<string, unknown> }>('/embed', (request, reply) => answer(request, reply, 'unknown'));
};
