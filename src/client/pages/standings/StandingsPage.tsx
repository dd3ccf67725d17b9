/**
 * The standings route (SPEC §2 Standings): the current league's table for its sport — hockey,
 * basketball, volleyball, the generic table or golf — with team names linking to the roster, or the
 * notice that the league is not open for public viewing. Rows and cells come from the state's row model;
 * this page only labels and lays them out.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNow } from '../../app/clock';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import { standingsLabelKey, type StandingsCell, type StandingsColumnKey, type StandingsVariant } from '../../domain/standings';
import type { StandingsRowModel } from '../../state/standings/selectors';
import { useStandings } from '../../state/standings/useStandings';
import type { StoryResultModel } from '../../state/story/selectors';
import { useLeagueForms } from '../../state/story/useLeagueForms';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { DataTable, type DataColumn } from '../../ui/table';
import { FavouriteStar } from '../../ui/FavouriteStar';
import { FormBadges } from '../../ui/story/FormBadges';
import { EmbedButton } from '../shared/EmbedButton';
import { FailedPart } from '../shared/FailedPart';
import { useFavouriteStars, type StarFor } from '../shared/favouriteStars';
import { formBadgeView } from '../shared/StorySection';

const column = createColumnHelper<StandingsRowModel>();

/**
 * Issue 27: the figures a phone shows at a glance beside position and team — played, the goal difference
 * (hockey's "scored - conceded", volleyball's sets) and points; the rest on demand (DataTable's key columns).
 * Volleyball's table has no played column, so its wins stand in.
 */
const PHONE_KEY_COLUMNS: Readonly<Record<StandingsVariant, ReadonlySet<StandingsColumnKey>>> = {
  hockey: new Set(['matches', 'totalGoalsFormatted', 'totalPoints']),
  basketball: new Set(['matches', 'goalDifference', 'totalPoints']),
  volleyball: new Set(['victories', 'goalDifference', 'totalPoints']),
  generic: new Set(['matches', 'goalDifference', 'totalPoints']),
  golf: new Set(['matches', 'goalDifference', 'totalPoints']),
};

/** A cell as text: a dash for a missing figure (SPEC §5, §8), two decimals for the points percentage. */
function cellText(intl: IntlShape, key: StandingsColumnKey, value: StandingsCell | undefined): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value;
  if (key === 'pointsPercentageOfTotal') return formatDecimal(intl, value, DECIMALS.pointsPercentage);
  return intl.formatNumber(value);
}

type Forms = ReadonlyMap<number, readonly StoryResultModel[]>;
const NO_FORM: readonly StoryResultModel[] = [];

/**
 * Issue 29 case 3: the last five results, newest first (as FlashScore's form column), each badge a link to its
 * match named in words; not sortable, and under 800 px behind "All columns" (not a key column). Golf has none.
 */
function formColumn(intl: IntlShape, forms: Forms): DataColumn<StandingsRowModel> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const formOf = (row: StandingsRowModel) => (row.teamId === null ? NO_FORM : (forms.get(row.teamId) ?? NO_FORM));
  return column.display({
    id: 'form',
    header: t('standings.short.form'),
    cell: (info) => (
      <FormBadges
        badges={formOf(info.row.original).map((result) => formBadgeView(intl, result))}
        label={t('story.formList', { team: info.row.original.team })}
        empty="-"
      />
    ),
    enableSorting: false,
    meta: {
      title: t('standings.long.form'),
      csvText: (row) => formOf(row).map((result) => (result.outcome === null ? '-' : t(`story.short.${result.outcome}`))).join(' ') || '-',
    },
  });
}

