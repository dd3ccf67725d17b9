import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface NoticeLink {
  href: string;
  label: string;
}

/**
 * An informational notice (SPEC §8 "shown notices"): a title, a message, and the ways on from it (issue 11
 * case 2: a notice is never a dead end — "this match has finished" links to its result), announced politely.
 */
export function InfoNotice({
  title,
  children,
  links = [],
  role = 'status',
  action,
}: {
  title: string;
  children?: ReactNode;
  links?: readonly NoticeLink[];
  /** `alert` for a notice that answers the reader's own press (announced at once), e.g. a refused permission. */
  role?: 'status' | 'alert';
  /** A control after the message, such as "Dismiss". */
  action?: ReactNode;
}) {
  return (
    <Box role={role}>
      <Title>{title}</Title>
      {children ? <Message>{children}</Message> : null}
      {action ? <Action>{action}</Action> : null}
      {links.length > 0 ? (
        <Links>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </Links>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 0.25rem solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: 1.0625rem;
`;

const Message = styled.p`
  margin: 0;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.focus};
    font-weight: 600;
  }
`;
