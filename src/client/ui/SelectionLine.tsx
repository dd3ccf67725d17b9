import styled from 'styled-components';

type Props = { label: string } & ({ season: string; league: string; loading?: undefined } | { loading: string; season?: undefined; league?: undefined });

/**
 * SPEC §1: the season and tournament header line above the routed view; while they are settled at boot,
 * one line saying so (`loading`), the same height as the line that replaces it.
 */
export function SelectionLine({ label, season, league, loading }: Props) {
  if (loading !== undefined) {
    return (
      <Line aria-label={label} aria-busy="true">
        <Muted>{loading}</Muted>
      </Line>
    );
  }
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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
