/**
 * SPEC §2 players `teamOrgId`: the team the table is narrowed to, as a chip with a link that clears it
 * ("Team: Stjernen — Show all players"), announced politely when it changes.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function TeamFilterChip({ text, clearLabel, clearHref }: { text: string; clearLabel: string; clearHref: string }) {
  return (
    <Chip role="status">
      <span>{text}</span>
      <span aria-hidden="true">—</span>
      <Link to={clearHref}>{clearLabel}</Link>
    </Chip>
  );
}

const Chip = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.infoSurface};
  font-weight: 600;
  a {
    color: ${({ theme }) => theme.colors.focus};
  }
`;
