/**
 * Issue 15 (DESIGN §6.3): `/ops`, the staff's live-operations wall — every live-covered match of today,
 * one tile each, in the order that needs attention first, with its feed's health. Rendered without the
 * app shell (no slider, no menus): a plain header and the wall.
 *
 * The page reads today's matches through the one api (polled once a minute so a match entering its window
 * joins), tells the ops saga which feeds to follow (it owns the one subscription), ticks once a second for
 * ages and health, and announces level changes (never a tick) in a polite live region.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useDeviceNow, useNow } from '../../app/clock';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { healthChanges, type HealthLevel, type HealthReason } from '../../domain/live/opsHealth';
import { liveScoreText } from '../../domain/live/score';
import { scheduledSportIds } from '../../domain/scoreboard';
import { leagueToday, toUsDate } from '../../domain/time';
import { readErrorMessage } from '../../state/api/api';
import { selectLeagues } from '../../state/catalog/selectors';
import { useOpsMatchesQuery, useOpsWireDriftQuery } from '../../state/ops/opsApi';
import { opsEvents } from '../../state/ops/opsSlice';
import { visibilityEvents } from '../../state/visibility/visibilitySlice';
import { opsFeeds, selectOps, selectOpsDriftLines, selectOpsTiles, type OpsDriftLine, type OpsTile as OpsTileModel } from '../../state/ops/selectors';
import { selectConfiguredSportId, selectSiteConfig, selectTimeZone } from '../../state/site/selectors';
import { VisuallyHidden } from '../../ui/LoadingOverlay';
import { OpsDriftNotice } from '../../ui/ops/OpsDriftNotice';
import { OpsTile, type OpsTileView } from '../../ui/ops/OpsTile';
import type { Match } from '../../../shared/contract';

const NO_MATCHES: readonly Match[] = [];
/** Today's list is read again this often (real ms): a match entering its window joins the wall. */
const LIST_POLL_MS = 60_000;
/** The server's upstream-drift figures (issue 25) are read again this often (real ms): they cover an hour. */
const DRIFT_POLL_MS = 60_000;

/** One drift line (issue 25): the target, its answers and the share unreadable whole, then its worst fields. */
function driftText(intl: IntlShape, line: OpsDriftLine): string {
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  const head =
    line.unreadableShare > 0
      ? intl.formatMessage({ id: 'ops.drift.targetUnreadable' }, { target: line.target, answers: line.answers, unreadable: percent(line.unreadableShare) })
      : intl.formatMessage({ id: 'ops.drift.target' }, { target: line.target, answers: line.answers });
  if (line.fields.length === 0) return head;
  const named = line.fields.map((field) =>
    field.rows === null
      ? intl.formatMessage({ id: 'ops.drift.field' }, { field: field.field, share: percent(field.share) })
      : intl.formatMessage({ id: 'ops.drift.rows' }, { field: field.field, rows: field.rows, share: percent(field.share) }),
  );
  if (line.moreFields > 0) named.push(intl.formatMessage({ id: 'ops.drift.more' }, { count: line.moreFields }));
  return `${head} · ${intl.formatMessage({ id: 'ops.drift.fields' }, { fields: intl.formatList(named, { type: 'conjunction' }) })}`;
}

function reasonText(intl: IntlShape, reason: HealthReason, tile: OpsTileModel): string {
  switch (reason) {
    case 'silent':
      return intl.formatMessage({ id: 'ops.reason.silent' }, { seconds: tile.health.silentSeconds ?? 0 });
    case 'connectionLost':
      return intl.formatMessage({ id: 'ops.reason.connectionLost' });
    case 'scoreMismatch':
      return intl.formatMessage({ id: 'ops.reason.scoreMismatch' }, { goals: liveScoreText(tile.goalsScore), events: liveScoreText(tile.eventsScore) });
  }
}