function standingsColumnsFor(intl: IntlShape, variant: StandingsVariant, keys: readonly StandingsColumnKey[], starFor: StarFor, forms: Forms): DataColumn<StandingsRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    column.accessor('position', {
      id: 'position',
      header: t('standings.short.position'),
      meta: { numeric: true, title: t('standings.long.position') },
    }),
    column.accessor('team', {
      id: 'team',
      header: t('standings.short.team'),
      cell: (info) => {
        const href = info.row.original.rosterHref;
        const star = starFor(info.row.original.favouriteKey, info.getValue());
        const name = href === null ? info.getValue() : <TeamLink to={href}>{info.getValue()}</TeamLink>;
        return (
          <TeamCell>
            {star !== null && <FavouriteStar star={star} size="sm" />}
            {name}
          </TeamCell>
        );
      },
      meta: { cellLabel: (row) => row.team },
    }),
    ...keys.map((key) => {
      const label = standingsLabelKey(variant, key);
      return column.accessor((row) => row.cells[key] ?? undefined, {
        id: key,
        header: t(`standings.short.${label}`),
        cell: (info) => cellText(intl, key, info.getValue()),
        // A dash sorts after every figure, whichever way.
        sortUndefined: 'last',
        // The CSV writes the points percentage with its two decimals, as the table does (issue 27 case 5).
        meta: {
          numeric: true,
          title: t(`standings.long.${label}`),
          key: PHONE_KEY_COLUMNS[variant].has(key),
          ...(key === 'pointsPercentageOfTotal' ? { digits: DECIMALS.pointsPercentage } : {}),
        },
      });
    }),
    ...(variant === 'golf' ? [] : [formColumn(intl, forms)]),
  ];
}

export default function StandingsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const view = useStandings();
  const table = view.status === 'ready' ? view.table : null;
  const starFor = useFavouriteStars({ alerts: true });
  // Issue 29 case 3: the form column reads the league's matches only for a table that shows (results public).
  const forms = useLeagueForms(view.status === 'ready' || view.status === 'loading' ? view.league.tournamentId : null, useNow());
  const columns = useMemo(
    () => (table === null ? [] : standingsColumnsFor(intl, table.variant, table.columns, starFor, forms)),
    [intl, table, starFor, forms],
  );

  return (
    <>
      <PageTitle>{t('pages.standings.title')}</PageTitle>
      {view.status !== 'noLeague' && <LeagueName>{view.league.tournamentName}</LeagueName>}
      {/* Issue 29: the league's table and its matches of today for a club's website. */}
      {view.status !== 'noLeague' && (
        <EmbedButton
          what={t('embed.kind.standings')}
          options={[
            { target: { kind: 'standings', tournamentId: view.league.tournamentId }, frameTitle: t('embed.standings.heading', { league: view.league.tournamentName }) },
            { target: { kind: 'today', tournamentId: view.league.tournamentId }, frameTitle: t('embed.today.heading', { league: view.league.tournamentName }) },
          ]}
        />
      )}
      {view.status === 'noLeague' && <Quiet>{t('standings.noLeague')}</Quiet>}
      {view.status === 'loading' && <Quiet role="status">{t('app.loading')}</Quiet>}
      {view.status === 'notPublic' && <InfoNotice title={t('standings.notPublic.title')}>{t('standings.notPublic.message')}</InfoNotice>}
      {view.status === 'noStandings' && <Quiet>{t('standings.noStandings')}</Quiet>}
      {view.status === 'failed' && <FailedPart part="standings" kind={view.kind} />}
      {view.status === 'ready' && (
        <DataTable
          caption={t('standings.caption', { league: view.league.tournamentName })}
          captionHidden
          columns={columns}
          data={view.table.rows}
          getRowId={(row) => row.id}
          defaultSort={[{ id: 'position', desc: false }]}
          urlKey="standings"
          rowHeaderColumn="team"
          frozenColumns={2}
          narrow="scroll"
          empty={<Quiet>{t('standings.empty')}</Quiet>}
          csvFileName={`standings-${view.league.tournamentId}.csv`}
        />
      )}
    </>
  );
}

const LeagueName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.125rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Issue 16: the team's star in front of its name. */
const TeamCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;

const TeamLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
