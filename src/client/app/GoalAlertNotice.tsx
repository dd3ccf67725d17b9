/**
 * Issue 29 case 4: why a press of a goal-alert toggle did not turn the alert on (the browser refused
 * notifications, or cannot show them), in words, until dismissed or the next alert change.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { goalAlertsEvents } from '../state/goalAlerts/goalAlertsSlice';
import { selectAlertNotice } from '../state/goalAlerts/selectors';
import { useAppDispatch, useAppSelector } from './hooks';
import { OutlinedButton } from '../ui/OutlinedButton';

export function GoalAlertNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectAlertNotice);
  if (notice === null) return null;
  return (
    <Region>
      <Box role="alert">
        <Title>{intl.formatMessage({ id: `alerts.notice.${notice}.title` })}</Title>
        <p>{intl.formatMessage({ id: `alerts.notice.${notice}.message` })}</p>
        <Dismiss type="button" onClick={() => dispatch(goalAlertsEvents.noticeDismissed())}>
          {intl.formatMessage({ id: 'alerts.notice.dismiss' })}
        </Dismiss>
      </Box>
    </Region>
  );
}

/** In line with the page's content (AppShell's main column), as the read notices are. */
const Region = styled.div`
  max-width: 120rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Box = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 0.25rem solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  }
`;

const Title = styled.strong`
  display: block;
`;

const Dismiss = styled(OutlinedButton)`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;
