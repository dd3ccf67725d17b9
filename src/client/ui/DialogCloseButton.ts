import styled from 'styled-components';

/** The "×" that closes a dialog (the filter drawer, the embed dialog): a 44 px target in the dialog's colour. */
export const DialogCloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;
