/**
 * The livematch route (SPEC §2 Live match view): by the configured sport id, the status line, the header
 * with clock, the match's state, teams and score, and the sport's tabs. Thin: the rules are in
 * domain/live (phase, status, clock, connection line, links), the row models in state/live selectors.
 * The page opens the match in the live state on mount and closes it on unmount (the saga follows it
 * meanwhile); the ticking parts (clock, ages) re-render on their own once a second.
 *
 * Never a dead end (issue 11 case 2): a finished match says so and links to its result; a match without
 * live data says so and links to its notice page and the scoreboard.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDeviceNow, useNow } from '../../app/clock';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LivePlayer } from '../../../shared/contract/live';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { liveClock } from '../../domain/live/clock';
import { connectionLine, type ConnectionFacts } from '../../domain/live/connection';
import { allCategories, FILTER_OPTIONS, listedSelection, normalizeSelection, resultFreeCategories, type EventCategory } from '../../domain/live/filters';
import { sortByShirtNo, teamShortName } from '../../domain/live/lineup';
import { liveViewLinks } from '../../domain/live/links';
import { liveScoreText, type RunningSet } from '../../domain/live/score';
import { LIVE_SPORT, type LiveSport } from '../../domain/live/sport';
import { favouriteKey } from '../../domain/favourites';
import { languageOfLocale } from '../../domain/language';
import { termIn } from '../../domain/terms';
import { volleyballFacts } from '../../domain/live/volleyball';
import { NO_SCORE, presentStatus, type MatchStatus } from '../../domain/matchStatus';
import { visibleStatus, type ResultsVisibility } from '../../domain/score';
import { EmbedButton } from '../shared/EmbedButton';
import { useFavouriteStars } from '../shared/favouriteStars';
import { formatStatusLabel } from '../shared/matchRowViews';
import { paths } from '../../domain/paths';
import { DELAY_RANGE, delayedNowMs, hasScoreToHide } from '../../domain/spoiler';
import { selectBroadcastDelaySeconds, selectDelayLine, selectFeedDelaySeconds } from '../../state/spoiler/selectors';
import { selectClockRate } from '../../state/site/selectors';
import { spoilerEvents } from '../../state/spoiler/spoilerSlice';
import { useScoreShield } from '../../state/spoiler/useScoreShield';
import { BroadcastDelay } from '../../ui/live/BroadcastDelay';
import { ShieldNotice } from '../../ui/ShieldedScore';
import { liveEvents } from '../../state/live/liveSlice';
import { catchUpEvents } from '../../state/catchUp/catchUpSlice';
import { selectCatchUp } from '../../state/catchUp/selectors';
import {
  selectBasketballBox,
  selectLiveConnection,
  selectLiveGameFlow,
  selectHockeyTeamStats,
  selectListedMatch,
  selectLiveView,
  selectLiveViewStatus,
  selectListedPlayByPlay,
  type LiveViewModel,
} from '../../state/live/selectors';
import { selectSelectionQuery } from '../../state/selection/selectors';
import { useCalledOff } from '../../state/match/useCalledOff';
import { selectResultsVisibility } from '../../state/visibility/selectors';
import { BREAKPOINTS } from '../../theme';
import { GameFlow } from '../../ui/gameFlow/GameFlow';
import { BasketballTeam } from '../../ui/live/BasketballTeam';
import { CatchUpCard, type CatchUpCardProps } from '../../ui/live/CatchUpCard';
import { ConnectionStatus } from '../../ui/live/ConnectionStatus';
import { EventFilter } from '../../ui/live/EventFilter';
import { HockeyLineups } from '../../ui/live/HockeyLineups';
import { HockeyTeams } from '../../ui/live/HockeyTeams';
import { playerHref } from '../../ui/match/MatchView';
import { InfoList } from '../../ui/live/InfoList';
import { LiveHeader, type LiveHeaderProps } from '../../ui/live/LiveHeader';
import { PlayByPlay, type PlayByPlayProps } from '../../ui/live/PlayByPlay';
import { Tabs, type TabDef } from '../../ui/Tabs';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** The status line's text at `nowMs`. */
function statusText(
  intl: IntlShape,
  sport: LiveSport,
  view: LiveViewModel,
  feed: ConnectionFacts,
  nowMs: number,
  hidden: boolean,
  visibility: ResultsVisibility,
  delaySeconds: number,
): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // "Last event n s ago" is read on the delayed time line, as the event it counts from was shown (issue 24).
  const line = connectionLine(feed, nowMs, delaySeconds);
  switch (line.kind) {
    case 'ended':
      return hidden ? t('spoiler.statusPlayed') : formatStatusLabel(intl, presentStatus(visibleStatus(view.status, visibility, sport), sport).label);
    case 'connecting':
      return t('live.connection.connecting');
    case 'live':
      return line.lastEventSeconds === null
        ? t('live.connection.live')
        : `${t('live.connection.live')} · ${t('live.connection.lastEvent', { seconds: line.lastEventSeconds })}`;
    case 'reconnecting':
    case 'offline':
      return line.dataAge === null
        ? t(`live.connection.${line.kind}`)
        : `${t(`live.connection.${line.kind}`)} · ${t('live.connection.dataAge', { n: line.dataAge.n, unit: line.dataAge.unit })}`;
  }
}

