/**
 * Issue 29 case 4, in the filter panel beside the theme: how many teams have goal alerts on, and the one
 * clear way to turn them all off; or why alerts are not available in this browser.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { goalAlertsEvents } from '../../state/goalAlerts/goalAlertsSlice';
import { selectAlertPermission, selectAlertTeamsInForce } from '../../state/goalAlerts/selectors';
import { Label } from '../../ui/filters/DateField';
import { useAppDispatch, useAppSelector } from '../hooks';
import { OutlinedButton } from '../../ui/OutlinedButton';

export function GoalAlertSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const permission = useAppSelector(selectAlertPermission);
  const teams = useAppSelector(selectAlertTeamsInForce);
  if (permission === 'unknown') return null;
  const status =
    permission === 'unsupported'
      ? intl.formatMessage({ id: 'alerts.settings.unsupported' })
      : permission === 'denied'
        ? intl.formatMessage({ id: 'alerts.settings.blocked' })
        : intl.formatMessage({ id: 'alerts.settings.count' }, { count: teams.size });
  const title = intl.formatMessage({ id: 'alerts.settings.title' });
  return (
    <Section role="group" aria-label={title}>
      <Label as="span" aria-hidden="true">
        {title}
      </Label>
      <Status>{status}</Status>
      {teams.size > 0 ? (
        <TurnOff type="button" onClick={() => dispatch(goalAlertsEvents.allAlertsTurnedOff())}>
          {intl.formatMessage({ id: 'alerts.settings.turnAllOff' })}
        </TurnOff>
      ) : null}
    </Section>
  );
}

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
`;

const TurnOff = styled(OutlinedButton)`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;
