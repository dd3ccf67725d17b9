/**
 * A live-view notice with its ways on (issue 11 case 2: never a dead end): "not set up for live
 * reporting" with links to the match's notice page and the scoreboard, or "this match has finished" with
 * its result. A polite status region; the links are a list of plain links.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface LiveNoticeProps {
  title: string;
  message?: string;
  links: readonly { href: string; label: string }[];
}

export function LiveNotice({ title, message, links }: LiveNoticeProps) {
  return (
    <Box role="status">
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {links.length > 0 && (
        <Links>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </Links>
      )}
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
  margin: 0 0 ${({ theme }) => theme.space.xs};
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
