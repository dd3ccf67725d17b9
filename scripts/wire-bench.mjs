// The wire figures of `npm run bench` (issue 25, DESIGN §6.1 "one schema library if its client cost is
// small, else one shared set of readers"): written to .bench/wire.json and printed.
// - gzip (level 9) of the wire layer as the client ships it: a production webpack bundle of the first
//   bundle's parsers, and of every parser; the hand readers of seasons, tournaments, teams and match
//   lists beside the same schemas written with zod v4 (`zod/mini` and `zod`, scripts/bench/wireZodSchema.mjs);
//   and an empty bundle (webpack's own bytes);
// - parse time of the largest answer, icehockey/TournamentPlayers with 5,000 players in real-wire
//   spellings (string ids, padded names, figures as text): JSON.parse, the client's parser, and the
//   server's drift check of the same answer; and 5,000 matches by the hand readers and by zod/mini.
// Bounded: fixed run counts, no network.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const RUNS = 15;
const WARM_UP = 3;
const out = resolve('.bench/wire');
process.env.BABEL_ENV ??= 'production';

const rules = [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: 'babel-loader' } }];
/** `bench-zod`: the zod flavour the schema module imports (scripts/bench/wireZodSchema.mjs). */
const common = (zod) => ({
  mode: 'production',
  devtool: false,
  resolve: { extensions: ['.ts', '.js', '.mjs'], alias: { 'bench-zod$': zod } },
  module: { rules },
  performance: { hints: false },
});
const browser = { splitChunks: false, runtimeChunk: false };
const browserEntries = {
  empty: './scripts/bench/wireEmpty.mjs',
  wireEntities: './scripts/bench/wireEntities.ts',
  wireFirstBundle: './scripts/bench/wireFirstBundle.ts',
  wireEveryParser: './scripts/bench/wireEveryParser.ts',
};

function build(configs) {
  return new Promise((done, fail) => {
    webpack(configs, (error, stats) => {
      if (error) return fail(error);
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      done();
    });
  });
}

await build([
  // Each entry alone (no shared chunks), as a browser bundle.
  { ...common('zod/mini'), entry: browserEntries, output: { path: out, filename: '[name].js', clean: true }, optimization: browser },
  { ...common('zod/mini'), name: 'zodMini', entry: { zodMini: './scripts/bench/wireZod.mjs' }, output: { path: `${out}-zodMini`, filename: '[name].js', clean: true }, optimization: browser },
  { ...common('zod'), name: 'zodClassic', entry: { zodClassic: './scripts/bench/wireZod.mjs' }, output: { path: `${out}-zodClassic`, filename: '[name].js', clean: true }, optimization: browser },
  { ...common('zod/mini'), target: 'node', entry: { timing: './scripts/bench/wireTiming.ts' }, output: { path: `${out}-node`, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true } },
]);

const bundles = { ...Object.fromEntries(Object.keys(browserEntries).map((name) => [name, `${out}/${name}.js`])), zodMini: `${out}-zodMini/zodMini.js`, zodClassic: `${out}-zodClassic/zodClassic.js` };
const gzip = Object.fromEntries(
  Object.entries(bundles).map(([name, file]) => {
    const bytes = readFileSync(file);
    return [name, { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }];
  }),
);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function time(run) {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return Math.round(median(samples) * 100) / 100;
}

const timing = createRequire(import.meta.url)(`${out}-node/timing.cjs`);
const silent = { unreadable() {}, at: () => silent };

