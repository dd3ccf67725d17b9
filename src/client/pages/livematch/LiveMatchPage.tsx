import { useIntl } from 'react-intl';
import { PageTitle } from '../../ui/PageTitle';

/** The livematch route (SPEC §2). Its content comes with the issue that builds it; for now its title. */
export default function LiveMatchPage() {
  const intl = useIntl();
  return <PageTitle>{intl.formatMessage({ id: 'pages.livematch.title' })}</PageTitle>;
}
