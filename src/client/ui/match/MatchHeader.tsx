import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Match } from '../../../shared/contract';
import type { BroadcastView } from '../../domain/broadcast';
import { logoWidth, scoreText, STREAM_BUTTON_WIDTH, teamInitial } from '../../domain/match/common';
import { formatHhmm, matchDay } from '../../domain/time';

export interface HeaderTeamView {
  side: 'H' | 'B';
  name: string;
  logo: string | null;
  /** SPEC §2: a link to the team's players statistics (ice hockey only). */
  href: string | null;
}

/**
 * SPEC §2 match header: logos (or the initial), team names, score (a dash when absent or hidden), venue,
 * date and time, and the stream button when there is a link.
 */
export function MatchHeader({ match, teams, published, stream }: {
  match: Match;
  teams: HeaderTeamView[];
  published: boolean;
  stream: BroadcastView | null;
}) {
  const intl = useIntl();
  const width = logoWidth(stream?.provider ?? null);
  const score = published ? scoreText(match) : '-';
  const time = formatHhmm(match.matchStartTime);
  const day = matchDay(match);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
  return (
    <Header aria-label={intl.formatMessage({ id: 'match.header.label' })}>
      <Teams>
        {teams.map((team, index) => (
          <Team key={team.side} $order={index === 0 ? 0 : 2}>
            {team.logo !== null ? (
              <img src={team.logo} alt="" width={width} height={width} />
            ) : (
              <Initial aria-hidden="true" style={{ width, height: width }}>{teamInitial(team.name)}</Initial>
            )}
            <TeamName>{team.href !== null ? <Link to={team.href}>{team.name}</Link> : team.name}</TeamName>
          </Team>
        ))}
        <Score aria-label={intl.formatMessage({ id: 'match.header.score' }, { score })}>{score}</Score>
      </Teams>
      <Facts>
        {match.activityAreaName ? <span>{match.activityAreaName}</span> : null}
        {date !== null ? <span>{date}</span> : null}
        {time !== null ? <span>{time}</span> : null}
      </Facts>
      {stream !== null && (
        <StreamButton href={stream.url} target="_blank" rel="noopener noreferrer" style={{ width: STREAM_BUTTON_WIDTH }}>
          {intl.formatMessage({ id: 'match.header.stream' }, { provider: stream.provider })}
        </StreamButton>
      )}
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
  img {
    object-fit: contain;
  }
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
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

const Score = styled.span`
  order: 1;
  font-size: 2rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StreamButton = styled.a`
  display: inline-block;
  text-align: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;
  font-weight: 600;
`;
