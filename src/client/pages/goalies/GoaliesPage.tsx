import { useIntl } from 'react-intl';
import { PageTitle } from '../../ui/PageTitle';

/** The goalies route (SPEC §2). Its content comes with the issue that builds it; for now its title. */
export default function GoaliesPage() {
  const intl = useIntl();
  return <PageTitle>{intl.formatMessage({ id: 'pages.goalies.title' })}</PageTitle>;
}
