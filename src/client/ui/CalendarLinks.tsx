import styled from 'styled-components';

export interface CalendarLinksProps {
  /** The group's accessible name, e.g. "Calendar for Stjernen". */
  label: string;
  subscribeHref: string;
  subscribeText: string;
  downloadHref: string;
  downloadText: string;
  /** The .ics file name a download is saved as. */
  fileName: string;
}

/**
 * A feed's two links (issue 16 "Team calendar feeds"): subscribe (webcal:, the calendar app keeps it up to
 * date) and a plain .ics download. Plain anchors: webcal: is for the operating system, not the router.
 */
export function CalendarLinks({ label, subscribeHref, subscribeText, downloadHref, downloadText, fileName }: CalendarLinksProps) {
  return (
    <Group role="group" aria-label={label}>
      <Subscribe href={subscribeHref}>
        {/* The header's calendar glyph, with a plus: "add to my calendar" (an emoji would need an emoji font). */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {subscribeText}
      </Subscribe>
      <Download href={downloadHref} download={fileName}>
        {downloadText}
      </Download>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Subscribe = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.focus};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    /* In em, not a fixed 20 px: the glyph grows with the text on an arena screen (issue 27 case 3). */
    width: 1.25em;
    height: 1.25em;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.focus};
  overflow-wrap: anywhere;
`;
