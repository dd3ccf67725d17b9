import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Match } from '../../../shared/contract';
import type { BroadcastView } from '../../domain/broadcast';
import { rem, TEAM_LOGO_WIDTH, teamInitial } from '../../domain/match/common';
import type { StatusTone } from '../../domain/matchStatus';
import { formatHhmm, matchDay } from '../../domain/time';
import { FavouriteStar, type FavouriteToggleView } from '../FavouriteStar';
import { ShieldedScore } from '../ShieldedScore';
import { StreamButton } from './StreamButton';

export interface HeaderTeamView {
  side: 'H' | 'B';
  name: string;
  logo: string | null;
  /** SPEC §2: a link to the team's players statistics (ice hockey only). */
  href: string | null;
  /** Issue 16: the team's star (absent or null: none). */
  star?: FavouriteToggleView | null;
}

/** The match's state as the header shows it: the formatted label and its colour family. */
export interface HeaderStatusView {
  label: string;
  tone: StatusTone;
}

/**
 * SPEC §2 match header: logos (or the initial), team names (links to the team's players in ice hockey),
 * the match's state (final, final after overtime or a shootout, live, postponed, cancelled — issue 11 case
 * 9), the score (a dash when absent or hidden, decided by the page), venue, date and time, and the stream
 * button when there is a link. Every size is in rem so the header scales with the root font size.
 */
export function MatchHeader({ match, teams, score, status, stream, shield = null }: {
  match: Match;
  teams: HeaderTeamView[];
  score: string;
  status: HeaderStatusView;
  stream: BroadcastView | null;
  /** Issue 16: the spoiler shield hides the score; the placeholder and its Reveal button stand in for it. */
  shield?: { hiddenLabel: string; revealText: string; revealLabel: string; onReveal: () => void } | null;
}) {
  const intl = useIntl();
  const time = formatHhmm(match.matchStartTime);
  const day = matchDay(match);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
  return (
    <Header aria-label={intl.formatMessage({ id: 'match.header.label' })}>
      <Teams>
        {teams.map((team, index) => (
          <Team key={team.side} $order={index === 0 ? 0 : 2}>
            {team.logo !== null ? <TeamLogo src={team.logo} alt="" /> : <Initial aria-hidden="true">{teamInitial(team.name)}</Initial>}
            <TeamName>{team.href !== null ? <TeamLink to={team.href}>{team.name}</TeamLink> : team.name}</TeamName>
            {team.star ? <FavouriteStar star={team.star} /> : null}
          </Team>
        ))}
        <Middle>
          {shield !== null ? (
            <ShieldedScore {...shield} />
          ) : (
            <Score aria-label={intl.formatMessage({ id: 'match.header.score' }, { score })}>{score}</Score>
          )}
          <Status $tone={status.tone}>{status.label}</Status>
        </Middle>
      </Teams>
      <Facts>
        {match.activityAreaName ? <span>{match.activityAreaName}</span> : null}
        {date !== null ? <span>{date}</span> : null}
        <span>{time ?? intl.formatMessage({ id: 'match.facts.timeTba' })}</span>
      </Facts>
      {stream !== null && <StreamButton stream={stream} />}
    </Header>
  );
}

const Header = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

const Team = styled.div<{ $order: number }>`
  order: ${({ $order }) => $order};
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const TeamLogo = styled.img`
  width: ${rem(TEAM_LOGO_WIDTH)};
  height: ${rem(TEAM_LOGO_WIDTH)};
  object-fit: contain;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${rem(TEAM_LOGO_WIDTH)};
  height: ${rem(TEAM_LOGO_WIDTH)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  font-size: 1.5rem;
`;

const TeamName = styled.span`
  font-weight: 600;
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** A team name that is a link reads as a name: the text colour, underlined on hover, a clear focus ring. */
const TeamLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: 0.125rem;
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-decoration-thickness: 0.125rem;
    text-underline-offset: 0.1875rem;
  }
  &:focus-visible {
    outline: 0.1875rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.125rem;
  }
`;

const Middle = styled.div`
  order: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Score = styled.span`
  font-size: 2rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Status = styled.span<{ $tone: StatusTone }>`
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ $tone, theme }) =>
    $tone === 'live' ? theme.colors.liveAccent : $tone === 'warning' ? theme.colors.warningText : $tone === 'final' ? theme.colors.text : theme.colors.textMuted};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
