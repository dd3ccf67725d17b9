// Wire bench entry (scripts/wire-bench.mjs, issue 25): the hand readers of exactly what wireZodSchema.mjs
// writes in zod (seasons, tournaments, teams, match lists; envelope or bare), for a like-for-like figure.
import { parseMatch, parseSeason, parseTeam, parseTournament } from '../../src/shared/wire/entities';
import { listIn } from '../../src/shared/wire/read';

Object.assign(globalThis, { wire: { listIn, parseMatch, parseSeason, parseTeam, parseTournament } });