/**
 * The parts that change every second (the ages, the running clock) tick on their own, so the play-by-play
 * and the team tables re-render only when events arrive, not once a second. The status line reads the
 * feed's state itself (`selectLiveConnection`): connecting, going live or losing the link redraws this line
 * alone (issue 26).
 */
function TickingStatus({
  matchId,
  sport,
  view,
  resultHref,
  hidden,
  visibility,
}: {
  matchId: number;
  sport: LiveSport;
  view: LiveViewModel;
  resultHref: string | null;
  hidden: boolean;
  visibility: ResultsVisibility;
}) {
  const intl = useIntl();
  const now = useDeviceNow();
  const delaySeconds = useAppSelector(selectFeedDelaySeconds);
  const feed = useAppSelector((state) => selectLiveConnection(state, matchId));
  if (feed === null) return null;
  const kind = feed.ended ? 'ended' : feed.connection;
  const link = feed.ended && resultHref ? { href: resultHref, label: intl.formatMessage({ id: 'live.finished.resultLink' }) } : null;
  return <ConnectionStatus kind={kind} text={statusText(intl, sport, view, feed, now, hidden, visibility, delaySeconds)} link={link} />;
}

function TickingHeader({
  sport,
  view,
  liveStatus,
  visibility,
  shownSet,
  ...header
}: Omit<LiveHeaderProps, 'clock' | 'stateLabel' | 'stateTone'> & {
  sport: LiveSport;
  view: LiveViewModel;
  /** The status by the live-data rule (`selectLiveViewStatus`). */
  liveStatus: MatchStatus;
  visibility: ResultsVisibility;
  shownSet: RunningSet | null;
}) {
  const intl = useIntl();
  const now = useDeviceNow();
  const delaySeconds = useAppSelector(selectFeedDelaySeconds);
  const rate = useAppSelector(selectClockRate);
  // SPEC §4: while results are not shown, a final does not say how it was decided, nor a set its points.
  // Issue 24 case 5: a volleyball set in play shows its points beside the sets won ("Set 2: 9 - 6"), unless shielded.
  const status = presentStatus(visibleStatus(liveStatus, visibility, sport), sport, shownSet);
  // Issue 16: "Final (OT)" would tell a shielded fan the match was level after regulation.
  const label = header.shield && view.status.kind === 'final' ? intl.formatMessage({ id: 'spoiler.statusPlayed' }) : formatStatusLabel(intl, status.label);
  // Issue 24: the running clock is read at now − delay (the events it goes with are that late) and re-synced
  // to the newest event that carries a time, at the server clock's rate.
  const clock = liveClock(sport, view.phase, view.timer, delayedNowMs(now, delaySeconds), view.clockSync, rate);
  return <LiveHeader {...header} clock={clock.text} stateLabel={label} stateTone={status.tone} />;
}

