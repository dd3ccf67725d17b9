/**
 * The kiosk route (issue 15, DESIGN §6.3): the arena screen, outside the app shell. Thin: the kiosk saga
 * reads the data and rotates the views (state/kiosk), the rules are in domain/kiosk and domain/live, the
 * row models in state/kiosk/selectors; this page formats texts and picks the view's component. Only the
 * view on screen subscribes to its data. Two tickers (device time for ages and the running clock, the
 * site clock for "today" and live windows) are the page's only timers, cleared on unmount.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useDeviceNow, useNow } from '../../app/clock';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { staleAfterMs, visibleAgeSeconds, type KioskProblem, type KioskScreen } from '../../domain/kiosk';
import type { ArenaFacts } from '../../domain/live/arena';
import { liveClock } from '../../domain/live/clock';
import { displayTeamName } from '../../domain/matches';
import { presentStatus } from '../../domain/matchStatus';
import { visibleStatus } from '../../domain/score';
import { formatHhmm, formatMmSs, matchDay } from '../../domain/time';
import { selectLiveConnection, selectLiveView, selectLiveViewStatus } from '../../state/live/selectors';
import { selectResultsVisibility } from '../../state/visibility/selectors';
import {
  selectArenaFacts,
  selectGoalCard,
  selectKiosk,
  selectKioskMatch,
  selectKioskStandings,
  selectNextMatches,
  selectShownLiveMatchId,
  selectTodayRows,
  selectViewFreshness,
} from '../../state/kiosk/selectors';
import { KioskFrame, KioskMessage, type ConnectionTone } from '../../ui/kiosk/KioskFrame';
import { KioskLive, type KioskGoalCardProps, type KioskLiveLine } from '../../ui/kiosk/KioskLive';
import { KioskTable, type KioskColumn, type KioskRow } from '../../ui/kiosk/KioskTable';
import { formatStatusLabel } from '../shared/matchRowViews';

type T = (id: string, values?: Record<string, string | number>) => string;

function problemLine(t: T, problem: KioskProblem): string {
  return t(`kiosk.problem.${problem.key}`, { value: problem.value === null || problem.value === '' ? t('kiosk.problem.none') : problem.value });
}

interface Indicator {
  connection: { text: string; tone: ConnectionTone } | null;
  age: string | null;
}

export default function KioskPage() {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const kiosk = useAppSelector(selectKiosk);
  const deviceNow = useDeviceNow();
  const clockNow = useNow(1000);
  const league = kiosk.league.data?.tournamentName ?? '';
  useDocumentTitle(league === '' ? null : league, t('kiosk.title'));

  const view: KioskScreen | null = kiosk.view;
  const freshness = useAppSelector((state) => selectViewFreshness(state, view === null || view === 'quiet' ? 'today' : view));
  const shownLiveId = useAppSelector((state) => selectShownLiveMatchId(state, clockNow));
  const feed = useAppSelector((state) => (shownLiveId === null ? null : selectLiveConnection(state, shownLiveId)));

  const steps = (kiosk.query?.views ?? []).map((key) => ({ key, label: t(`kiosk.views.${key}`), current: key === view }));
  const frame = (title: string, indicator: Indicator, content: ReactNode) => (
    <KioskFrame
      league={league}
      title={title}
      steps={steps}
      stepsLabel={t('kiosk.rotation')}
      connection={indicator.connection}
      age={indicator.age}
      notice={kiosk.reloadPending ? t('kiosk.reloading') : null}
    >
      {content}
    </KioskFrame>
  );

  if (kiosk.problems.length > 0) {
    return frame(
      t('kiosk.title'),
      { connection: null, age: null },
      <KioskMessage title={t('kiosk.problem.title')} lines={[t('kiosk.problem.intro'), ...kiosk.problems.map((p) => problemLine(t, p)), t('kiosk.problem.example')]} />,
    );
  }
  const query = kiosk.query;
  if (query === null || view === null) {
    return frame(t('kiosk.title'), { connection: { text: t('kiosk.connection.connecting'), tone: 'warning' }, age: null }, <KioskMessage title={t('kiosk.loading')} />);
  }

  const staleMs = staleAfterMs(query.rotateSeconds);
  let indicator: Indicator;
  if (view === 'live' && feed !== null && !feed.ended) {
    // The feed's own state: while it is lost, the age of what the view last knew to be current.
    const lost = feed.connection === 'reconnecting' || feed.connection === 'offline';
    const seconds = lost && feed.dataAsOfMs !== null ? Math.max(0, Math.floor((deviceNow - feed.dataAsOfMs) / 1000)) : null;
    indicator = {
      connection: { text: t(`kiosk.connection.${feed.connection}`), tone: feed.connection === 'live' ? 'live' : 'warning' },
      age: seconds === null ? null : t('kiosk.age', { seconds }),
    };
  } else {
    // Offline, the data on screen are kept copies: their age always shows.
    const seconds = visibleAgeSeconds(freshness.fetchedAtMs, freshness.failing || freshness.offline, deviceNow, staleMs);
    indicator = {
      connection: freshness.offline
        ? { text: t('kiosk.connection.offline'), tone: 'warning' }
        : freshness.failing
          ? { text: t('kiosk.connection.retrying'), tone: 'warning' }
          : { text: t('kiosk.connection.online'), tone: 'ok' },
      age: seconds === null ? null : t('kiosk.age', { seconds }),
    };
  }

  // Issue 24 case 11: every view is empty — one calm screen, not a blank or an empty view.
  if (view === 'quiet') return frame(t('kiosk.title'), indicator, <KioskMessage title={t('kiosk.quiet.title')} lines={[t('kiosk.quiet.message')]} />);
  const title = t(`kiosk.views.${view}`);
  switch (view) {
    case 'live':
      return frame(title, indicator, <LiveView matchId={shownLiveId} deviceNow={deviceNow} clockNow={clockNow} />);
    case 'today':
      return frame(title, indicator, <TodayView clockNow={clockNow} />);
    case 'standings':
      return frame(title, indicator, <StandingsView />);
    case 'next':
      return frame(title, indicator, <NextView clockNow={clockNow} />);
  }
}

function lineSide(side: 'H' | 'A' | null): 'home' | 'away' | null {
  return side === 'H' ? 'home' : side === 'A' ? 'away' : null;
}

function goalLines(t: T, facts: ArenaFacts | null): { goals: KioskLiveLine[]; penalties: KioskLiveLine[] } {
  if (!facts) return { goals: [], penalties: [] };
  return {
    goals: facts.goals.map((goal) => ({
      key: goal.clientId,
      side: lineSide(goal.side),
      lead: goal.time ?? '',
      text: goal.scorer ?? '–',
      detail: goal.assists.length > 0 ? t('kiosk.assists', { names: goal.assists.join(', ') }) : t('kiosk.unassisted'),
    })),
    penalties: facts.penalties.map((penalty) => ({
      key: penalty.clientId,
      side: lineSide(penalty.side),
      lead: formatMmSs(penalty.secondsLeft),
      text: penalty.player ?? '–',
      detail: t('kiosk.penaltyLeft', { minutes: penalty.minutes, left: formatMmSs(penalty.secondsLeft) }),
    })),
  };
}

function LiveView({ matchId, deviceNow, clockNow }: { matchId: number | null; deviceNow: number; clockNow: number }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const live = useAppSelector((state) => (matchId === null ? null : selectLiveView(state, matchId)));
  const match = useAppSelector((state) => selectKioskMatch(state, matchId));
  // Issue 25 case 6: the one live-data rule; without a feed a started match says "No live data", not "Starts 21:47".
  const status = useAppSelector((state) => (matchId === null ? null : selectLiveViewStatus(state, matchId, match, clockNow)));
  const facts = useAppSelector((state) => selectArenaFacts(state, matchId));
  const goal = useAppSelector(selectGoalCard);
  const holding = useAppSelector((state) => state.kiosk.goal !== null);
  // SPEC §4 (issue 24): a league that does not publish results shows its match here without score, goals or goal card.
  const visibility = useAppSelector((state) => (matchId === null ? 'unknown' : selectResultsVisibility(state, matchId)));
  const shown = visibility === 'shown';
  if (matchId === null) return <KioskMessage title={t('kiosk.noLive')} />;
  if (live === null || (live.matchData === null && match === null)) return <KioskMessage title={t('kiosk.loading')} />;
  const homeName = live.matchData?.HomeTeam.trim() || (match ? displayTeamName(match, 'home') : '');
  const awayName = live.matchData?.AwayTeam.trim() || (match ? displayTeamName(match, 'away') : '');
  const score = shown ? live.score : null;
  const homeScore = score === null ? '–' : String(score.h);
  const awayScore = score === null ? '–' : String(score.a);
  const noLiveData = status?.kind === 'noLiveData';
  const notStarted = !noLiveData && live.phase.kind === 'notStarted';
  const startTime = match ? formatHhmm(match.matchStartTime) : null;
  const period = noLiveData
    ? t('status.noLiveData')
    : notStarted && startTime !== null
      ? t('kiosk.startsAt', { time: startTime })
      : live.sport
        ? formatStatusLabel(intl, presentStatus(visibleStatus(status ?? live.status, visibility, live.sport), live.sport, visibility === 'shown' ? live.set : null).label)
        : '';
  const clock = live.sport && !notStarted && !noLiveData ? liveClock(live.sport, live.phase, live.timer, deviceNow).text : null;
  const { goals, penalties } = goalLines(t, facts);
  const card = shown && holding && goal !== null ? goalCard(t, goal, homeName, awayName, homeScore, awayScore) : null;
  return (
    <KioskLive
      homeName={homeName}
      awayName={awayName}
      homeScore={homeScore}
      awayScore={awayScore}
      scoreLabel={t('kiosk.score', { home: homeName, away: awayName, homeScore, awayScore })}
      period={period}
      periodTone={noLiveData ? 'muted' : 'live'}
      clock={clock}
      goalsTitle={t('kiosk.lastGoals')}
      goals={shown ? goals : []}
      // Issue 25 case 6: with no live data, "No goals yet" and "0 – 0" shots would be made up.
      noGoals={noLiveData ? t('status.noLiveData') : shown ? t('kiosk.noGoals') : t('match.notPublished.title')}
      penaltiesTitle={t('kiosk.penalties')}
      penalties={penalties}
      shotsTitle={t('kiosk.shots')}
      shots={facts?.shots && !noLiveData ? { home: String(facts.shots.h), away: String(facts.shots.a) } : null}
      goalCard={card}
    />
  );
}

function goalCard(
  t: T,
  goal: NonNullable<ReturnType<typeof selectGoalCard>>,
  homeName: string,
  awayName: string,
  homeScore: string,
  awayScore: string,
): KioskGoalCardProps {
  const team = goal.side === 'A' ? awayName : homeName;
  const score = goal.score ? `${goal.score.h} – ${goal.score.a}` : `${homeScore} – ${awayScore}`;
  return {
    title: t('kiosk.goal'),
    team: t('kiosk.goalFor', { team }),
    scorer: goal.scorer,
    assists: goal.assists.length > 0 ? t('kiosk.assists', { names: goal.assists.join(', ') }) : t('kiosk.unassisted'),
    score,
  };
}

function TodayView({ clockNow }: { clockNow: number }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const rows = useAppSelector((state) => selectTodayRows(state, clockNow));
  const loaded = useAppSelector((state) => state.kiosk.matches.fetchedAtMs !== null);
  if (rows.length === 0) return <KioskMessage title={t(loaded ? 'kiosk.noToday' : 'kiosk.loading')} />;
  const columns: KioskColumn[] = [
    { key: 'time', label: t('kiosk.column.time') },
    { key: 'match', label: t('kiosk.column.match'), grow: true },
    { key: 'score', label: t('kiosk.column.score'), align: 'center' },
    { key: 'status', label: t('kiosk.column.status'), align: 'right' },
  ];
  const body: KioskRow[] = rows.map((row) => ({
    key: String(row.matchId),
    live: row.status.kind === 'live',
    cells: {
      time: row.startTime ?? t('matches.time.tba'),
      match: `${row.homeName} – ${row.awayName}`,
      score: row.score,
      status: formatStatusLabel(intl, row.statusLabel),
    },
  }));
  return <KioskTable caption={t('kiosk.views.today')} columns={columns} rows={body} />;
}

function dayText(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate}T12:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
}

function NextView({ clockNow }: { clockNow: number }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  // Rounded to the minute: the list changes only as matches start.
  const matches = useAppSelector((state) => selectNextMatches(state, Math.floor(clockNow / 60_000) * 60_000));
  const loaded = useAppSelector((state) => state.kiosk.matches.fetchedAtMs !== null);
  if (matches.length === 0) return <KioskMessage title={t(loaded ? 'kiosk.noNext' : 'kiosk.loading')} />;
  const columns: KioskColumn[] = [
    { key: 'date', label: t('kiosk.column.date') },
    { key: 'time', label: t('kiosk.column.time') },
    { key: 'match', label: t('kiosk.column.match'), grow: true },
    { key: 'venue', label: t('kiosk.column.venue') },
  ];
  const body: KioskRow[] = matches.map((match) => ({
    key: String(match.matchId),
    cells: {
      date: dayText(intl, matchDay(match)),
      time: formatHhmm(match.matchStartTime) ?? t('matches.time.tba'),
      match: `${displayTeamName(match, 'home')} – ${displayTeamName(match, 'away')}`,
      venue: match.activityAreaName ?? '',
    },
  }));
  return <KioskTable caption={t('kiosk.views.next')} columns={columns} rows={body} />;
}

const figure = (value: number | null) => (value === null ? '–' : String(value));

function StandingsView() {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const rows = useAppSelector(selectKioskStandings);
  const loaded = useAppSelector((state) => state.kiosk.standings.fetchedAtMs !== null);
  if (rows.length === 0) return <KioskMessage title={t(loaded ? 'kiosk.noStandings' : 'kiosk.loading')} />;
  const draws = rows.some((row) => (row.draws ?? 0) > 0);
  const columns: KioskColumn[] = [
    { key: 'position', label: t('kiosk.column.position'), align: 'right' },
    { key: 'team', label: t('kiosk.column.team'), grow: true },
    { key: 'played', label: t('kiosk.column.played'), align: 'right' },
    { key: 'won', label: t('kiosk.column.won'), align: 'right' },
    ...(draws ? [{ key: 'drawn', label: t('kiosk.column.drawn'), align: 'right' as const }] : []),
    { key: 'lost', label: t('kiosk.column.lost'), align: 'right' },
    { key: 'goals', label: t('kiosk.column.goals'), align: 'right' },
    { key: 'points', label: t('kiosk.column.points'), align: 'right' },
  ];
  const body: KioskRow[] = rows.map((row) => ({
    key: `${row.position}-${row.orgId}`,
    cells: {
      position: String(row.position),
      team: row.orgName.trim(),
      played: figure(row.matches),
      won: figure(row.victories),
      drawn: figure(row.draws),
      lost: figure(row.losses),
      goals: row.totalGoalsFormatted ?? (row.goalsScored === null || row.goalsConceeded === null ? '–' : `${row.goalsScored}-${row.goalsConceeded}`),
      points: figure(row.totalPoints),
    },
  }));
  return <KioskTable caption={t('kiosk.views.standings')} columns={columns} rows={body} />;
}
