/**
 * A team's form as a row of badges (issue 29 case 3): newest first, each a link to its match with an
 * accessible text that says the result in words ("Won in overtime 3 - 2 against Storhamar, 12 Nov 2026").
 * Wins are filled, losses outlined, draws dashed, an unreadable result a muted dash: told apart by shape as
 * well as by text, never by colour alone.
 */
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type FormTone = 'win' | 'draw' | 'loss' | 'unknown';

export interface FormBadgeView {
  key: string;
  /** The short name ("OTW", "VO"), or "-" for an unreadable result. */
  text: string;
  /** The result in words, for the link's accessible name and tooltip. */
  label: string;
  href: string;
  tone: FormTone;
}

/** `label`: what the list is ("Form of Storhamar, newest first"); `empty`: the text when there is no result yet. */
export function FormBadges({ badges, label, empty }: { badges: readonly FormBadgeView[]; label: string; empty: string }) {
  if (badges.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List aria-label={label}>
      {badges.map((badge) => (
        <li key={badge.key}>
          <Badge to={badge.href} aria-label={badge.label} title={badge.label} $tone={badge.tone}>
            {badge.text}
          </Badge>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: 0.2em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const badgeLook = css<{ $tone: FormTone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 2.1em;
  height: 1.6em;
  padding: 0 0.25em;
  border: 0.125em solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.8125em;
  font-weight: 700;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    $tone === 'win'
      ? css`
          background: ${theme.colors.text};
          color: ${theme.colors.background};
        `
      : $tone === 'loss'
        ? css`
            background: transparent;
            color: ${theme.colors.text};
          `
        : $tone === 'draw'
          ? css`
              border-style: dashed;
              color: ${theme.colors.text};
            `
          : css`
              border-color: ${theme.colors.border};
              color: ${theme.colors.textMuted};
            `}
`;

const Badge = styled(Link)<{ $tone: FormTone }>`
  ${badgeLook}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 0.125em solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.125em;
  }
`;

/** A badge's look without a link (a meeting's line is the link, and says the result in its name). */
export const FormMark = styled.span.attrs({ 'aria-hidden': true })<{ $tone: FormTone }>`
  ${badgeLook}
`;