const mobileQuery = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
const NO_SELECTION: readonly EventCategory[] = [];
const NO_TIMES: ReadonlyMap<number, number> = new Map<number, number>();
const NO_FACEOFFS: ReadonlyMap<number, { won: number; total: number; percent: number }> = new Map<number, { won: number; total: number; percent: number }>();

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
  const selection = useAppSelector(selectSelectionQuery);
  const listed = useAppSelector((state) => (matchId === null ? null : selectListedMatch(state, matchId)));
  // Issue 25 case 6: without a live feed a started match has no live data, and says so (the one rule).
  const siteNow = useNow();
  const liveStatus = useAppSelector((state) => (matchId === null ? null : selectLiveViewStatus(state, matchId, listed, siteNow)));
  const noLiveData = liveStatus?.kind === 'noLiveData';
  const calledOff = useCalledOff(matchId);
  const isMobile = useMediaQuery(mobileQuery);
  const starFor = useFavouriteStars({ alerts: true });
  const [tab, setTab] = useState('plays');
  const [filter, setFilter] = useState<EventCategory[] | null>(null);
  const sport = view?.sport ?? null;
  // SPEC §4 (issue 24): the one visibility selector; until it says 'shown' (unknown counts as hidden) no
  // score, scoring event, catch-up, game flow or box score is shown, and the tab title has no score.
  const visibility = useAppSelector((state) => (matchId === null ? 'unknown' : selectResultsVisibility(state, matchId)));
  const resultsOpen = visibility === 'shown';
  const selected = useMemo(
    () => (sport ? listedSelection(sport, filter ?? FILTER_OPTIONS[sport].defaults, resultsOpen) : NO_SELECTION),
    [sport, filter, resultsOpen],
  );
  // The teams tab's figures read every event (time on ice, box score): worked out while that tab is shown,
  // not on every event behind the play-by-play (issue 14).
  const teamsShown = tab === 'teams';
  const hockey = useAppSelector((state) => (matchId === null || !teamsShown ? null : selectHockeyTeamStats(state, matchId)));
  const box = useAppSelector((state) => (matchId === null || !teamsShown || !resultsOpen ? null : selectBasketballBox(state, matchId)));
  const flow = useAppSelector((state) => (matchId === null || !resultsOpen ? null : selectLiveGameFlow(state, matchId)));
  const dismissCatchUp = useCallback(() => {
    if (matchId !== null) dispatch(catchUpEvents.cardDismissed({ matchId }));
  }, [dispatch, matchId]);
  const links = liveViewLinks(matchId, query, selection, listed);

  const pageTitle = t('pages.livematch.title');
  const data = view?.matchData ?? null;
  const homeTeam = data?.HomeTeam ?? '';
  const awayTeam = data?.AwayTeam ?? '';
  // Stable team names, so the memoized game flow and catch-up card re-render only when their data changes.
  const flowTeams = useMemo(() => ({ H: homeTeam, B: awayTeam }), [homeTeam, awayTeam]);
  const catchUpTeams = useMemo(() => ({ H: homeTeam, A: awayTeam }), [homeTeam, awayTeam]);
  const scoreText = resultsOpen ? liveScoreText(view?.score ?? null) : NO_SCORE;
  const shield = useScoreShield(matchId);
  // Issue 16: the shield hides the score, the result, the play-by-play and the box scores, the tab title too.
  const hidden = shield.hidden && (view === null || hasScoreToHide(view.status));
  // Issue 24 case 5: the running volleyball set is a score too — neither shielded nor where results are hidden.
  const shownSet = resultsOpen && !hidden ? (view?.set ?? null) : null;
  const delaySeconds = useAppSelector(selectBroadcastDelaySeconds);
  const delay = useAppSelector(selectDelayLine);
  useDocumentTitle(data ? `${data.HomeTeam} – ${data.AwayTeam}${hidden || !resultsOpen ? '' : ` ${scoreText}`}` : null, pageTitle);

  useEffect(() => {
    if (matchId === null) return undefined;
    dispatch(liveEvents.matchViewOpened({ matchId, matchDate, broadcastDelay: true }));
    return () => {
      dispatch(liveEvents.matchViewClosed({ matchId }));
    };
  }, [dispatch, matchId, matchDate]);

  const title = <PageTitle>{pageTitle}</PageTitle>;
  const scoreboardLink = { href: links.scoreboard, label: t('live.links.scoreboard') };
  const notSetUp = (
    <InfoNotice
      title={t('live.notSetUp')}
      links={[...(links.notReady ? [{ href: links.notReady, label: t('live.links.matchNotReady') }] : []), scoreboardLink]}
    />
  );
  // Issue 24 case 8: a called-off match has no feed coming; it says so rather than wait for one.
  if (calledOff !== null && data === null) {
    return (
      <>
        {title}
        <InfoNotice title={t(`match.calledOff.${calledOff}`)} links={[scoreboardLink]}>
          {t(`match.calledOff.${calledOff}Text`)}
        </InfoNotice>
      </>
    );
  }
  if (matchId === null || (view !== null && sport === null)) {
    return (
      <>
        {title}
        {notSetUp}
      </>
    );
  }
  if (view === null || sport === null) {
    return (
      <>
        {title}
        <p role="status">{t('live.loading')}</p>
      </>
    );
  }
  const status = <TickingStatus matchId={matchId} sport={sport} view={view} resultHref={links.result} hidden={hidden} visibility={visibility} />;
  const delayControl = (
    <BroadcastDelay
      label={t('spoiler.delay.label')}
      unit={t('spoiler.delay.unit')}
      activeText={delay ? t('spoiler.delay.active', { seconds: delay.seconds }) : null}
      seconds={delaySeconds}
      min={DELAY_RANGE.min}
      max={DELAY_RANGE.max}
      onChange={(seconds) => dispatch(spoilerEvents.broadcastDelayChosen({ seconds }))}
    />
  );
  if (data === null) {
    const finished = view.ended || (listed !== null && listed.matchResult !== null);
    return (
      <>
        {title}
        {!finished && !noLiveData && status}
        {noLiveData && !finished ? (
          <InfoNotice title={t('status.noLiveData')} links={[scoreboardLink]}>
            {t('live.noLiveData.text')}
          </InfoNotice>
        ) : !view.loaded ? (
          <>
            {/* Issue 24: the delay may be what holds the match back; the fan can shorten it from here. */}
            {delay && delayControl}
            <p role="status">{t('live.loading')}</p>
          </>
        ) : finished ? (
          <InfoNotice
            title={t('live.finished.title')}
            links={[...(links.result ? [{ href: links.result, label: t('live.finished.resultLink') }] : []), scoreboardLink]}
          />
        ) : (
          notSetUp
        )}
      </>
    );
  }
  const teamLink = (teamOrgId: number) => {
    const clickable = sport === 'hockey' || (sport === 'basketball' && isMobile);
    if (!clickable || teamOrgId <= 0) return undefined;
    const params = { seasonId: selection.seasonId, tournamentId: selection.tournamentId, teamOrgId };
    return () => void navigate(sport === 'hockey' ? paths.players.href(params) : paths.basketplayers.href(params));
  };
  // SPEC §2: player rows and names go to the player profile with seasonId, tournamentId, playerId, orgId.
  // The orgId is the side's team in this match: the team the profile looks the person up under.
  const livePlayerHref = (player: LivePlayer, side: 'home' | 'away') => {
    const teamId = side === 'home' ? data.HomeTeamId : data.AwayTeamId;
    return playerHref({ seasonId: selection.seasonId, tournamentId: selection.tournamentId }, player.Id, teamId > 0 ? teamId : player.TeamId);
  };
  // Issue 16: each side's star, keyed by the live view's sport and the listed match's team ids (the live
  // data's own ids when the match is not in the list).
  const homeStar = starFor(favouriteKey(LIVE_SPORT[sport], listed?.hometeamId ?? data.HomeTeamId), data.HomeTeam);
  const awayStar = starFor(favouriteKey(LIVE_SPORT[sport], listed?.awayteamId ?? data.AwayTeamId), data.AwayTeam);
  const homeShort = teamShortName(data.HomeTeam);
  const awayShort = teamShortName(data.AwayTeam);

  const playByPlay: TabDef = {
    key: 'plays',
    label: t('live.tab.plays'),
    render: () => (
      <>
        <EventFilter
          label={t('live.filter.label')}
          options={resultsOpen ? allCategories(sport) : resultFreeCategories(sport)}
          selected={selected}
          optionLabel={(c) => t(`live.filter.${c}`)}
          onChange={(next) => setFilter(normalizeSelection(sport, next))}
        />
        <ListedPlays matchId={matchId} selected={selected} homeShort={homeShort} awayShort={awayShort} label={t('live.tab.plays')} emptyText={t('live.noEvents')} />
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
          playerHref={livePlayerHref}
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
          onIce={hockey?.onIce ?? NO_TIMES}
          faceoffs={hockey?.faceoffs ?? NO_FACEOFFS}
          labels={{ number: t('live.col.number'), player: t('live.col.player'), timeOnIce: t('live.col.timeOnIce'), faceoffPct: t('live.col.faceoffPct') }}
          playerHref={livePlayerHref}
        />
      ),
    });
  }
  // The basketball box score is points and made shots: none while results are not shown (SPEC §4).
  if (sport === 'basketball' && resultsOpen) {
    tabs.push({
      key: 'teams',
      label: t('live.tab.teams'),
      render: () =>
        box && (
          <>
            <BasketballTeam name={data.HomeTeam} side="H" players={sortByShirtNo(data.HomePlayers ?? [])} coaches={data.HomeCoaches ?? []} box={box.H} periods={box.periods} playerHref={(player) => livePlayerHref(player, 'home')} />
            <BasketballTeam name={data.AwayTeam} side="A" players={sortByShirtNo(data.AwayPlayers ?? [])} coaches={data.AwayCoaches ?? []} box={box.A} periods={box.periods} playerHref={(player) => livePlayerHref(player, 'away')} />
          </>
        ),
    });
  }

  // Issue 27 case 6: the role in the page's language ("Dommer 1" reads "Referee 1" in English).
  const refereeItems = (data.Referees ?? []).map((r) => ({ term: termIn(languageOfLocale(intl.locale), 'refereeRole', r.Type) ?? '-', value: r.Name }));
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
  const volleyballDetails =
    sport === 'volleyball' && !hidden && resultsOpen ? (
      <VolleyballFacts view={view} refereeItems={refereeItems} homePlayers={data.HomePlayers ?? []} awayPlayers={data.AwayPlayers ?? []} />
    ) : null;

  return (
    <>
      {title}
      {status}
      {delayControl}
      <TickingHeader
        sport={sport}
        view={view}
        liveStatus={liveStatus ?? view.status}
        visibility={visibility}
        shownSet={shownSet}
        home={{ name: data.HomeTeam, logo: null, onSelect: teamLink(data.HomeTeamId), star: homeStar }}
        away={{ name: data.AwayTeam, logo: null, onSelect: teamLink(data.AwayTeamId), star: awayStar }}
        scoreText={scoreText}
        scoreLabel={
          shownSet
            ? t('live.scoreLabelWithSet', { home: data.HomeTeam, away: data.AwayTeam, score: scoreText, n: shownSet.set, h: shownSet.h, a: shownSet.a })
            : t('live.scoreLabel', { home: data.HomeTeam, away: data.AwayTeam, score: scoreText })
        }
        shield={
          hidden
            ? {
                hiddenLabel: t('spoiler.scoreHidden'),
                revealText: t('spoiler.reveal'),
                revealLabel: t('spoiler.revealMatch', { home: data.HomeTeam, away: data.AwayTeam }),
                onReveal: shield.reveal,
              }
            : null
        }
        details={
          sport === 'volleyball' ? (
            <small>{[data.ActivityArea, data.MatchStartTime].filter(Boolean).join(' · ')}</small>
          ) : null
        }
      />
      {/* Issue 29 case 2: the score for a club's website, as on the match page (the page fans share most on match day). */}
      <EmbedButton
        what={t('embed.kind.match')}
        options={[{ target: { kind: 'match', matchId }, frameTitle: t('embed.match.heading', { home: data.HomeTeam, away: data.AwayTeam }) }]}
      />
      {visibility === 'hidden' && <InfoNotice title={t('match.notPublished.title')}>{t('match.notPublished.message')}</InfoNotice>}
      {/* Issue 16: the catch-up card tells goals and scores, so the spoiler shield keeps it back too. */}
      {resultsOpen && !hidden && <LiveCatchUp matchId={matchId} teams={catchUpTeams} onDismiss={dismissCatchUp} />}
      {basketballDetails}
      {volleyballDetails}
      {hidden ? (
        <ShieldNotice
          title={t('spoiler.notice.title')}
          message={t('spoiler.notice.live')}
          actionText={t('spoiler.reveal')}
          actionLabel={t('spoiler.revealMatch', { home: data.HomeTeam, away: data.AwayTeam })}
          onAction={shield.reveal}
        />
      ) : (
        <>
          {flow && <GameFlow flow={flow} teams={flowTeams} headingId="live-game-flow" />}
          <Tabs label={t('live.tabs')} tabs={tabs} active={tab} onChange={setTab} />
        </>
      )}
    </>
  );
}