function tileView(intl: IntlShape, tile: OpsTileModel): OpsTileView {
  const levelText = intl.formatMessage({ id: `ops.level.${tile.health.level}` });
  const dash = '–';
  const figures: OpsTileView['figures'] = tile.followed
    ? [
        { term: intl.formatMessage({ id: 'ops.metric.events' }), value: intl.formatNumber(tile.received ?? 0) },
        { term: intl.formatMessage({ id: 'ops.metric.corrections' }), value: intl.formatNumber(tile.corrections ?? 0) },
        { term: intl.formatMessage({ id: 'ops.metric.deletes' }), value: intl.formatNumber(tile.deletes ?? 0) },
        {
          term: intl.formatMessage({ id: 'ops.metric.lastEvent' }),
          value: tile.health.silentSeconds === null ? dash : intl.formatMessage({ id: 'ops.metric.secondsAgo' }, { seconds: tile.health.silentSeconds }),
        },
        {
          term: intl.formatMessage({ id: 'ops.metric.connection' }),
          value: tile.connection === null ? dash : intl.formatMessage({ id: `live.connection.${tile.connection}` }),
        },
        {
          term: intl.formatMessage({ id: 'ops.metric.delay' }),
          value: tile.delayMs === null ? dash : intl.formatMessage({ id: 'ops.metric.delayMs' }, { ms: Math.round(tile.delayMs) }),
        },
      ]
    : [];
  return {
    matchId: tile.matchId,
    href: tile.href,
    label: intl.formatMessage({ id: 'ops.tile.label' }, { home: tile.home, away: tile.away, level: levelText }),
    home: tile.home,
    away: tile.away,
    meta: [tile.startTime ?? intl.formatMessage({ id: 'matches.time.tba' }), tile.tournamentName].filter(Boolean).join(' · '),
    score: tile.score,
    state: intl.formatMessage({ id: tile.status.id }, tile.status.values),
    clock: tile.clock,
    level: tile.health.level,
    levelText,
    phase: tile.phase,
    reasons: tile.health.reasons.map((reason) => reasonText(intl, reason, tile)).join(' · '),
    figures,
    note:
      [tile.resultsHidden ? intl.formatMessage({ id: 'match.notPublished.title' }) : null, tile.followed ? null : intl.formatMessage({ id: 'ops.notFollowed' })]
        .filter(Boolean)
        .join(' · ') || null,
  };
}

