import styled from 'styled-components';

/**
 * The site's one look for a native `<select>` (the filters and the tables' rows-per-page). The browser's own
 * arrow is drawn at a fixed pixel size and its padding does not grow either, so on a 3840 px arena screen,
 * where the text is 48 px, the longest option ran into a 10 px arrow (issue 27). Here the arrow is two
 * gradient triangles in `em` and `currentColor`: it grows with the text and follows the theme, dark included.
 * The element stays a native select: keyboard, screen readers and the phone's own picker are the browser's.
 */
export const NativeSelect = styled.select`
  appearance: none;
  min-height: 2.75rem;
  padding: 0 calc(${({ theme }) => theme.space.sm} + 1.25em) 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background-color: ${({ theme }) => theme.colors.background};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    right calc(${({ theme }) => theme.space.sm} + 0.35em) center,
    right ${({ theme }) => theme.space.sm} center;
  background-size: 0.35em 0.35em;
  background-repeat: no-repeat;
  cursor: pointer;
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Forced colours drop background images: give the browser its own arrow back. */
  @media (forced-colors: active) {
    appearance: auto;
    background-image: none;
    padding-right: ${({ theme }) => theme.space.sm};
  }
`;
