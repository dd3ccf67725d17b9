import { useIntl } from 'react-intl';
import type { Match } from '../../../shared/contract';
import { basketballPeriods, basketballRow, teamRow, type ShotLine } from '../../domain/match/basketball';
import { SIDES, sideName, sortByShirtNumber, type Side } from '../../domain/match/common';
import type { MatchDetailsView } from './details';
import { playerHref, sideOfMatch, type LinkQuery } from './MatchView';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable } from './StatTable';

const shots = (line: ShotLine) => `${line.made}/${line.attempts} (${line.percent}%)`;

/** SPEC §2 basketball: period scores, fouls, player stats with the team row. */
export function BasketballSections({ match, details, query }: { match: Match; details: MatchDetailsView; query: LinkQuery }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names: Record<Side, string> = { H: sideName(match, 'H'), B: sideName(match, 'B') };
  const columns = basketballPeriods(details.periods, details.incidents);
  const sideOf = sideOfMatch(match);
  const periodTable = (caption: string, pick: (column: (typeof columns)[number]) => Record<Side, number>) => (
    <StatTable
      caption={caption}
      columns={[
        { key: 'team', label: t('match.col.team') },
        { key: 'total', label: t('match.col.total'), numeric: true },
        ...columns.map((column) => ({ key: column.label, label: column.label, numeric: true })),
      ]}
      rows={SIDES.map((side) => ({
        key: side,
        cells: [names[side], columns.reduce((sum, column) => sum + pick(column)[side], 0), ...columns.map((column) => pick(column)[side])],
      }))}
    />
  );
  return (
    <>
      <section aria-labelledby="basketball-periods">
        <h2 id="basketball-periods">{t('match.basketball.periods')}</h2>
        <SectionBoundary fallback={<p>-</p>}>{periodTable(t('match.basketball.points'), (column) => column.points)}</SectionBoundary>
      </section>
      <section aria-labelledby="basketball-fouls">
        <h2 id="basketball-fouls">{t('match.basketball.fouls')}</h2>
        <SectionBoundary fallback={<p>-</p>}>{periodTable(t('match.basketball.fouls'), (column) => column.fouls)}</SectionBoundary>
      </section>
      <section aria-labelledby="basketball-players">
        <h2 id="basketball-players">{t('match.basketball.players')}</h2>
        {SIDES.map((side) => (
          <SectionBoundary key={side} fallback={<p>-</p>}>
            <StatTable
              caption={names[side]}
              columns={[
                { key: 'player', label: t('match.col.player') },
                { key: 'no', label: '#', title: t('match.col.number'), numeric: true },
                { key: 'min', label: 'MIN', title: t('match.col.minutesPlayed'), numeric: true },
                { key: 'pts', label: 'PTS', title: t('match.col.points'), numeric: true },
                { key: 'pf', label: 'PF', title: t('match.col.fouls'), numeric: true },
                { key: 'ft', label: 'FT', title: t('match.col.freeThrows'), numeric: true },
                { key: '2p', label: '2P', title: t('match.col.twoPointers'), numeric: true },
                { key: '3p', label: '3P', title: t('match.col.threePointers'), numeric: true },
                { key: 'or', label: 'OR', title: t('match.col.offRebounds'), numeric: true },
                { key: 'dr', label: 'DR', title: t('match.col.defRebounds'), numeric: true },
                { key: 'tr', label: 'TR', title: t('match.col.rebounds'), numeric: true },
                { key: 'as', label: 'AS', title: t('match.col.assists'), numeric: true },
                { key: 'st', label: 'ST', title: t('match.col.steals'), numeric: true },
                { key: 'to', label: 'TO', title: t('match.col.turnovers'), numeric: true },
                { key: 'bs', label: 'BS', title: t('match.col.blocks'), numeric: true },
                { key: 'eff', label: 'EFF', title: t('match.col.efficiency'), numeric: true },
              ]}
              rows={sortByShirtNumber(details.basketballPlayers.filter((player) => sideOf(player.teamOrgId) === side)).map((player) => {
                const row = basketballRow(player);
                return {
                  key: String(player.personId),
                  cells: [
                    <PersonLink key="n" href={playerHref(query, player.personId, player.orgId)}>{`${player.firstName} ${player.lastName}`.trim() || '-'}</PersonLink>,
                    dash(player.shirtNo),
                    row.minutes,
                    row.points,
                    player.fouls,
                    shots(row.freeThrows),
                    shots(row.twoPointers),
                    shots(row.threePointers),
                    player.offRebSum,
                    player.defRebSum,
                    row.rebounds,
                    player.assists,
                    player.stSum,
                    player.toSum,
                    player.blSum,
                    row.efficiency,
                  ],
                };
              })}
              footer={(() => {
                const team = teamRow(details.incidents, side);
                return { key: 'team', cells: [t('match.basketball.teamRow'), '', '', '', '', '', '', '', team.offensiveRebounds, team.defensiveRebounds, team.rebounds, '', '', team.turnovers, '', ''] };
              })()}
            />
          </SectionBoundary>
        ))}
      </section>
    </>
  );
}
