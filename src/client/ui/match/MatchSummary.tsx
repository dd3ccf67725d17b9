import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Match } from '../../../shared/contract';
import type { BroadcastView } from '../../domain/broadcast';
import { fixtureName } from '../../domain/match/common';
import { formatHhmm, matchDay } from '../../domain/time';
import { StreamButton } from './StreamButton';

/**
 * What a match is, without any result (the match-not-ready page, issue 11 case 9): the teams, date, start
 * time and venue, and the stream button when there is a link. A missing fact shows a dash; a missing start
 * time is "to be announced" (the API's 0, DESIGN §1).
 */
export function MatchSummary({ match, stream, label }: { match: Match; stream: BroadcastView | null; label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const day = matchDay(match);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }) : null;
  const time = formatHhmm(match.matchStartTime);
  const venue = match.activityAreaName?.trim() ?? '';
  return (
    <Box aria-label={label}>
      <Fixture>{fixtureName(match)}</Fixture>
      <Facts>
        <div>
          <dt>{t('match.facts.date')}</dt>
          <dd>{date ?? '-'}</dd>
        </div>
        <div>
          <dt>{t('match.facts.time')}</dt>
          <dd>{time ?? t('match.facts.timeTba')}</dd>
        </div>
        <div>
          <dt>{t('match.facts.venue')}</dt>
          <dd>{venue !== '' ? venue : '-'}</dd>
        </div>
      </Facts>
      {stream !== null && <StreamButton stream={stream} />}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`;

const Fixture = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
