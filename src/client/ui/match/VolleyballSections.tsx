import { useIntl } from 'react-intl';
import { SIDES } from '../../domain/match/common';
import type { VolleyballMatchModel } from '../../domain/match/rows';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable } from './StatTable';

/** SPEC §2 volleyball: set scores (up to 5) and player statistics by total points, from the row model (state/match/sectionSelectors). */
export function VolleyballSections({ model }: { model: VolleyballMatchModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { names } = model;
  return (
    <>
      <section aria-labelledby="volleyball-sets">
        <h2 id="volleyball-sets">{t('match.volleyball.sets')}</h2>
        <SectionBoundary fallback={<p>-</p>}>
          <StatTable
            caption={t('match.volleyball.sets')}
            // Issue 27 case 7: the heading above says "Set scores"; the caption is for screen readers.
            captionHidden
            columns={[{ key: 'team', label: t('match.col.team') }, ...model.sets.map((set) => ({ key: String(set), label: t('match.volleyball.set', { set }), short: String(set), numeric: true }))]}
            rows={model.setRows.map((row) => ({ key: row.side, cells: [row.team, ...row.cells] }))}
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
                { key: 'no', label: '#', title: t('match.col.number'), numeric: true, phoneKey: true },
                { key: 'total', label: t('match.col.totalPoints'), short: t('match.col.totalPointsShort'), numeric: true, phoneKey: true },
                { key: 'attack', label: t('match.col.attackPoints'), numeric: true },
                { key: 'block', label: t('match.col.blockPoints'), numeric: true },
                { key: 'aces', label: t('match.col.aces'), numeric: true },
              ]}
              rows={model.players[side].map((row) => ({
                key: row.key,
                cells: [
                  <PersonLink key="n" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                  dash(row.shirtNo),
                  row.totalPoints,
                  row.attackPoints,
                  row.blockPoints,
                  row.aces,
                ],
              }))}
            />
          </SectionBoundary>
        ))}
      </section>
    </>
  );
}
