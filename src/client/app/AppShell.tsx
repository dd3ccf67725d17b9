/**
 * SPEC §1 global layout: loading overlay, header (menu, title, calendar), the side menu and the filter
 * panel drawers, the match slider, the season and league line, an error banner, then the routed view.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentLeague, selectCurrentSeason } from '../state/catalog/selectors';
import { selectFailedShellParts, selectIsLoading } from '../state/feedback/selectors';
import { FailedPart } from '../pages/shared/FailedPart';
import { selectMenuItems, selectSelectionPending, selectSelectionQuery } from '../state/selection/selectors';
import { selectSiteConfig } from '../state/site/selectors';
import { LAYOUT } from '../theme/layout';
import { Drawer } from '../ui/Drawer';
import { Header } from '../ui/Header';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { SelectionLine } from '../ui/SelectionLine';
import { SideMenu, type SideMenuEntry, type SideMenuLink } from '../ui/SideMenu';
import { selectShieldOn } from '../state/spoiler/selectors';
import { spoilerEvents } from '../state/spoiler/spoilerSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { MatchSliderContainer } from './MatchSliderContainer';
import { ReadStatusNotice } from './ReadStatusNotice';
import { GoalAlertNotice } from './GoalAlertNotice';
import { ScrollMemory } from './ScrollMemory';
import { ShieldGate } from './ShieldGate';
import { useRouteTitle } from './useDocumentTitle';
import { MENU_ROUTES, paths, routeNameOf } from '../domain/paths';
import { shortSiteTitle } from '../domain/siteTitle';

const loadFilterPanel = () => import(/* webpackChunkName: "filter-panel" */ './filters/FilterPanel');
const FilterPanel = lazy(loadFilterPanel);

export function AppShell() {
  const intl = useIntl();
  const location = useLocation();
  const site = useAppSelector(selectSiteConfig);
  const loading = useAppSelector(selectIsLoading);
  const failedParts = useAppSelector(selectFailedShellParts);
  const query = useAppSelector(selectSelectionQuery);
  const season = useAppSelector(selectCurrentSeason);
  const league = useAppSelector(selectCurrentLeague);
  const menu = useAppSelector(selectMenuItems);
  const selectionPending = useAppSelector(selectSelectionPending);
  const shieldOn = useAppSelector(selectShieldOn);
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);

  const currentRoute = routeNameOf(location.pathname);
  const routeKey = currentRoute === 'home' ? 'scoreboard' : currentRoute;
  useRouteTitle(currentRoute, routeKey === null ? null : intl.formatMessage({ id: `pages.${routeKey}.title` }), league?.tournamentName ?? null);
  const selection = { seasonId: query.seasonId, tournamentId: query.tournamentId };
  const entries = useMemo((): SideMenuEntry[] => {
    const toLink = (item: { route: keyof typeof MENU_ROUTES; labelId: string }): SideMenuLink => {
      const route = MENU_ROUTES[item.route];
      return {
        key: item.route,
        label: intl.formatMessage({ id: item.labelId }),
        href: paths[route].href({ seasonId: query.seasonId, tournamentId: query.tournamentId }),
        current: currentRoute === route || (route === 'scoreboard' && currentRoute === 'home'),
      };
    };
    return menu.map((item) =>
      'children' in item
        ? { key: item.labelId, label: intl.formatMessage({ id: item.labelId }), children: item.children.map(toLink) }
        : toLink(item),
    );
  }, [menu, intl, query.seasonId, query.tournamentId, currentRoute]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const prefetchFilters = useCallback(() => void loadFilterPanel().catch(() => undefined), []);

  return (
    <>
      <ScrollMemory />
      <SkipLink href="#main">{intl.formatMessage({ id: 'app.skipToContent' })}</SkipLink>
      {loading ? <LoadingOverlay label={intl.formatMessage({ id: 'app.loading' })} /> : null}
      <Header
        title={site.title}
        shortTitle={shortSiteTitle(site.title)}
        logo={site.logo}
        homeHref={paths.home.href(selection)}
        homeLabel={intl.formatMessage({ id: 'header.home' }, { title: site.title })}
        menuLabel={intl.formatMessage({ id: 'header.openMenu' })}
        filtersLabel={intl.formatMessage({ id: 'header.openFilters' })}
        menuOpen={menuOpen}
        filtersOpen={filtersOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenFilters={() => {
          setFiltersWanted(true);
          setFiltersOpen(true);
        }}
        onFiltersIntent={prefetchFilters}
        shield={{ label: intl.formatMessage({ id: 'spoiler.switch' }), on: shieldOn, onToggle: (on) => dispatch(spoilerEvents.shieldToggled({ on })) }}
      />
      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        side="left"
        tone="menu"
        width={LAYOUT.sideMenuWidth}
        title={intl.formatMessage({ id: 'navigation.menu' })}
        closeLabel={intl.formatMessage({ id: 'navigation.close' })}
        openMs={LAYOUT.menuOpenDelayMs}
        closeMs={LAYOUT.menuCloseDelayMs}
      >
        <SideMenu navLabel={intl.formatMessage({ id: 'navigation.main' })} entries={entries} onNavigate={closeMenu} />
      </Drawer>
      <Drawer
        open={filtersOpen}
        onClose={closeFilters}
        side="right"
        width={LAYOUT.filterPanelWidth}
        title={intl.formatMessage({ id: 'filters.title' })}
        closeLabel={intl.formatMessage({ id: 'filters.close' })}
        openMs={LAYOUT.menuOpenDelayMs}
        closeMs={LAYOUT.menuCloseDelayMs}
      >
        {filtersWanted ? (
          <Suspense fallback={<PanelLoading>{intl.formatMessage({ id: 'app.loading' })}</PanelLoading>}>
            <FilterPanel />
          </Suspense>
        ) : null}
      </Drawer>
      <MatchSliderContainer />
      {selectionPending && league === null ? (
        <SelectionLine label={intl.formatMessage({ id: 'selection.label' })} loading={intl.formatMessage({ id: 'selection.loading' })} />
      ) : (
        <SelectionLine
          label={intl.formatMessage({ id: 'selection.label' })}
          season={season ? intl.formatMessage({ id: 'selection.season' }, { name: season.seasonName }) : intl.formatMessage({ id: 'selection.noSeason' })}
          league={league ? league.tournamentName : intl.formatMessage({ id: 'selection.noLeague' })}
        />
      )}
      <ReadStatusNotice />
      <GoalAlertNotice />
      {failedParts.length > 0 ? (
        <Region>
          {failedParts.map(({ part, kind }) => (
            <FailedPart key={part} part={part} kind={kind} />
          ))}
        </Region>
      ) : null}
      <Main id="main" tabIndex={-1}>
        <ShieldGate route={currentRoute}>
          <Outlet />
        </ShieldGate>
      </Main>
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  top: 0;
  z-index: 30;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  &:focus { left: ${({ theme }) => theme.space.sm}; }
`;

const Main = styled.main`
  max-width: 120rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  &:focus { outline: none; }
`;

const PanelLoading = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The shell's failed-part notices, in line with the page's content (like ReadStatusNotice). */
const Region = styled.div`
  max-width: 120rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;
