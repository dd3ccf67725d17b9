/**
 * The page `npm run bench` opens in Chromium to time the real DataTable (issue 9): 5,000 rows × 16
 * columns like a statistics table, with the app's theme, messages and router. Not part of the site.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import english from '../../locales/en.json';
import type { Messages } from '../../src/client/i18n/messages';
import { GlobalStyle } from '../../src/client/theme/GlobalStyle';
import { theme } from '../../src/client/theme/theme';
import { DataTable, type DataColumn } from '../../src/client/ui/table';

export const ROWS = 5_000;

interface Skater {
  id: number;
  name: string;
  team: string;
  figures: number[];
}

const FIGURES = ['gp', 'g', 'a', 'pts', 'pm', 'pim', 'ppg', 'ppa', 'shg', 'sha', 'gwg', 'sog', 'spct', 'fo'];
const column = createColumnHelper<Skater>();
const columns: DataColumn<Skater>[] = [
  column.accessor('name', { id: 'name', header: 'Player' }),
  column.accessor('team', { id: 'team', header: 'Team' }),
  ...FIGURES.map((id, index) => column.accessor((row) => row.figures[index], { id, header: id.toUpperCase(), meta: { numeric: true } })),
];
// Deterministic figures, so every run sorts the same table.
const data: Skater[] = Array.from({ length: ROWS }, (_, index) => ({
  id: index + 1,
  name: `Player ${index + 1}`,
  team: `Team ${(index * 7919) % 40}`,
  figures: FIGURES.map((_, figure) => ((index + 1) * (figure + 3) * 2654435761) % 97),
}));

const router = createMemoryRouter(
  [
    {
      path: '*',
      element: <DataTable caption="Skaters" columns={columns} data={data} getRowId={(row) => String(row.id)} pageSize={25} urlKey="s" defaultSort={[{ id: 'pts', desc: true }]} />,
    },
  ],
  { initialEntries: ['/statistics'] },
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <IntlProvider locale="en-GB" messages={english as Messages}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  </IntlProvider>,
);
