/**
 * Issue 29 case 4: why a press of a goal-alert toggle did not turn the alert on (the browser refused
 * notifications, or cannot show them), in words, until dismissed or the next alert change.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { goalAlertsEvents } from '../state/goalAlerts/goalAlertsSlice';
import { selectAlertNotice } from '../state/goalAlerts/selectors';
import { useAppDispatch, useAppSelector } from './hooks';
import { InfoNotice } from '../ui/InfoNotice';
import { OutlinedButton } from '../ui/OutlinedButton';

export function GoalAlertNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectAlertNotice);
  if (notice === null) return null;
  return (
    <Region>
      <InfoNotice
        role="alert"
        title={intl.formatMessage({ id: `alerts.notice.${notice}.title` })}
        action={
          <Dismiss type="button" onClick={() => dispatch(goalAlertsEvents.noticeDismissed())}>
            {intl.formatMessage({ id: 'alerts.notice.dismiss' })}
          </Dismiss>
        }
      >
        {intl.formatMessage({ id: `alerts.notice.${notice}.message` })}
      </InfoNotice>
    </Region>
  );
}

/** In line with the page's content (AppShell's main column), as the read notices are. */
const Region = styled.div`
  max-width: 120rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Dismiss = styled(OutlinedButton)`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;
