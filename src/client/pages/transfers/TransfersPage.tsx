/**
 * The transfers route (SPEC §2 Transfers): the organisation's public transfers of the last year — date,
 * name, from team, to team — newest first, 20 a page, and a card list under 800 px. Rows come from the
 * state's row model; this page only formats and lays them out.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useNow } from '../../app/clock';
import type { TransferRowModel } from '../../state/people/selectors';
import { useTransfers } from '../../state/people/useTransfers';
import { FailedPart } from '../shared/FailedPart';
import { PageTitle } from '../../ui/PageTitle';
import { DataTable, type DataColumn } from '../../ui/table';
import type { SortEntry } from '../../ui/table/urlState';
import { utcDay } from '../shared/matchRowViews';

/** SPEC §9: 20 transfers a page. */
const TRANSFERS_PAGE_SIZE = 20;
/** SPEC §2: newest first. */
const NEWEST_FIRST: SortEntry[] = [{ id: 'date', desc: true }];
const DASH = '-';

/** "25/11/2026" (en-GB) / "25.11.2026" (nb-NO): the calendar day, never shifted by the device's zone. */
function dateText(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(utcDay(isoDate), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

const column = createColumnHelper<TransferRowModel>();

function transferColumns(intl: IntlShape): DataColumn<TransferRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    // ISO days sort as text in date order.
    column.accessor('date', { id: 'date', header: t('transfers.column.date'), cell: (info) => dateText(intl, info.getValue()), sortingFn: 'basic' }),
    column.accessor('name', { id: 'name', header: t('transfers.column.name') }),
    column.accessor('from', { id: 'from', header: t('transfers.column.from'), cell: (info) => info.getValue() || DASH }),
    column.accessor('to', { id: 'to', header: t('transfers.column.to'), cell: (info) => info.getValue() || DASH }),
  ];
}

export default function TransfersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The window moves with the day: an hour's step is plenty, and keeps the request key still in between.
  const view = useTransfers(useNow(3_600_000));
  const columns = useMemo(() => transferColumns(intl), [intl]);

  const card = (row: TransferRowModel) => (
    <Card>
      <CardHead>
        <Name>{row.name}</Name>
        <time dateTime={row.date}>{dateText(intl, row.date)}</time>
      </CardHead>
      <Move>
        <div>
          <dt>{t('transfers.column.from')}</dt>
          <dd>{row.from || DASH}</dd>
        </div>
        <div>
          <dt>{t('transfers.column.to')}</dt>
          <dd>{row.to || DASH}</dd>
        </div>
      </Move>
    </Card>
  );

  return (
    <>
      <PageTitle>{t('pages.transfers.title')}</PageTitle>
      <Quiet>{t('transfers.since', { date: dateText(intl, view.since) })}</Quiet>
      {view.status === 'loading' && <Quiet role="status">{t('app.loading')}</Quiet>}
      {view.status === 'failed' && <FailedPart part="transfers" kind={view.kind} />}
      {view.status === 'empty' && <Quiet role="status">{t('transfers.empty')}</Quiet>}
      {view.status === 'ready' && (
        <DataTable
          caption={t('transfers.caption')}
          captionHidden
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.id}
          defaultSort={NEWEST_FIRST}
          urlKey="transfers"
          pageSize={TRANSFERS_PAGE_SIZE}
          rowHeaderColumn="name"
          narrow="cards"
          renderCard={card}
          csvFileName="transfers.csv"
        />
      )}
    </>
  );
}

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Move = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
