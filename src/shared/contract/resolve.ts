/**
 * The one way from target text to a typed call and back (DESIGN §2).
 * `resolveTarget` is the server's allow-list: it accepts only text that one pattern of the contract
 * produces, and names the problem otherwise. `buildTarget` writes that text for the client.
 */
import { MAX_REPETITIONS, type ParamKind } from './params';
import {
  directTargets,
  proxyTargets,
  type DirectParams,
  type DirectTargetName,
  type ProxyParams,
  type ProxyTargetName,
  type TargetSpec,
} from './targets';

/** Why a target was refused; `message` is safe to show to the caller. */
export class TargetError extends Error {
  override readonly name = 'TargetError';
}

export const MAX_TARGET_LENGTH = 512;

/** Characters a target may contain at all. Everything else (%, \, @, #, spaces, quotes) is refused. */
const ALLOWED_CHARACTERS = /^[A-Za-z0-9/_?&=.,-]+$/;

type Segment = { literal: string } | { param: string };

interface Compiled {
  name: string;
  spec: TargetSpec;
  segments: Segment[];
}

function compile(table: Record<string, TargetSpec>): Compiled[] {
  return Object.entries(table).map(([name, spec]) => ({
    name,
    spec,
    segments: spec.path.split('/').map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param?.[1] ? { param: param[1] } : { literal: part };
    }),
  }));
}

const compiledProxy = /* @__PURE__ */ compile(proxyTargets);
const compiledDirect = /* @__PURE__ */ compile(directTargets);

/**
 * What the refused text is called in messages: the proxy's `taReqUrl`, or a direct call's URL (issue 28: a
 * direct call has no taReqUrl, so its errors must not name one).
 */
type Subject = 'taReqUrl' | 'the URL';

function refuseUnsafe(text: string, subject: Subject): void {
  if (text.length === 0) throw new TargetError(`${subject} is empty`);
  if (text.length > MAX_TARGET_LENGTH) throw new TargetError(`${subject} is longer than ${MAX_TARGET_LENGTH} characters`);
  if (text.includes('%')) throw new TargetError(`${subject} must not contain percent-encoding`);
  if (text.includes('\\')) throw new TargetError(`${subject} must not contain backslashes`);
  if (text.includes('@')) throw new TargetError(`${subject} must not contain "@"`);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) || text.includes('://'))
    throw new TargetError(`${subject} must be a relative target path, not an absolute URL`);
  if (text.startsWith('/')) throw new TargetError(`${subject} must not start with "/"`);
  if (!ALLOWED_CHARACTERS.test(text)) throw new TargetError(`${subject} contains characters that no target uses`);
  const [path = ''] = text.split('?', 1);
  if (path.includes('//')) throw new TargetError(`${subject} must not contain "//"`);
  if (path.split('/').some((part) => part === '..' || part === '.'))
    throw new TargetError(`${subject} must not contain "." or ".." segments`);
}

/**
 * The raw path parameters of `path` when it fits the pattern. A Map, not a plain object: the text is the
 * caller's, and a plain object answers inherited names (`constructor`, `__proto__`) it never stored.
 */
function matchPath(compiled: Compiled, path: string): Map<string, string> | undefined {
  const parts = path.split('/');
  if (parts.length !== compiled.segments.length) return undefined;
  const raw = new Map<string, string>();
  for (let index = 0; index < parts.length; index += 1) {
    const segment = compiled.segments[index];
    const part = parts[index] ?? '';
    if (!segment) return undefined;
    if ('literal' in segment) {
      if (segment.literal !== part) return undefined;
    } else {
      raw.set(segment.param, part);
    }
  }
  return raw;
}

function parseQuery(query: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    if (equals <= 0 || part.indexOf('=', equals + 1) !== -1)
      throw new TargetError(`query part "${part}" is not of the form key=value`);
    const key = part.slice(0, equals);
    values.set(key, [...(values.get(key) ?? []), part.slice(equals + 1)]);
  }
  return values;
}

/** Longest piece of a refused value quoted back in a message. */
const QUOTED_VALUE_LENGTH = 40;

function parseParam(kind: ParamKind<unknown>, key: string, raw: string): unknown {
  const value = kind.parse(raw);
  // Issue 28: the message quotes what was sent, so the caller sees which value was wrong.
  if (value === undefined) throw new TargetError(`parameter ${key} must be ${kind.description}, not ${JSON.stringify(raw.slice(0, QUOTED_VALUE_LENGTH))}`);
  return value;
}

/**
 * Typed parameters of one pattern. Every caller key is checked with `Object.hasOwn` against the pattern's
 * own table (DESIGN §2: the allow-list accepts only what the contract lists): `key in table` would let
 * `constructor`, `toString` or `__proto__` through as "allowed" query keys that no pattern has.
 */
