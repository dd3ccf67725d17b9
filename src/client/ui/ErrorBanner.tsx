import styled from 'styled-components';

/** SPEC §8: a failed request's message, shown without blocking the page. */
export function ErrorBanner({ title, message }: { title: string; message: string }) {
  return (
    <Banner role="alert">
      <strong>{title}</strong>
      {message.split("\n").map((line, index) => (
        <Line key={index}>{line}</Line>
      ))}
    </Banner>
  );
}

const Banner = styled.div`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Line = styled.span`
  display: block;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
