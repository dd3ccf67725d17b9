/**
 * The livematch route (SPEC §2 Live match view): by the configured sport id, the header with clock,
 * period name, teams and score; the connection status; the sport's tabs. The page opens the match in the
 * live state on mount and closes it on unmount (the saga follows it meanwhile); it keeps one 1-second
 * ticker for the clock and the last event's age, cleared on unmount.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LivePlayer } from '../../../shared/contract/live';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { basketballBox } from '../../domain/live/basketball';
import { liveClock } from '../../domain/live/clock';
import type { LiveSport } from '../../domain/live/sport';
import { allCategories, filterEvents, FILTER_OPTIONS, normalizeSelection, type EventCategory } from '../../domain/live/filters';
import { faceoffsByPlayer, sortByShirtNo, teamShortName } from '../../domain/live/lineup';
import { onIceSeconds } from '../../domain/live/onIce';
import { periodLabel, type PeriodLabel } from '../../domain/live/periods';
import { liveScoreText } from '../../domain/live/score';
import { parseMmSs } from '../../domain/time';
import { paths } from '../../domain/paths';
import { selectCurrentLeague, selectCurrentSeason } from '../../state/catalog/selectors';
import { liveEvents } from '../../state/live/liveSlice';
import { selectLiveView, type LiveViewModel } from '../../state/live/selectors';
import { BREAKPOINTS } from '../../theme';
import { BasketballTeam } from '../../ui/live/BasketballTeam';
import { ConnectionStatus } from '../../ui/live/ConnectionStatus';
import { EventFilter } from '../../ui/live/EventFilter';
import { HockeyLineups } from '../../ui/live/HockeyLineups';
import { HockeyTeams } from '../../ui/live/HockeyTeams';
import { InfoList } from '../../ui/live/InfoList';
import { LiveHeader, type LiveHeaderProps } from '../../ui/live/LiveHeader';
import { PlayByPlay } from '../../ui/live/PlayByPlay';
import { Tabs, type TabDef } from '../../ui/live/Tabs';
import { PageTitle } from '../../ui/PageTitle';

/** Device time, ticking every second while mounted (one interval, cleared on unmount). */
function useTicker(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}

const mobileQuery = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(mobileQuery);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(mobileQuery).matches : false),
  );
}

export function periodText(intl: IntlShape, label: PeriodLabel | null, fallback: string | null): string | null {
  if (!label) return fallback;
  if (label.kind === 'overtime') return intl.formatMessage({ id: 'live.period.overtime' });
  if (label.kind === 'shootout') return intl.formatMessage({ id: 'live.period.shootout' });
  return intl.formatMessage({ id: `live.period.${label.kind}` }, { n: label.n });
}

/**
 * The parts that change every second (the age of the last event, the running clock) tick on their own,
 * so the play-by-play and the team tables re-render only when events arrive, not once a second.
 */
function TickingStatus({ view }: { view: LiveViewModel }) {
  const intl = useIntl();
  const now = useTicker();
  return <ConnectionStatus kind={view.connection} text={statusText(intl, view, now)} />;
}

function TickingHeader({ sport, view, ...header }: Omit<LiveHeaderProps, 'clock'> & { sport: LiveSport; view: LiveViewModel }) {
  const now = useTicker();
  return <LiveHeader {...header} clock={liveClock(sport, view.timer, view.ended, now).text} />;
}

function statusText(intl: IntlShape, view: LiveViewModel, nowMs: number): string {
  const state = intl.formatMessage({ id: `live.connection.${view.connection}` });
  if (view.lastEventMs === null) return state;
  const seconds = Math.max(0, Math.round((nowMs - view.lastEventMs) / 1000));
  return `${state} · ${intl.formatMessage({ id: 'live.connection.lastEvent' }, { seconds })}`;
}

