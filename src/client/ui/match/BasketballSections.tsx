import { useIntl } from 'react-intl';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import type { ShotLine } from '../../domain/match/basketball';
import { SIDES } from '../../domain/match/common';
import type { BasketballMatchModel, BasketballSideRowModel } from '../../domain/match/rows';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable } from './StatTable';

const shots = (line: ShotLine) => `${line.made}/${line.attempts} (${line.percent}%)`;

/** SPEC §2 basketball: period scores, fouls, player stats with the team row, from the row model (state/match/sectionSelectors). */
export function BasketballSections({ model }: { model: BasketballMatchModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { names } = model;
  // Issue 27 case 7: a caption that repeats its section's heading ("Fouls") is for screen readers only.
  const periodTable = (caption: string, rows: readonly BasketballSideRowModel[], captionHidden = false) => (
    <StatTable
      caption={caption}
      captionHidden={captionHidden}
      columns={[
        { key: 'team', label: t('match.col.team') },
        { key: 'total', label: t('match.col.total'), numeric: true },
        ...model.periods.map((column) => ({ key: column.label, label: column.label, numeric: true })),
      ]}
      rows={rows.map((row) => ({ key: row.side, cells: [row.team, row.total, ...row.cells] }))}
    />
  );
  return (
    <>
      <section aria-labelledby="basketball-periods">
        <h2 id="basketball-periods">{t('match.basketball.periods')}</h2>
        <SectionBoundary fallback={<p>-</p>}>{periodTable(t('match.basketball.points'), model.points)}</SectionBoundary>
      </section>
      <section aria-labelledby="basketball-fouls">
        <h2 id="basketball-fouls">{t('match.basketball.fouls')}</h2>
        <SectionBoundary fallback={<p>-</p>}>{periodTable(t('match.basketball.fouls'), model.fouls, true)}</SectionBoundary>
      </section>
      <section aria-labelledby="basketball-players">
        <h2 id="basketball-players">{t('match.basketball.players')}</h2>
        {SIDES.map((side) => {
          const team = model.teamRows[side];
          return (
            <SectionBoundary key={side} fallback={<p>-</p>}>
              <StatTable
                caption={names[side]}
                columns={[
                  { key: 'player', label: t('match.col.player') },
                  { key: 'no', label: '#', title: t('match.col.number'), numeric: true, phoneKey: true },
                  { key: 'min', label: 'MIN', title: t('match.col.minutesPlayed'), numeric: true, phoneKey: true },
                  { key: 'pts', label: 'PTS', title: t('match.col.points'), numeric: true, phoneKey: true },
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
                rows={model.players[side].map((row) => ({
                  key: row.key,
                  cells: [
                    <PersonLink key="n" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                    dash(row.shirtNo),
                    row.minutes,
                    row.points,
                    row.fouls,
                    shots(row.freeThrows),
                    shots(row.twoPointers),
                    shots(row.threePointers),
                    row.offensiveRebounds,
                    row.defensiveRebounds,
                    row.rebounds,
                    row.assists,
                    row.steals,
                    row.turnovers,
                    row.blocks,
                    formatDecimal(intl, row.efficiency, DECIMALS.efficiency),
                  ],
                }))}
                footer={{ key: 'team', cells: [t('match.basketball.teamRow'), '', '', '', '', '', '', '', team.offensiveRebounds, team.defensiveRebounds, team.rebounds, '', '', team.turnovers, '', ''] }}
              />
            </SectionBoundary>
          );
        })}
      </section>
    </>
  );
}
