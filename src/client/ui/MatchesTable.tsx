/**
 * SPEC §2 matches table, on the site's one DataTable (DESIGN §6.2; issue 27 "Also": it was the last table
 * written by hand): from 800 px a `<table>` with the columns date, start, tournament, venue, home team,
 * score, away team, live, stream; under 800 px a list of cards (DataTable's card variant: both in the
 * server's HTML, CSS showing one until hydrated, then only the one that fits). Rows with a result or live
 * status are highlighted; a whole row (or card) opens the match, and a link inside it carries the keyboard
 * and screen-reader path. The stream button opens the provider's page in a new tab, safely. Unsorted and
 * unpaged: the rows come in the selectors' order (by start time).
 */
import { useMemo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { FavouriteStar, type FavouriteToggleView } from './FavouriteStar';
import { RevealButton } from './ShieldedScore';
import { DataTable, type DataColumn } from './table';

export type LiveIconState = 'live' | 'idle' | 'none';
export type StatusToneView = 'live' | 'final' | 'muted' | 'warning';

export interface StreamView {
  url: string;
  logo: string;
  /** Short visible text of the button ("Watch"). */
  text: string;
  /** Accessible name: provider and that it opens a new tab; starts with `text`. */
  label: string;
}

export interface MatchRowView {
  key: string;
  dateText: string;
  timeText: string;
  tournament: string;
  venue: string;
  homeName: string;
  awayName: string;
  score: string;
  /** Issue 16: the spoiler shield hides this score (`score` is the placeholder); `reveal` names its button. */
  scoreHidden: boolean;
  reveal: { text: string; label: string } | null;
  live: boolean;
  /** Where the match stands ("2. periode", "Final (OT)") and the colour family of that. */
  statusText: string;
  statusTone: StatusToneView;
  liveIcon: LiveIconState;
  /** The icon's accessible name (null when there is no icon). */
  liveLabel: string | null;
  highlighted: boolean;
  /** Where the row leads; null: it does not open. */
  href: string | null;
  /** The accessible name of the row's link (teams, score, state). */
  linkLabel: string;
  stream: StreamView | null;
  /** Issue 16: each team's star (absent or null: no star, as on the arena screen). */
  homeStar?: FavouriteToggleView | null;
  awayStar?: FavouriteToggleView | null;
}

export interface MatchColumnLabels {
  date: string;
  start: string;
  tournament: string;
  venue: string;
  home: string;
  score: string;
  away: string;
  live: string;
  stream: string;
}

interface Props {
  rows: readonly MatchRowView[];
  columns: MatchColumnLabels;
  /**
   * The table's (and the card list's) accessible name: the text of the heading above it. The heading shows
   * it, so the caption is for screen readers only (issue 27 case 7).
   */
  caption: string;
  /** Issue 16: the fan revealed the row with this key. */
  onReveal?: (key: string) => void;
}

/** A click anywhere in a card opens its match, except on the card's own links and buttons (DataTable does rows). */
function useCardClick() {
  const navigate = useNavigate();
  return (href: string | null) =>
    href === null
      ? undefined
      : (event: MouseEvent<HTMLElement>) => {
          if (event.target instanceof Element && event.target.closest('a, button')) return;
          void navigate(href);
        };
}

const rowKey = (row: MatchRowView) => row.key;
const rowHref = (row: MatchRowView) => row.href;
const isHighlighted = (row: MatchRowView) => row.highlighted;

/** The columns, in the SPEC §2 order; the home team names the row (its star has its own name, issue 16). */
function matchColumns(labels: MatchColumnLabels, onReveal: ((key: string) => void) | undefined): DataColumn<MatchRowView>[] {
  return [
    { id: 'date', accessorKey: 'dateText', header: labels.date },
    { id: 'start', accessorKey: 'timeText', header: labels.start },
    { id: 'tournament', accessorKey: 'tournament', header: labels.tournament },
    { id: 'venue', accessorKey: 'venue', header: labels.venue },
    {
      id: 'home',
      accessorKey: 'homeName',
      header: labels.home,
      cell: ({ row }) => <TeamWithStar name={row.original.homeName} star={row.original.homeStar} />,
      meta: { cellLabel: (row) => row.homeName },
    },
    {
      id: 'score',
      accessorKey: 'score',
      header: labels.score,
      cell: ({ row }) => (
        <ScoreBox aria-live={row.original.live ? 'polite' : undefined}>
          <ScoreLink row={row.original} />
          <Reveal row={row.original} onReveal={onReveal} />
          <StatusText $tone={row.original.statusTone}>{row.original.statusText}</StatusText>
        </ScoreBox>
      ),
      meta: { center: true },
    },
    {
      id: 'away',
      accessorKey: 'awayName',
      header: labels.away,
      cell: ({ row }) => <TeamWithStar name={row.original.awayName} star={row.original.awayStar} />,
      meta: { cellLabel: (row) => row.awayName },
    },
    { id: 'live', accessorKey: 'liveIcon', header: labels.live, cell: ({ row }) => <LiveIcon state={row.original.liveIcon} label={row.original.liveLabel} /> },
    { id: 'stream', accessorFn: (row) => row.stream?.url ?? '', header: labels.stream, cell: ({ row }) => (row.original.stream ? <StreamButton stream={row.original.stream} /> : null) },
  ];
}

export function MatchesTable({ rows, columns, caption, onReveal }: Props) {
  const onCardClick = useCardClick();
  // A new array only when the labels or the reveal handler change: DataTable's work is memoised on it.
  const tableColumns = useMemo(() => matchColumns(columns, onReveal), [columns, onReveal]);
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={tableColumns}
      data={rows}
      getRowId={rowKey}
      rowHeaderColumn="home"
      enableSorting={false}
      rowHref={rowHref}
      highlightRow={isHighlighted}
      narrow="cards"
      renderCard={(row) => (
        <Card $highlighted={row.highlighted} $clickable={row.href !== null} onClick={onCardClick(row.href)}>
          <CardMeta>
            <span>{row.dateText}</span>
            <span>{row.timeText}</span>
            <span>{row.tournament}</span>
            <LiveIcon state={row.liveIcon} label={row.liveLabel} />
            {/* On a phone the status sits on the meta line: under the score it would squeeze the team names. */}
            <CardStatus $tone={row.statusTone}>{row.statusText}</CardStatus>
          </CardMeta>
          <CardTeams>
            <CardTeam>
              <span>{row.homeName}</span>
              {row.homeStar ? <FavouriteStar star={row.homeStar} size="sm" /> : null}
            </CardTeam>
            <CardScore aria-live={row.live ? 'polite' : undefined}>
              <ScoreLink row={row} />
              <Reveal row={row} onReveal={onReveal} />
            </CardScore>
            <CardTeam $away>
              <span>{row.awayName}</span>
              {row.awayStar ? <FavouriteStar star={row.awayStar} size="sm" /> : null}
            </CardTeam>
          </CardTeams>
          <CardFoot>
            <span>{row.venue}</span>
            {row.stream ? <StreamButton stream={row.stream} /> : null}
          </CardFoot>
        </Card>
      )}
    />
  );
}

