import { screen, within } from '@testing-library/react';
import { onANarrowScreen } from '../../../support/narrowScreen';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, toCsv, type DataColumn, type DataTableProps } from '../../../../src/client/ui/table';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { serverRender } from '../../../support/serverThenHydrate';
import { downloadedText } from '../../../support/downloads';

interface Item {
  id: number;
  name: string;
  value: number;
}

const column = createColumnHelper<Item>();
const columns: DataColumn<Item>[] = [
  column.accessor('name', { id: 'name', header: 'Name' }),
  column.accessor('value', { id: 'value', header: 'Value', meta: { numeric: true, title: 'The value' } }),
];
// 25 items whose values are not in id order, so every sort is visible.
const items: Item[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Item ${String(index + 1).padStart(2, '0')}`, value: (index * 7) % 25 }));

function renderTable(props: Partial<DataTableProps<Item>> = {}, url = '/list') {
  return renderWithProviders(
    <DataTable caption="Items" columns={columns} data={items} getRowId={(item) => String(item.id)} pageSize={10} urlKey="t" {...props} />,
    { url },
  );
}

const table = () => screen.getByRole('table', { name: 'Items' });
const names = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('DataTable sorting (SPEC §2: ascending → descending → off)', () => {
  it('cycles a column through ascending, descending and off, with aria-sort and the URL following', async () => {
    const user = userEvent.setup();
    const { router } = renderTable();
    expect(names().slice(0, 3)).toEqual(['Item 01', 'Item 02', 'Item 03']);
    expect(header('Value')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Value')).getByRole('button'));
    expect(header('Value')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Item 01'); // value 0
    expect(search(router).get('tSort')).toBe('value.asc');

    await user.click(within(header('Value')).getByRole('button'));
    expect(header('Value')).toHaveAttribute('aria-sort', 'descending');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('24');

    await user.click(within(header('Value')).getByRole('button'));
    expect(header('Value')).toHaveAttribute('aria-sort', 'none');
    expect(names().slice(0, 3)).toEqual(['Item 01', 'Item 02', 'Item 03']);
    expect(search(router).get('tSort')).toBeNull();
  });

  it('starts from a default sort, and "off" from there is written as none', async () => {
    const user = userEvent.setup();
    const { router } = renderTable({ defaultSort: [{ id: 'name', desc: true }] });
    expect(names()[0]).toBe('Item 25');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(search(router).get('tSort')).toBeNull();
    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(search(router).get('tSort')).toBe('none');
  });

  it('does not sort when sorting is off (the match page tables)', () => {
    renderTable({ enableSorting: false });
    expect(within(header('Value')).queryByRole('button')).toBeNull();
    expect(header('Value')).not.toHaveAttribute('aria-sort');
  });
});

describe('DataTable paging (SPEC §2, §9)', () => {
  it('pages by the default size with keyboard-reachable named controls', async () => {
    const user = userEvent.setup();
    const { router } = renderTable();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('Item 11');
    expect(search(router).get('tPage')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(names()).toEqual(['Item 21', 'Item 22', 'Item 23', 'Item 24', 'Item 25']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    screen.getByRole('button', { name: 'First page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it.each([
    ['999', 'Page 3 of 3', 'Item 21'],
    ['0', 'Page 1 of 3', 'Item 01'],
    ['abc', 'Page 1 of 3', 'Item 01'],
  ])('clamps a URL page of %p', (page, text, first) => {
    renderTable({}, `/list?tPage=${page}`);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(names()[0]).toBe(first);
  });

  it('clamps when the data shrinks under the page', async () => {
    function Shrinking() {
      const [data, setData] = useState(items);
      return (
        <>
          <button type="button" onClick={() => setData(items.slice(0, 12))}>
            Shrink
          </button>
          <DataTable caption="Items" columns={columns} data={data} getRowId={(item) => String(item.id)} pageSize={10} urlKey="t" />
        </>
      );
    }
    renderWithProviders(<Shrinking />, { url: '/list?tPage=3' });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Shrink' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(names()).toEqual(['Item 11', 'Item 12']);
  });

  it('shows every row with "all", and a size change goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderTable({}, '/list?tPage=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    expect(names()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(search(router).get('tSize')).toBe('all');
    expect(search(router).get('tPage')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(names()).toHaveLength(25);
    expect(search(router).get('tSize')).toBe('25');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100', 'All']);
  });
});

describe('DataTable page size of its own (SPEC §9: rosters and transfers page by 20)', () => {
  it('offers its default size among the options, shows it selected, and reads it back from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderTable({ pageSize: 20 });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '25', '50', '100', 'All']);
    expect(select).toHaveValue('20');
    expect(names()).toHaveLength(20);
    await user.selectOptions(select, '10');
    expect(search(router).get('tSize')).toBe('10');
    await user.selectOptions(select, '20');
    expect(names()).toHaveLength(20);
  });

  it('a shared URL with the default size of the table is read back', () => {
    renderTable({ pageSize: 20 }, '/list?tSize=20');
    expect(names()).toHaveLength(20);
  });

  it('a size that is not an option of this table falls back to its default', () => {
    renderTable({ pageSize: 10 }, '/list?tSize=20');
    expect(names()).toHaveLength(10);
  });
});

describe('DataTable URL state', () => {
  it('restores a shared view and keeps the other query parameters', async () => {
    const user = userEvent.setup();
    const { router } = renderTable({}, '/list?seasonId=5&tournamentId=9&tSort=value.desc&tPage=2&tSize=10');
    expect(header('Value')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const after = search(router);
    expect(after.get('seasonId')).toBe('5');
    expect(after.get('tournamentId')).toBe('9');
    expect(after.get('tPage')).toBe('3');
    expect(after.get('tSort')).toBe('value.desc');
  });

  it('ignores a sort of an unknown column and an unknown size', () => {
    renderTable({}, '/list?tSort=secret.asc&tSize=7');
    expect(header('Value')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});

describe('DataTable rows', () => {
  it('expands a row on click and by keyboard (Enter, Space) on its button', async () => {
    const user = userEvent.setup();
    renderTable({ renderExpanded: (item) => <p>Details of {item.name}</p> });
    const firstRow = within(table()).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(firstRow).getAllByRole('cell')[0] as HTMLElement);
    expect(screen.getByText('Details of Item 01')).toBeInTheDocument();
    const toggle = within(firstRow).getByRole('button', { name: 'Hide details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Details of Item 01')).toBeNull();
    expect(within(firstRow).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(screen.getByText('Details of Item 01')).toBeInTheDocument();
  });

  it('opens a row that leads somewhere when it is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderTable({ rowHref: (item) => `/item/${item.id}` });
    await user.click(within(table()).getAllByRole('cell')[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/item/1');
  });

  it('names each row by its row-header column', () => {
    renderTable({ rowHeaderColumn: 'value' });
    const first = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('0');
    expect(within(first).getByRole('cell')).toHaveTextContent('Item 01');
  });

  it('shows the empty text without a table', () => {
    renderTable({ data: [], empty: <p>No items</p> });
    expect(screen.getByText('No items')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('DataTable under 800 px', () => {
  onANarrowScreen();

  it('shows cards where the table has them', () => {
    renderTable({ narrow: 'cards', renderCard: (item) => <article aria-label={item.name}>{item.value}</article> });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('otherwise scrolls sideways inside its own region', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'Items' })).toContainElement(table());
  });

  describe('issue 27: the scroll hint only when the table really overflows its box', () => {
    const HINT = 'Scroll sideways for more columns →';
    // jsdom lays nothing out: the box's widths are what the browser would measure.
    const withWidths = (scrollWidth: number, clientWidth: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
    };
    afterEach(() => jest.restoreAllMocks());

    it('says "scroll sideways" when the table is wider than its box', () => {
      withWidths(640, 343);
      renderTable();
      expect(screen.getByText(HINT)).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByText(HINT)).toBeVisible();
    });

    it('the measure draws the hint again, not the table (issue 26: its rows were rendered twice on a phone)', () => {
      withWidths(640, 343);
      let cellRenders = 0;
      const counted: DataColumn<Item>[] = [
        column.accessor('name', {
          id: 'name',
          header: 'Name',
          cell: (info) => {
            cellRenders += 1;
            return info.getValue();
          },
        }),
      ];
      renderTable({ columns: counted });
      expect(screen.getByText(HINT)).toBeVisible();
      // One render of the page's ten rows.
      expect(cellRenders).toBe(10);
    });

    it('says nothing when the table fits', () => {
      withWidths(343, 343);
      renderTable();
      // Its line is kept (nothing moves when a measure changes), the words are not shown.
      expect(screen.getByText(HINT)).not.toBeVisible();
    });
  });

  describe('issue 27: key columns at a glance, the rest on demand', () => {
    const wide: DataColumn<Item>[] = [
      column.accessor('name', { id: 'name', header: 'Name' }),
      column.accessor('value', { id: 'value', header: 'Value', meta: { numeric: true, key: true } }),
      column.accessor((item) => item.value * 2, { id: 'double', header: 'Double', meta: { numeric: true } }),
      column.accessor((item) => item.value * 3, { id: 'triple', header: 'Triple', meta: { numeric: true, shortHeader: 'T3' } }),
    ];
    // Under 800 px CSS hides the cells marked minor (DataTable's styles); jsdom applies no media query.
    const minorColumns = () => within(table()).getAllByRole('columnheader').filter((cell) => cell.classList.contains('minor')).map((cell) => cell.textContent);
    const minorCells = () => Array.from(table().querySelectorAll('tbody tr:first-child .minor'), (cell) => cell.textContent);

    it('marks every column that is not key, frozen or sorted by as waiting for "All columns", in body and head', () => {
      renderTable({ columns: wide });
      expect(minorColumns()).toEqual(['Double', 'TripleT3']);
      expect(minorCells()).toEqual(['0', '0']);
      expect(screen.getByRole('button', { name: 'All columns' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('keeps the column sorted by on screen', () => {
      renderTable({ columns: wide }, '/list?tSort=double.desc');
      expect(minorColumns()).toEqual(['TripleT3']);
    });

    it('shows every column once "All columns" is pressed, and the key ones again when released', async () => {
      const user = userEvent.setup();
      renderTable({ columns: wide });
      const switchButton = screen.getByRole('button', { name: 'All columns' });
      await user.click(switchButton);
      expect(switchButton).toHaveAttribute('aria-pressed', 'true');
      expect(switchButton).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'Items' }).id);
      expect(minorColumns()).toEqual([]);
      await user.click(switchButton);
      expect(minorColumns()).toEqual(['Double', 'TripleT3']);
    });

    it('has no switch, and hides nothing, in a table without key columns', () => {
      renderTable();
      expect(screen.queryByRole('button', { name: 'All columns' })).toBeNull();
      expect(minorColumns()).toEqual([]);
    });

    it('gives a short header for a phone beside the full one, which stays its title', () => {
      renderTable({ columns: wide });
      const triple = within(table()).getByRole('columnheader', { name: /^Triple/ });
      expect(triple.querySelector('.short-header')).toHaveTextContent('T3');
      expect(triple.querySelector('.long-header')).toHaveTextContent('Triple');
      expect(triple.querySelector('abbr')).toHaveAttribute('title', 'Triple');
    });
  });
});

describe('DataTable in the server’s HTML, then hydrated (issue 26: the server cannot know the width)', () => {
  // SPEC §9: statistics page by 20, by 10 on a phone.
  const statsTable = <DataTable caption="Items" columns={columns} data={items} getRowId={(item) => String(item.id)} pageSize={{ wide: 20, narrow: 10 }} urlKey="t" />;
  const rosterTable = (
    <DataTable caption="Items" columns={columns} data={items} getRowId={(item) => String(item.id)} pageSize={20} narrow="cards" renderCard={(item) => <article aria-label={item.name}>{item.value}</article>} />
  );
  const bodyRows = (root: ParentNode) => Array.from(root.querySelectorAll('tbody tr'));
  const widthsOf = (element: Element) => Array.from(element.classList).filter((name) => name.endsWith('-only'));
  const pagers = (root: ParentNode) => Array.from(root.querySelectorAll('nav'), (nav) => [widthsOf(nav), nav.querySelector('[aria-live]')?.textContent, nav.querySelector('select')?.value]);
  const firstTen = items.slice(0, 10).map((item) => item.name);

  it('holds a phone’s first page of 10 and a wide screen’s of 20: the rows past 10 and each pager are drawn for one width', () => {
    const { server } = serverRender(statsTable);
    const rows = bodyRows(server);
    expect(rows.map(widthsOf)).toEqual([...Array.from({ length: 10 }, () => []), ...Array.from({ length: 10 }, () => ['wide-only'])]);
    expect(pagers(server)).toEqual([
      [['wide-only'], 'Page 1 of 2', '20'],
      [['narrow-only'], 'Page 1 of 3', '10'],
    ]);
  });

  it('holds the cards and the table of a table with cards', () => {
    const { server } = serverRender(rosterTable);
    expect(server.querySelectorAll('ul[aria-label="Items"] > li')).toHaveLength(20);
    expect(bodyRows(server)).toHaveLength(20);
  });

  describe('on a phone', () => {
    onANarrowScreen();

    it('hydrates without a mismatch, then pages by 10, keeping the rows the server drew', async () => {
      const page = serverRender(statsTable);
      const serverFirstRow = bodyRows(page.container)[0];
      expect(await page.hydrate()).toEqual([]);
      expect(names()).toEqual(firstTen);
      expect(bodyRows(page.container)[0]).toBe(serverFirstRow);
      expect(pagers(page.container)).toEqual([[[], 'Page 1 of 3', '10']]);
    });

    it('keeps the cards and drops the table', async () => {
      const page = serverRender(rosterTable);
      const serverList = page.container.querySelector('ul');
      expect(await page.hydrate()).toEqual([]);
      expect(screen.getByRole('list', { name: 'Items' })).toBe(serverList);
      expect(screen.queryByRole('table')).toBeNull();
    });
  });

  it('on a wide screen: hydrates without a mismatch and pages by 20; a table with cards keeps the table', async () => {
    const stats = serverRender(statsTable);
    expect(await stats.hydrate()).toEqual([]);
    expect(names()).toHaveLength(20);
    expect(pagers(stats.container)).toEqual([[[], 'Page 1 of 2', '20']]);
    stats.container.remove();
    const roster = serverRender(rosterTable);
    expect(await roster.hydrate()).toEqual([]);
    expect(names()).toHaveLength(20);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting and leaves missing values empty', () => {
    expect(toCsv(['Name', 'Value'], [['Stjernen, Fredrikstad', '3'], ['Say "hi"', null]], { separator: ',', bom: false })).toBe('Name,Value\r\n"Stjernen, Fredrikstad",3\r\n"Say ""hi""",\r\n');
  });

  it('offers the sorted rows of every page for download', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable({ csvFileName: 'items.csv', defaultSort: [{ id: 'value', desc: true }] });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const text = await downloadedText(created[0]);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Value');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/,24$/);
    click.mockRestore();
  });
});
