/**
 * Issue 25: the ops wall's notice of upstream data that could not be read in the last hour — one line per
 * target, texts formatted by the page. Rendered only when there is something to say. Props in, JSX out.
 */
import styled from 'styled-components';

export interface OpsDriftNoticeProps {
  heading: string;
  lines: readonly string[];
}

export function OpsDriftNotice({ heading, lines }: OpsDriftNoticeProps) {
  return (
    <Notice aria-labelledby="ops-drift-heading">
      <Heading id="ops-drift-heading">{heading}</Heading>
      <Lines>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
    </Notice>
  );
}

const Notice = styled.section`
  margin: 0.9em 1.25em 0;
  padding: 0.6em 1em;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 0.35em solid ${({ theme }) => theme.colors.healthAmber};
  background: ${({ theme }) => theme.colors.healthAmberSurface};
`;

const Heading = styled.h2`
  margin: 0 0 0.3em;
  font-size: 1.05em;
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  /* Field paths are long words: they wrap rather than widen a phone's page. */
  overflow-wrap: anywhere;
  li + li {
    margin-top: 0.2em;
  }
`;
