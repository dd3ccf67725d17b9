import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Match, Referee } from '../../../shared/contract';
import { languageOfLocale } from '../../domain/language';
import { termIn } from '../../domain/terms';
import { dash } from './StatTable';

function refereeName(referee: Referee): string {
  if (referee.nonOfficialReferee && referee.nonOfficialRefereeName) return referee.nonOfficialRefereeName;
  return [referee.firstName, referee.lastName].filter(Boolean).join(' ');
}

/** SPEC §2 other facts: venue, spectators, referees (type and name). */
export function OtherFacts({ match, referees }: { match: Match; referees: readonly Referee[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Issue 27 case 6: the role in the page's language ("Hoveddommer" reads "Referee" in English).
  const role = (referee: Referee) => termIn(languageOfLocale(intl.locale), 'refereeRole', referee.refereeType);
  return (
    <section aria-labelledby="match-facts">
      <h2 id="match-facts">{t('match.facts.title')}</h2>
      <Facts>
        <dt>{t('match.facts.venue')}</dt>
        <dd>{dash(match.activityAreaName)}</dd>
        <dt>{t('match.facts.spectators')}</dt>
        <dd>{match.spectators === null ? '-' : intl.formatNumber(match.spectators)}</dd>
        <dt>{t('match.facts.referees')}</dt>
        <dd>
          {referees.length === 0 ? '-' : (
            <ul>
              {referees.map((referee, index) => (
                <li key={`${referee.refereeId}-${index}`}>
                  {role(referee) !== null ? `${role(referee)}: ` : ''}
                  {refereeName(referee) || '-'}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </Facts>
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
