import styled from 'styled-components';

/** SPEC §1: the season and tournament header line above the routed view. */
export function SelectionLine({ label, season, league }: { label: string; season: string; league: string }) {
  return (
    <Line aria-label={label}>
      <span>{season}</span>
      <Separator aria-hidden="true">·</Separator>
      <strong>{league}</strong>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Separator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
