/** SPEC §2 side navigation: links (a group for Statistics), light grey, black text. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface SideMenuLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export interface SideMenuGroup {
  key: string;
  label: string;
  children: SideMenuLink[];
}

export type SideMenuEntry = SideMenuLink | SideMenuGroup;

interface Props {
  navLabel: string;
  entries: readonly SideMenuEntry[];
  /** A link was followed: the menu closes (SPEC §2). */
  onNavigate: () => void;
}

function MenuLinkItem({ link, onNavigate }: { link: SideMenuLink; onNavigate: () => void }) {
  return (
    <li>
      <ItemLink to={link.href} aria-current={link.current ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </ItemLink>
    </li>
  );
}

export function SideMenu({ navLabel, entries, onNavigate }: Props) {
  return (
    <Surface>
      <nav aria-label={navLabel}>
        <List>
          {entries.map((entry) =>
            'children' in entry ? (
              <li key={entry.key}>
                <GroupLabel id={`menu-group-${entry.key}`}>{entry.label}</GroupLabel>
                <SubList aria-labelledby={`menu-group-${entry.key}`}>
                  {entry.children.map((child) => (
                    <MenuLinkItem key={child.key} link={child} onNavigate={onNavigate} />
                  ))}
                </SubList>
              </li>
            ) : (
              <MenuLinkItem key={entry.key} link={entry} onNavigate={onNavigate} />
            ),
          )}
        </List>
      </nav>
    </Surface>
  );
}

const Surface = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.menuBackground};
  color: ${({ theme }) => theme.colors.menuText};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SubList = styled(List)`
  padding-left: ${({ theme }) => theme.space.md};
`;

const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-weight: 700;
`;

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.menuText};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};
  &:hover { background: ${({ theme }) => theme.colors.hoverTint}; }
  &[aria-current='page'] { font-weight: 700; box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent}; }
`;
