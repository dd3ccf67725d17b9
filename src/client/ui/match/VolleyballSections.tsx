import { useIntl } from 'react-intl';
import type { Match } from '../../../shared/contract';
import { SIDES, sideName, type Side } from '../../domain/match/common';
import { setScores, sortByTotalPoints } from '../../domain/match/volleyball';
import type { MatchDetailsView } from './details';
import { playerHref, sideOfMatch, type LinkQuery } from './MatchView';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable } from './StatTable';

/** SPEC §2 volleyball: set scores (up to 5) and player statistics by total points. */
export function VolleyballSections({ match, details, query }: { match: Match; details: MatchDetailsView; query: LinkQuery }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const names: Record<Side, string> = { H: sideName(match, 'H'), B: sideName(match, 'B') };
  const sets = setScores(details.periods);
  const sideOf = sideOfMatch(match);
  return (
    <>
      <section aria-labelledby="volleyball-sets">
        <h2 id="volleyball-sets">{t('match.volleyball.sets')}</h2>
        <SectionBoundary fallback={<p>-</p>}>
          <StatTable
            caption={t('match.volleyball.sets')}
            columns={[{ key: 'team', label: t('match.col.team') }, ...sets.map((set) => ({ key: String(set.set), label: t('match.volleyball.set', { set: set.set }), numeric: true }))]}
            rows={SIDES.map((side) => ({ key: side, cells: [names[side], ...sets.map((set) => (side === 'H' ? set.home : set.away))] }))}
          />
        </SectionBoundary>
      </section>
      <section aria-labelledby="volleyball-players">
        <h2 id="volleyball-players">{t('match.volleyball.players')}</h2>
        {SIDES.map((side) => (
          <SectionBoundary key={side} fallback={<p>-</p>}>
            <StatTable
              caption={names[side]}
              columns={[
                { key: 'player', label: t('match.col.player') },
                { key: 'no', label: '#', title: t('match.col.number'), numeric: true },
                { key: 'total', label: t('match.col.totalPoints'), numeric: true },
                { key: 'attack', label: t('match.col.attackPoints'), numeric: true },
                { key: 'block', label: t('match.col.blockPoints'), numeric: true },
                { key: 'aces', label: t('match.col.aces'), numeric: true },
              ]}
              rows={sortByTotalPoints(details.volleyballPlayers.filter((player) => sideOf(player.teamOrgId) === side)).map((player) => ({
                key: String(player.personId),
                cells: [
                  <PersonLink key="n" href={playerHref(query, player.personId, player.orgId)}>{`${player.firstName} ${player.lastName}`.trim() || '-'}</PersonLink>,
                  dash(player.shirtNo),
                  player.totalPoints,
                  player.attackPoints,
                  player.blockPoints,
                  player.aces,
                ],
              }))}
            />
          </SectionBoundary>
        ))}
      </section>
    </>
  );
}
