/**
 * Issue 16 spoiler shield on the standings and statistics pages. A table of points, wins and goal
 * figures gives results away as a whole, not match by match, so there is nothing to reveal per match:
 * while the shield is on, such a page shows a notice with "Show anyway", which opens this page view only
 * (navigating away and back shows the notice again; the shield itself stays on).
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { RouteName } from '../domain/paths';
import { selectShieldOn } from '../state/spoiler/selectors';
import { PageTitle } from '../ui/PageTitle';
import { ShieldNotice } from '../ui/ShieldedScore';
import { useAppSelector } from './hooks';

/**
 * Routes whose tables reveal results as a whole (standings, statistics). Not the player profile (issue 24
 * case 13): its bio is no result, so the profile hides only its result figures itself and keeps its title.
 */
export const RESULT_TABLE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'standings',
  'players',
  'goalies',
  'teams',
  'basketplayers',
  'basketteams',
  'soccerplayers',
]);

export function ShieldGate({ route, children }: { route: RouteName | null; children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const shieldOn = useAppSelector(selectShieldOn);
  // The page view ("Show anyway") is the page's path: its own URL changes (sorting, paging, the table's
  // state and the selection kept in the query) keep it open; going to another page closes it again. Not the
  // history entry's key: the table's sort is a replace navigation with a new key, which re-hid the page.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (openedFor !== null && openedFor !== location.pathname) setOpenedFor(null);
  if (!shieldOn || route === null || !RESULT_TABLE_ROUTES.has(route) || openedFor === location.pathname) return <>{children}</>;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: `pages.${route}.title` })}</PageTitle>
      <ShieldNotice
        title={intl.formatMessage({ id: 'spoiler.notice.title' })}
        message={intl.formatMessage({ id: 'spoiler.notice.table' })}
        actionText={intl.formatMessage({ id: 'spoiler.showAnyway' })}
        onAction={() => setOpenedFor(location.pathname)}
      />
    </>
  );
}