/** A team name with its star in front (issue 16); the star never wraps away from its name. */
function TeamWithStar({ name, star }: { name: string; star: FavouriteToggleView | null | undefined }) {
  return (
    <TeamLine>
      {star ? <FavouriteStar star={star} size="sm" /> : null}
      {name}
    </TeamLine>
  );
}

function ScoreLink({ row }: { row: MatchRowView }) {
  if (row.href === null) return <span aria-label={row.linkLabel}>{row.score}</span>;
  return (
    <RowLink to={row.href} aria-label={row.linkLabel}>
      {row.score}
    </RowLink>
  );
}

function Reveal({ row, onReveal }: { row: MatchRowView; onReveal: ((key: string) => void) | undefined }) {
  if (row.reveal === null || onReveal === undefined) return null;
  return (
    <RevealSlot>
      <RevealButton text={row.reveal.text} label={row.reveal.label} onReveal={() => onReveal(row.key)} />
    </RevealSlot>
  );
}

/** SPEC §2 live icon: red while live, grey when covered but not running and without a result. */
function LiveIcon({ state, label }: { state: LiveIconState; label: string | null }) {
  if (state === 'none' || label === null) return null;
  return (
    <LiveDot role="img" aria-label={label} title={label} $state={state}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="4" />
        <path d="M3.5 3.5a6.4 6.4 0 0 0 0 9M12.5 3.5a6.4 6.4 0 0 1 0 9" fill="none" strokeWidth="1.6" />
      </svg>
    </LiveDot>
  );
}