function bindParams(compiled: Compiled, rawPath: ReadonlyMap<string, string>, query: Map<string, string[]>) {
  const params: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(compiled.spec.pathParams)) {
    const raw = rawPath.get(key) ?? '';
    if (raw === '' && kind.parse(raw) === undefined) throw new TargetError(`parameter ${key} is missing from the path ${compiled.spec.path}: it must be ${kind.description}`);
    params[key] = parseParam(kind, key, raw);
  }
  for (const key of query.keys()) {
    if (!Object.hasOwn(compiled.spec.query, key)) throw new TargetError(`parameter ${key} is not allowed for ${compiled.spec.path}`);
  }
  for (const [key, kind] of Object.entries(compiled.spec.query)) {
    const raws = query.get(key);
    if (kind.repeated) {
      if (!raws || raws.length > MAX_REPETITIONS) throw new TargetError(`parameter ${key} must be given once or twice`);
      params[key] = raws.map((raw) => parseParam(kind, key, raw)).flat();
      continue;
    }
    if (raws && raws.length > 1) throw new TargetError(`parameter ${key} is given more than once`);
    const raw = raws?.[0];
    if (raw === undefined) {
      // Optional filters may be left out; everything else is required.
      if (kind.parse('') === null) {
        params[key] = null;
        continue;
      }
      throw new TargetError(`parameter ${key} is missing: it must be ${kind.description}`);
    }
    const value = parseParam(kind, key, raw);
    if (kind.literal === undefined) params[key] = value;
  }
  return params;
}

/** The first problem of `text` against the patterns whose path it fits; the match when there is none. */
function bindFirst<N extends string>(compiledTable: Compiled[], text: string): { name: N; params: Record<string, unknown> } {
  const questionMark = text.indexOf('?');
  const path = questionMark === -1 ? text : text.slice(0, questionMark);
  const query = parseQuery(questionMark === -1 ? '' : text.slice(questionMark + 1));
  let firstProblem: TargetError | undefined;
  for (const compiled of compiledTable) {
    const rawPath = matchPath(compiled, path);
    if (!rawPath) continue;
    try {
      return { name: compiled.name as N, params: bindParams(compiled, rawPath, query) };
    } catch (error) {
      if (!(error instanceof TargetError)) throw error;
      firstProblem ??= error;
    }
  }
  throw firstProblem ?? new TargetError(`unknown target "${path}": it is not in the allow-list`);
}

function resolve<N extends string>(compiledTable: Compiled[], text: unknown, subject: Subject): { name: N; params: Record<string, unknown> } {
  if (typeof text !== 'string') throw new TargetError(`${subject} must be a string`);
  try {
    refuseUnsafe(text, subject);
  } catch (unsafe) {
    if (!(unsafe instanceof TargetError) || subject === 'taReqUrl') throw unsafe;
    // Issue 28: a direct call's URL names its parameters by place (`ta/Tournament/Season/%2e%2e`): the one
    // whose value is wrong is named with the reason, when the text fits a pattern at all. Refused either way.
    let blamed: unknown;
    try {
      bindFirst(compiledTable, text);
    } catch (error) {
      blamed = error;
    }
    throw blamed instanceof TargetError && blamed.message.startsWith('parameter ') ? new TargetError(`${blamed.message} (${unsafe.message})`) : unsafe;
  }
  return bindFirst<N>(compiledTable, text);
}

/** A proxy target read from text: its name and typed parameters. */
export type ResolvedProxyTarget = { [N in ProxyTargetName]: { name: N; params: ProxyParams<N> } }[ProxyTargetName];
export type ResolvedDirectTarget = { [N in DirectTargetName]: { name: N; params: DirectParams<N> } }[DirectTargetName];

/** Reads a proxy `taReqUrl`; throws `TargetError` naming the problem when no pattern allows it. */
export function resolveProxyTarget(text: unknown): ResolvedProxyTarget {
  return resolve(compiledProxy, text, 'taReqUrl') as ResolvedProxyTarget;
}

/** Reads a direct-call path (without the `/api/` prefix). */
export function resolveDirectTarget(text: unknown): ResolvedDirectTarget {
  return resolve(compiledDirect, text, 'the URL') as ResolvedDirectTarget;
}

function build(spec: TargetSpec, params: Record<string, unknown>): string {
  const path = spec.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const kind = Object.hasOwn(spec.pathParams, key) ? spec.pathParams[key] : undefined;
    if (!kind) throw new Error(`no kind for path parameter ${key}`);
    return kind.format(params[key]);
  });
  const query = Object.entries(spec.query).flatMap(([key, kind]) => {
    if (kind.literal !== undefined) return [`${key}=${kind.literal}`];
    const value = params[key];
    if (kind.repeated) {
      // The builder writes only what the allow-list accepts: one id per repetition, once or twice.
      if (!Array.isArray(value) || value.length < 1 || value.length > MAX_REPETITIONS)
        throw new Error(`parameter ${key} takes 1 to ${MAX_REPETITIONS} values`);
      return value.map((item: unknown) => `${key}=${kind.format([item])}`);
    }
    return [`${key}=${kind.format(value)}`];
  });
  return query.length === 0 ? path : `${path}${spec.queryPrefix}${query.join('&')}`;
}

/** Writes the `taReqUrl` of a proxy target (SPEC §7), e.g. `ta/TournamentTeams/?tournamentId=5`. */
export function buildTarget<N extends ProxyTargetName>(name: N, params: ProxyParams<N>): string {
  return build(proxyTargets[name], params as Record<string, unknown>);
}

/** Writes the path of a direct call, relative to `/api/`. */
export function buildDirectTarget<N extends DirectTargetName>(name: N, params: DirectParams<N>): string {
  return build(directTargets[name], params as Record<string, unknown>);
}