export default function OpsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteConfig);
  const zone = useAppSelector(selectTimeZone);
  const configuredSportId = useAppSelector(selectConfiguredSportId);
  const leagues = useAppSelector(selectLeagues);
  const ops = useAppSelector(selectOps);
  const nowMs = useNow(1000);
  const deviceNowMs = useDeviceNow(1000);
  const title = intl.formatMessage({ id: 'ops.title' });
  useDocumentTitle(title);

  const today = leagueToday(new Date(nowMs), zone);
  const sportIds = useMemo(() => scheduledSportIds(configuredSportId, leagues), [configuredSportId, leagues]);
  const query = useOpsMatchesQuery({ sportIds, date: toUsDate(today) }, { skip: sportIds.length === 0, pollingInterval: LIST_POLL_MS });
  const matches = query.data?.matches ?? NO_MATCHES;
  const drift = useOpsWireDriftQuery(undefined, { pollingInterval: DRIFT_POLL_MS });
  const driftLines = useAppSelector((state) => selectOpsDriftLines(state, drift.data));
  const driftTexts = useMemo(() => driftLines.map((line) => driftText(intl, line)), [driftLines, intl]);

  useEffect(() => {
    dispatch(opsEvents.wallOpened());
    return () => {
      dispatch(opsEvents.wallClosed());
    };
  }, [dispatch]);

  // SPEC §4: the listed matches' tournaments, so their results flags are read (a tile hides its score until then).
  const tournamentKey = [...new Set(matches.map((match) => match.tournamentId))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (tournamentKey !== '') dispatch(visibilityEvents.tournamentsListed({ tournamentIds: tournamentKey.split(',').map(Number) }));
  }, [dispatch, tournamentKey]);
  // The set the saga follows: recomputed on the tick, dispatched only when it changes.
  const feeds = useMemo(() => opsFeeds(matches, new Date(nowMs), zone), [matches, nowMs, zone]);
  const feedKey = feeds.map((feed) => `${feed.matchId}:${feed.sport}`).join(',');
  const listed = useRef('');
  useEffect(() => {
    if (!ops.open || listed.current === feedKey) return;
    listed.current = feedKey;
    dispatch(opsEvents.feedsListed({ feeds }));
  }, [dispatch, feedKey, feeds, ops.open]);

  const tiles = useAppSelector((state) => selectOpsTiles(state, matches, nowMs, deviceNowMs));
  const views = useMemo(() => tiles.map((tile) => tileView(intl, tile)), [tiles, intl]);

  // Announce level changes only (domain healthChanges), politely.
  const levels = useRef(new Map<number, HealthLevel>());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const changes = healthChanges(levels.current, tiles);
    levels.current = new Map(tiles.map((tile) => [tile.matchId, tile.health.level]));
    if (changes.length === 0) return;
    const byId = new Map(tiles.map((tile) => [tile.matchId, tile]));
    const lines = changes.map((change) => {
      const tile = byId.get(change.matchId);
      const match = tile ? `${tile.home} – ${tile.away}` : String(change.matchId);
      const level = intl.formatMessage({ id: `ops.level.${change.to}` });
      if (!tile || change.reasons.length === 0) return intl.formatMessage({ id: 'ops.announce' }, { match, level });
      const reasons = change.reasons.map((reason) => reasonText(intl, reason, tile)).join(', ');
      return intl.formatMessage({ id: 'ops.announceReasons' }, { match, level, reasons });
    });
    setAnnouncement(lines.join('. '));
  }, [tiles, intl]);

  const red = tiles.filter((tile) => tile.health.level === 'red').length;
  const amber = tiles.filter((tile) => tile.health.level === 'amber').length;

  return (
    <Wall>
      <Bar>
        {site.logo ? <Logo src={site.logo} alt="" /> : null}
        <div>
          <Heading>
            {title} <SiteName>· {site.title}</SiteName>
          </Heading>
          <Summary>
            {intl.formatMessage({ id: 'ops.summary' }, { matches: tiles.length, followed: feeds.length, channels: ops.channels })}
            {' · '}
            {intl.formatMessage({ id: 'ops.connection' }, { state: intl.formatMessage({ id: `live.connection.${ops.connection}` }) })}
          </Summary>
        </div>
        <Counts $alarm={red > 0}>{intl.formatMessage({ id: 'ops.counts' }, { red, amber })}</Counts>
      </Bar>
      <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {driftTexts.length > 0 ? (
        <OpsDriftNotice heading={intl.formatMessage({ id: 'ops.drift.heading' }, { minutes: drift.data?.windowMinutes ?? 60 })} lines={driftTexts} />
      ) : null}
      <main id="main">
        {query.isError ? (
          <Message role="alert">{intl.formatMessage({ id: 'ops.failed' }, { message: readErrorMessage(query.error) })}</Message>
        ) : query.isLoading || query.isUninitialized ? (
          <Message role="status">{intl.formatMessage({ id: 'ops.loading' })}</Message>
        ) : views.length === 0 ? (
          <Message>{intl.formatMessage({ id: 'ops.empty' })}</Message>
        ) : (
          <Grid aria-label={title}>
            {views.map((view) => (
              <OpsTile key={view.matchId} view={view} />
            ))}
          </Grid>
        )}
      </main>
    </Wall>
  );
}

const Wall = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* One wall from a laptop to a 4K screen: type grows with the viewport, within bounds. */
  font-size: clamp(14px, 0.8vw, 30px);
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 1em;
  padding: 0.75em 1.25em;
  background: ${({ theme }) => theme.colors.headerBackground};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const Logo = styled.img`
  height: 2.5em;
  width: auto;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5em;
`;

const SiteName = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Summary = styled.p`
  margin: 0.2em 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counts = styled.p<{ $alarm: boolean }>`
  margin: 0;
  font-weight: 700;
  font-size: 1.1em;
  color: ${({ theme, $alarm }) => ($alarm ? theme.colors.healthRed : theme.colors.text)};
  white-space: nowrap;
`;


const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(21em, 1fr));
  gap: 0.9em;
  margin: 0;
  padding: 1.25em;
`;

const Message = styled.p`
  padding: 1.25em;
  margin: 0;
`;