/**
 * The catch-up card (issue 16), read here rather than by the page (issue 26): the card's answer comes a task
 * after the view goes live, and it redraws the card alone, not the page (65 ms at 4x CPU).
 */
function LiveCatchUp({ matchId, ...card }: Omit<CatchUpCardProps, 'catchUp'> & { matchId: number }) {
  const catchUp = useAppSelector((state) => selectCatchUp(state, matchId));
  return catchUp && <CatchUpCard catchUp={catchUp} {...card} />;
}

/**
 * The play-by-play's rows, read here rather than by the page (issue 26): folding a long history is then a
 * render of its own, which React's hydration can yield before, not part of the page's.
 */
function ListedPlays({ matchId, selected, ...list }: Omit<PlayByPlayProps, 'rows'> & { matchId: number; selected: readonly EventCategory[] }) {
  const rows = useAppSelector((state) => selectListedPlayByPlay(state, matchId, selected));
  return <PlayByPlay rows={rows} {...list} />;
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
  const t = (id: string) => intl.formatMessage({ id });
  const facts = useMemo(() => volleyballFacts(view.chronological, homePlayers, awayPlayers), [view.chronological, homePlayers, awayPlayers]);
  const bestItems = facts.best.map(({ player, points }) => ({ term: t('live.info.bestPlayer'), value: `${player.FirstName} ${player.LastName} (${points})` }));
  return (
    <InfoList
      label={t('live.details')}
      items={[{ term: t('live.info.timeouts'), value: `${facts.timeouts.h} - ${facts.timeouts.a}` }, ...refereeItems, ...bestItems]}
    />
  );
}
