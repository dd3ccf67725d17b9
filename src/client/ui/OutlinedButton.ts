import styled from 'styled-components';

/**
 * The site's one outlined text button (the tables' pager and column switch, the statistics' "clear"): a
 * 44 px target in the theme's border and surface colours; pages shape it further with `styled(OutlinedButton)`.
 */
export const OutlinedButton = styled.button`
  font: inherit;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
