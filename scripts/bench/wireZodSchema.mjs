// The first bundle's wire (issue 25 bench): ta/Seasons, ta/Tournament/Season, ta/TournamentTeams and the
// match lists, written with zod v4 for the decision record — the same tolerance as the hand readers
// (src/shared/wire/read.ts: numbers or numeric strings, positive ids with 0 as none, trimmed names with
// blank as none, US or zone-less ISO dates, hhmm times, envelope or bare list, an unreadable field a
// null that is reported, a record without its identity dropped). `bench-zod` is an alias the bench sets
// to `zod/mini` or `zod`: the same code is bundled with each, so the two gzip figures differ only by the
// library, and every use is a static `z.name` so the bundler drops what is not used.
import * as z from 'bench-zod';

export function makeSchemas(report = () => {}) {
  const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
  const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
  const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*([AP]M)?)?$/i;
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  const blank = z.union([z.null(), z.undefined(), z.literal('')]);
  // An unreadable value becomes null and is told (the hand readers' report), never a failed answer.
  const tolerant = (schema) =>
    z.catch(schema, (ctx) => {
      report(ctx.issues?.[0]?.path?.join('.') ?? '', ctx.value);
      return null;
    });
  const num = tolerant(
    z.union([
      z.pipe(blank, z.transform(() => null)),
      z.number().check(z.refine(Number.isFinite)),
      z.pipe(z.string().check(z.refine((text) => text.trim() === '' || DECIMAL.test(text.trim()))), z.transform((text) => (text.trim() === '' ? null : Number(text.trim())))),
    ]),
  );
  const id = z.pipe(num, z.transform((value) => (value !== null && Number.isInteger(value) && value > 0 ? value : null)));
  const text = tolerant(
    z.union([
      z.pipe(blank, z.transform(() => null)),
      z.pipe(z.string(), z.transform((value) => value.trim() || null)),
      z.pipe(z.number(), z.transform(String)),
    ]),
  );
  const bool = tolerant(
    z.union([
      z.pipe(blank, z.transform(() => null)),
      z.boolean(),
      z.pipe(z.union([z.literal(1), z.literal(0)]), z.transform((value) => value === 1)),
      z.pipe(z.string().check(z.refine((value) => /^(true|false)$/i.test(value.trim()))), z.transform((value) => value.trim().toLowerCase() === 'true')),
    ]),
  );
  const canonical = (y, mo, d, h, mi, s) => {
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    if (mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || s > 59) return undefined;
    return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
  };
  const readDate = (raw) => {
    const iso = ISO.exec(raw);
    if (iso) return Number(iso[1]) === 1 ? null : canonical(+iso[1], +iso[2], +iso[3], +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0));
    const us = US.exec(raw);
    if (!us) return undefined;
    if (Number(us[3]) === 1) return null;
    let hour = +(us[4] ?? 0);
    if (us[7]) hour = (hour % 12) + (us[7].toUpperCase() === 'PM' ? 12 : 0);
    return canonical(+us[3], +us[1], +us[2], hour, +(us[5] ?? 0), +(us[6] ?? 0));
  };
  const dateTime = tolerant(
    z.union([
      z.pipe(z.union([blank, z.literal(0), z.literal('0')]), z.transform(() => null)),
      z.pipe(z.string(), z.transform((value, ctx) => {
        const read = readDate(value.trim());
        if (read === undefined) ctx.issues.push({ code: 'custom', message: 'not a date', input: value });
        return read ?? null;
      })),
    ]),
  );
  const hhmm = tolerant(
    z.union([
      z.pipe(z.union([blank, z.literal(0)]), z.transform(() => null)),
      z.pipe(z.union([z.number(), z.string()]), z.transform((value, ctx) => {
        const colon = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim()) : null;
        const time = colon ? +colon[1] * 100 + +colon[2] : typeof value === 'number' || /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;
        if (time === 0) return null;
        if (Number.isInteger(time) && time > 0 && Math.floor(time / 100) <= 23 && time % 100 <= 59) return time;
        ctx.issues.push({ code: 'custom', message: 'not a time', input: value });
        return null;
      })),
    ]),
  );
  const opt = (schema) => z.optional(schema);
  // A list bare or under one of `keys`; rows that lack their identity are dropped.
  const listIn = (keys, row) => {
    const rows = z.pipe(z.array(z.unknown()), z.transform((items) => items.flatMap((item) => {
      const read = row.safeParse(item);
      return read.success && read.data !== null ? [read.data] : [];
    })));
    return z.union([rows, z.pipe(z.record(z.string(), z.unknown()), z.transform((envelope) => {
      const key = keys.find((name) => Array.isArray(envelope[name]));
      return key === undefined ? [] : rows.parse(envelope[key]);
    }))]);
  };
  const season = z.pipe(
    z.object({ seasonId: opt(id), seasonName: opt(text), seasonDateFrom: opt(dateTime), orgIdOwner: opt(id) }),
    z.transform((r) => (r.seasonId && r.seasonDateFrom && r.orgIdOwner ? { ...r, seasonName: r.seasonName ?? String(r.seasonId) } : null)),
  );
  const tournament = z.pipe(
    z.object({
      tournamentId: opt(id), tournamentName: opt(text), sportId: opt(id), division: opt(num), isResultPublished: opt(bool),
      areMatchesPublished: opt(bool), leagueDisplayResults: opt(bool), seasonId: opt(id),
    }),
    z.transform((r) => (r.tournamentId && r.sportId ? { ...r, tournamentName: r.tournamentName ?? '', areMatchesPublished: r.areMatchesPublished ?? false, seasonId: r.seasonId ?? 0 } : null)),
  );
  const team = z.pipe(
    z.object({ teamId: opt(id), team: opt(text), overriddenName: opt(text), orgId: opt(id) }),
    z.transform((r) => (r.teamId ? { teamId: r.teamId, team: r.team ?? r.overriddenName ?? '', orgId: r.orgId ?? r.teamId } : null)),
  );
  const result = z.nullable(z.optional(z.pipe(z.object({ homeGoals: opt(num), awayGoals: opt(num), matchEndResult: opt(text) }), z.transform((r) => (r.homeGoals === null || r.homeGoals === undefined || r.awayGoals === null || r.awayGoals === undefined ? null : { ...r, matchEndResult: r.matchEndResult ?? '' })))));
  const teamKeys = ['hometeam', 'awayteam', 'hometeamId', 'awayteamId', 'hometeamOrgName', 'awayteamOrgName', 'hometeamOverriddenName', 'awayteamOverriddenName', 'hometeamClubOrgId', 'awayteamClubOrgId'];
  const match = z.pipe(
    z.object({
      matchId: opt(id), id: opt(id), matchDate: opt(dateTime), matchStartTime: opt(hhmm), matchEndTime: opt(hhmm), tournamentId: opt(id),
      tournamentName: opt(text), seasonId: opt(id), hometeam: opt(text), awayteam: opt(text), homeTeam: opt(text), awayTeam: opt(text),
      hometeamId: opt(id), awayteamId: opt(id), homeTeamId: opt(id), awayTeamId: opt(id), hometeamOrgName: opt(text), awayteamOrgName: opt(text),
      hometeamOverriddenName: opt(text), awayteamOverriddenName: opt(text), hometeamClubOrgId: opt(id), awayteamClubOrgId: opt(id),
      activityAreaName: opt(text), spectators: opt(num), statusTypeId: opt(num),
      liveClientType: opt(z.catch(z.enum(['Advanced', 'Standard', 'Simple', 'None']), null)), matchResult: result, sportId: opt(id),
    }),
    z.transform((r) => {
      const matchId = r.matchId ?? r.id;
      if (!matchId || !r.matchDate) return null;
      const out = { ...r, matchId, id: r.id ?? matchId, tournamentId: r.tournamentId ?? 0, tournamentName: r.tournamentName ?? '', sportId: r.sportId ?? 0, matchResult: r.matchResult ?? null };
      for (const key of teamKeys) out[key] = r[key] ?? r[key.replace(/^(home|away)team/, '$1Team')] ?? null;
      return out;
    }),
  );
  return {
    seasons: listIn(['seasons'], season),
    tournamentsInSeason: listIn(['tournamentsInSeason'], tournament),
    tournamentTeams: listIn(['teams'], team),
    tournamentMatches: listIn(['matches'], match),
  };
}
