import styled from 'styled-components';

/** The header's square icon buttons (menu, filters, spoiler shield): a 44 px target around a 28 px icon. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg { width: 1.75rem; height: 1.75rem; }
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;