export default function LiveMatchPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useMemo(() => paths.livematch.parse(location.search), [location.search]);
  const matchId = typeof query.matchId === 'number' ? query.matchId : null;
  const matchDate = typeof query.matchDate === 'string' ? query.matchDate : null;
  const view = useAppSelector((state) => (matchId === null ? null : selectLiveView(state, matchId)));
  const season = useAppSelector(selectCurrentSeason);
  const league = useAppSelector(selectCurrentLeague);
  const isMobile = useIsMobile();
  const [tab, setTab] = useState('plays');
  const [filter, setFilter] = useState<EventCategory[] | null>(null);

  useEffect(() => {
    if (matchId === null) return undefined;
    dispatch(liveEvents.matchViewOpened({ matchId, matchDate }));
    return () => {
      dispatch(liveEvents.matchViewClosed({ matchId }));
    };
  }, [dispatch, matchId, matchDate]);

  const title = <PageTitle>{t('pages.livematch.title')}</PageTitle>;
  if (matchId === null || (view !== null && view.sport === null)) {
    return (
      <>
        {title}
        <p role="status">{t('live.notSetUp')}</p>
      </>
    );
  }
  if (view === null || view.sport === null) {
    return (
      <>
        {title}
        <p role="status">{t('live.loading')}</p>
      </>
    );
  }
  const sport = view.sport;
  const status = <TickingStatus view={view} />;
  if (view.matchData === null) {
    return (
      <>
        {title}
        {status}
        <p role="status">{view.loaded ? t('live.notSetUp') : t('live.loading')}</p>
      </>
    );
  }
  const data = view.matchData;
  const teamLink = (teamOrgId: number) => {
    const clickable = sport === 'hockey' || (sport === 'basketball' && isMobile);
    if (!clickable || teamOrgId <= 0) return undefined;
    const params = { seasonId: season?.seasonId ?? null, tournamentId: league?.tournamentId ?? null, teamOrgId };
    return () => void navigate(sport === 'hockey' ? paths.players.href(params) : paths.basketplayers.href(params));
  };
  const scoreText = liveScoreText(view.score);
  const homeShort = teamShortName(data.HomeTeam);
  const awayShort = teamShortName(data.AwayTeam);
  const selected = normalizeSelection(sport, filter ?? FILTER_OPTIONS[sport].defaults);
  const elapsed = parseMmSs(view.timer?.TotalMatchTime) ?? 0;

  const playByPlay: TabDef = {
    key: 'plays',
    label: t('live.tab.plays'),
    render: () => (
      <>
        <EventFilter
          label={t('live.filter.label')}
          options={allCategories(sport)}
          selected={selected}
          optionLabel={(c) => t(`live.filter.${c}`)}
          onChange={(next) => setFilter(normalizeSelection(sport, next))}
        />
        <PlayByPlay
          events={filterEvents(sport, view.events, selected)}
          homeShort={homeShort}
          awayShort={awayShort}
          label={t('live.tab.plays')}
          emptyText={t('live.noEvents')}
        />
      </>
    ),
  };
  const homePlayers = [...(data.HomeGoalies ?? []), ...(data.HomePlayers ?? [])];
  const awayPlayers = [...(data.AwayGoalies ?? []), ...(data.AwayPlayers ?? [])];
  const tabs: TabDef[] = [playByPlay];
  if (sport === 'hockey') {
    tabs.push({
      key: 'lineups',
      label: t('live.tab.lineups'),
      render: () => (
        <HockeyLineups
          teams={[
            { side: 'home', name: data.HomeTeam, players: homePlayers },
            { side: 'away', name: data.AwayTeam, players: awayPlayers },
          ]}
          lineLabel={(line) => t('live.lineups.line', { n: line })}
          goalieLabel={t('live.lineups.goalies')}
        />
      ),
    });
    tabs.push({
      key: 'teams',
      label: t('live.tab.teams'),
      render: () => (
        <HockeyTeams
          teams={[
            { side: 'home', name: data.HomeTeam, players: homePlayers, onSelect: teamLink(data.HomeTeamId) },
            { side: 'away', name: data.AwayTeam, players: awayPlayers, onSelect: teamLink(data.AwayTeamId) },
          ]}
          onIce={onIceSeconds(view.chronological, view.ended, elapsed)}
          faceoffs={faceoffsByPlayer(view.chronological)}
          labels={{ number: t('live.col.number'), player: t('live.col.player'), timeOnIce: t('live.col.timeOnIce'), faceoffPct: t('live.col.faceoffPct') }}
        />
      ),
    });
  }
  if (sport === 'basketball') {
    tabs.push({
      key: 'teams',
      label: t('live.tab.teams'),
      render: () => {
        const box = basketballBox(view.chronological, view.ended, elapsed);
        return (
          <>
            <BasketballTeam
              name={data.HomeTeam}
              side="H"
              players={sortByShirtNo(data.HomePlayers ?? [])}
              coaches={data.HomeCoaches ?? []}
              box={box.H}
              periods={box.periods}
            />
            <BasketballTeam
              name={data.AwayTeam}
              side="A"
              players={sortByShirtNo(data.AwayPlayers ?? [])}
              coaches={data.AwayCoaches ?? []}
              box={box.A}
              periods={box.periods}
            />
          </>
        );
      },
    });
  }

  const refereeItems = (data.Referees ?? []).map((r) => ({ term: r.Type, value: r.Name }));
  const basketballDetails =
    sport === 'basketball' ? (
      <InfoList
        label={t('live.details')}
        items={[
          ...(data.TournamentName ? [{ term: t('live.info.tournament'), value: data.TournamentName }] : []),
          ...(data.ActivityArea ? [{ term: t('live.info.arena'), value: data.ActivityArea }] : []),
          ...(data.MatchStartTime ? [{ term: t('live.info.start'), value: data.MatchStartTime }] : []),
          ...refereeItems,
          ...(typeof data.Attendance === 'number' ? [{ term: t('live.info.attendance'), value: String(data.Attendance) }] : []),
        ]}
      />
    ) : null;
  const volleyballFacts =
    sport === 'volleyball' ? <VolleyballFacts view={view} refereeItems={refereeItems} homePlayers={data.HomePlayers ?? []} awayPlayers={data.AwayPlayers ?? []} /> : null;

  return (
    <>
      {title}
      {status}
      <TickingHeader
        sport={sport}
        view={view}
        home={{ name: data.HomeTeam, logo: null, onSelect: teamLink(data.HomeTeamId) }}
        away={{ name: data.AwayTeam, logo: null, onSelect: teamLink(data.AwayTeamId) }}
        scoreText={scoreText}
        scoreLabel={t('live.scoreLabel', { home: data.HomeTeam, away: data.AwayTeam, score: scoreText })}
        periodName={periodText(intl, periodLabel(sport, view.period), view.periodName)}
        details={
          sport === 'volleyball' ? (
            <small>
              {[data.ActivityArea, data.MatchStartTime].filter(Boolean).join(' · ')}
              {view.sets ? ` · ${t('live.sets', { h: view.sets.h, a: view.sets.a })}` : ''}
            </small>
          ) : null
        }
      />
      {basketballDetails}
      {volleyballFacts}
      <Tabs label={t('live.tabs')} tabs={tabs} active={tab} onChange={setTab} />
    </>
  );
}

