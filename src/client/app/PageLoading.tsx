import { useIntl } from 'react-intl';
import styled from 'styled-components';

/** The page's place while its code loads (first load only; later navigations keep the old page). */
export function PageLoading() {
  const intl = useIntl();
  return <Placeholder role="status">{intl.formatMessage({ id: 'app.loading' })}</Placeholder>;
}

const Placeholder = styled.p`
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