const players = Array.from({ length: 5000 }, (_, i) => ({
  personId: String(100000 + i),
  orgId: String(1000 + (i % 14)),
  firstName: `Spiller${i} `,
  lastName: `Etternavn${i}  `,
  teamName: `Lag ${i % 14} `,
  teamShortName: `L${i % 14}`,
  position: i % 9 === 0 ? 'GK1' : 'CE',
  rank: i + 1,
  ...Object.fromEntries(['gp', 'g', 'a', 'pts', 'plusMinus', 'pim', 'ppg', 'ppa', 'shg', 'sha', 'gwg', 'sog', 'faceoffsWinPct', 'faceoffs'].map((key, k) => [key, String((i + k) % 40)])),
  ...Object.fromEntries(['gamesPlayed', 'goalsScored', 'assists', 'points', 'powerPlayGoals', 'powerPlayGoalAssists', 'shortHandedGoals', 'shortHandedGoalAssists', 'shots', 'shotsPct', 'faceOffs'].map((key, k) => [key, (i + k) % 40])),
}));
const playersText = JSON.stringify(players);
const playersRaw = JSON.parse(playersText);

const matches = Array.from({ length: 5000 }, (_, i) => ({
  matchId: String(5_000_000 + i),
  matchDate: `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}/2026 00:00:00`,
  matchStartTime: i % 7 === 0 ? 0 : 1900,
  tournamentId: '700',
  tournamentName: 'EHL ',
  seasonId: '500',
  hometeam: `Lag ${i % 14} `,
  awayteam: `Lag ${(i + 1) % 14} `,
  hometeamId: String(10 + (i % 14)),
  awayteamId: String(10 + ((i + 1) % 14)),
  hometeamOverriddenName: null,
  activityAreaName: 'Jordal Amfi',
  statusTypeId: i % 3,
  liveClientType: 'Advanced',
  matchResult: i % 3 === 2 ? { homeGoals: '3', awayGoals: 2, matchEndResult: '3-2' } : null,
  sportId: 151,
}));
const matchesRaw = { matches };
const zodSchemas = timing.makeSchemas();
const sameCount = zodSchemas.tournamentMatches.parse(matchesRaw).length === timing.parseProxyResponse('tournamentMatches', matchesRaw, silent).matches.length;
if (!sameCount) throw new Error('the zod schema and the hand readers disagree on the bench matches');

const parse = {
  players5000: {
    answerBytes: Buffer.byteLength(playersText),
    jsonParseMs: time(() => JSON.parse(playersText)),
    clientParseMs: time(() => timing.parseHockeyPlayers(playersRaw, silent)),
    serverDriftCheckMs: time(() => timing.checkAnswer(timing.proxyWireParsers.hockeyTournamentPlayers, playersRaw)),
  },
  matches5000: {
    handReadersMs: time(() => timing.parseProxyResponse('tournamentMatches', matchesRaw, silent)),
    zodMiniMs: time(() => zodSchemas.tournamentMatches.parse(matchesRaw)),
  },
};

const results = { gzip, parse };
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/wire.json', `${JSON.stringify(results, null, 2)}\n`);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const net = (name) => gzip[name].gzipBytes - gzip.empty.gzipBytes;
console.log('\nwire layer (issue 25): production webpack bundle, gzip level 9, minus an empty bundle (%d bytes)', gzip.empty.gzipBytes);
console.table(
  Object.fromEntries(
    ['wireEntities', 'zodMini', 'zodClassic', 'wireFirstBundle', 'wireEveryParser'].map((name) => [name, { 'gzip KB': kb(gzip[name].gzipBytes), 'net gzip KB': kb(net(name)), 'min KB': kb(gzip[name].bytes) }]),
  ),
);
console.log('seasons, tournaments, teams and match lists: hand readers %s KB gzip; the same in zod/mini %s KB, in zod %s KB', kb(net('wireEntities')), kb(net('zodMini')), kb(net('zodClassic')));
console.log('the wire of the first bundle: %s KB gzip; every parser of every target: %s KB', kb(net('wireFirstBundle')), kb(net('wireEveryParser')));
console.log('icehockey/TournamentPlayers, 5,000 players (%s KB): JSON.parse %d ms, client parse %d ms, server drift check %d ms (median of %d)', kb(parse.players5000.answerBytes), parse.players5000.jsonParseMs, parse.players5000.clientParseMs, parse.players5000.serverDriftCheckMs, RUNS);
console.log('5,000 matches: hand readers %d ms, zod/mini %d ms', parse.matches5000.handReadersMs, parse.matches5000.zodMiniMs);