/** Volleyball (SPEC §2): timeouts, match officials and best players (most points from the live events). */
function VolleyballFacts({
  view,
  refereeItems,
  homePlayers,
  awayPlayers,
}: {
  view: LiveViewModel;
  refereeItems: { term: string; value: string }[];
  homePlayers: readonly LivePlayer[];
  awayPlayers: readonly LivePlayer[];
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const timeouts = { H: 0, A: 0 };
  const points = new Map<number, number>();
  for (const e of view.chronological) {
    if (e.MatchEventType === 'Timeout') {
      if (e.Team === 'H') timeouts.H += 1;
      else if (e.Team) timeouts.A += 1;
    }
    if (e.MatchEventType === 'Point' && e.Player) points.set(e.Player.Id, (points.get(e.Player.Id) ?? 0) + 1);
  }
  const best = (players: readonly LivePlayer[]) =>
    [...players].sort((a, b) => (points.get(b.Id) ?? 0) - (points.get(a.Id) ?? 0))[0];
  const bestItems = [best(homePlayers), best(awayPlayers)]
    .filter((p): p is LivePlayer => p !== undefined && (points.get(p.Id) ?? 0) > 0)
    .map((p) => ({ term: t('live.info.bestPlayer'), value: `${p.FirstName} ${p.LastName} (${points.get(p.Id) ?? 0})` }));
  return (
    <InfoList
      label={t('live.details')}
      items={[{ term: t('live.info.timeouts'), value: `${timeouts.H} - ${timeouts.A}` }, ...refereeItems, ...bestItems]}
    />
  );
}
