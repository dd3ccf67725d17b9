/** The error boundary of every route (errorElement): a message in the visitor's language and a way home. */
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { selectSelectionQuery } from '../state/selection/selectors';
import { RouteErrorView } from '../ui/RouteErrorView';
import { useAppSelector } from './hooks';
import { usePageStatus } from './serverHead';
import { paths } from '../domain/paths';

export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const intl = useIntl();
  const error = useRouteError();
  const query = useAppSelector(selectSelectionQuery);
  const missing = notFound || (isRouteErrorResponse(error) && error.status === 404);
  if (error && !missing) console.error(error);
  usePageStatus(missing ? 404 : 500);
  return (
    <RouteErrorView
      title={intl.formatMessage({ id: 'errors.route.title' })}
      message={intl.formatMessage({ id: missing ? 'errors.route.notFound' : 'errors.route.message' })}
      homeHref={paths.home.href({ seasonId: query.seasonId, tournamentId: query.tournamentId })}
      homeLabel={intl.formatMessage({ id: 'errors.route.home' })}
    />
  );
}

export function NotFound() {
  return <RouteError notFound />;
}
