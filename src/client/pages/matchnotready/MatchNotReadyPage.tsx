import { useIntl } from 'react-intl';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';

/** SPEC §2 match-not-ready page: an info alert with a title and a message to check back later. */
export default function MatchNotReadyPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'pages.matchnotready.title' })}</PageTitle>
      <InfoNotice title={intl.formatMessage({ id: 'matchnotready.title' })}>
        {intl.formatMessage({ id: 'matchnotready.message' })}
      </InfoNotice>
    </>
  );
}