/** The stream button (SPEC §2/§3): the provider's logo, opened in a new tab without handing over this page. */
function StreamButton({ stream }: { stream: StreamView }) {
  return (
    <StreamLink href={stream.url} target="_blank" rel="noopener noreferrer" aria-label={stream.label}>
      <img src={stream.logo} alt="" />
      <span>{stream.text}</span>
    </StreamLink>
  );
}

const highlight = css<{ $highlighted: boolean }>`
  ${({ $highlighted, theme }) => $highlighted && css`background: ${theme.colors.rowHighlight};`}
`;

/** A team name with its star in front (issue 16); the star never wraps away from its name. */
const TeamLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;

/** The score, its reveal button and the status under it: one live region, announced together. */
const ScoreBox = styled.span`
  display: block;
  font-weight: 700;
`;

const RowLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  &:hover, &:focus-visible { text-decoration: underline; }
`;

/** Sized in em: the icon grows with the text around it, up to an arena screen's root size (issue 11 case 8). */
const LiveDot = styled.span<{ $state: LiveIconState }>`
  display: inline-flex;
  color: ${({ $state, theme }) => ($state === 'live' ? theme.colors.liveAccent : theme.colors.liveIdle)};
  svg { width: 1.5em; height: 1.5em; fill: currentColor; stroke: currentColor; }
`;

/** The status under the score; the tone picks the colour (the live red, ink, or muted grey). */
const StatusText = styled.span<{ $tone: StatusToneView }>`
  display: block;
  font-size: 0.8em;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $tone, theme }) =>
    $tone === 'live' ? theme.colors.liveAccent : $tone === 'warning' ? theme.colors.warningText : $tone === 'final' ? theme.colors.text : theme.colors.textMuted};
`;

/** The status on a phone card's meta line, pushed to its end. */
const CardStatus = styled(StatusText)`
  display: inline;
  margin-left: auto;
  white-space: normal;
`;

const StreamLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 0.8125rem;
  white-space: nowrap;
  img { display: block; width: 1.5em; height: 1.5em; object-fit: contain; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Card = styled.div<{ $highlighted: boolean; $clickable: boolean }>`
  display: grid;
  gap: 0.375rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  ${highlight}
  ${({ $clickable }) => $clickable && css`cursor: pointer;`}
`;

const CardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const CardTeams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 0.5rem;
`;

/** On a phone the star sits under the name: beside it, it would take the width a long name needs. */
const CardTeam = styled.span<{ $away?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $away }) => ($away ? 'flex-end' : 'flex-start')};
  font-weight: 600;
  overflow-wrap: anywhere;
  text-align: ${({ $away }) => ($away ? 'right' : 'left')};
  button { margin: 0 -0.25rem; }
`;

const CardScore = styled.span`
  font-weight: 700;
  font-size: 1.0625rem;
  white-space: nowrap;
`;

const CardFoot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const RevealSlot = styled.span`
  display: block;
  margin: ${({ theme }) => theme.space.xs} 0;
`;
