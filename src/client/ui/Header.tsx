/** SPEC §1/§2 header: menu button, the site's title and logo linking home, the filter (calendar) button. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { rem } from '../theme/layout';
import { IconButton } from './IconButton';
import { onlyOn, type ViewportSide } from './responsive';
import { ShieldSwitch } from './ShieldedScore';

interface Props {
  title: string;
  /** Issue 27: the title on a phone, whole words only (the full one from 800 px; CSS picks, no hydration difference). */
  shortTitle: string;
  logo: string;
  homeHref: string;
  homeLabel: string;
  menuLabel: string;
  filtersLabel: string;
  menuOpen: boolean;
  filtersOpen: boolean;
  onOpenMenu: () => void;
  onOpenFilters: () => void;
  /** The pointer or focus is on the filter button: a good moment to fetch the panel's code. */
  onFiltersIntent?: () => void;
  /** Issue 16: the spoiler shield's switch (left out where nothing is shielded). */
  shield?: { label: string; on: boolean; onToggle: (on: boolean) => void };
}

export function Header(props: Props) {
  return (
    <Bar>
      <IconButton type="button" aria-label={props.menuLabel} aria-haspopup="dialog" aria-expanded={props.menuOpen} onClick={props.onOpenMenu}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
      <HomeLink to={props.homeHref} aria-label={props.homeLabel}>
        {props.logo ? <Logo src={props.logo} alt="" /> : null}
        <Title $only="wide">{props.title}</Title>
        <Title $only="narrow">{props.shortTitle}</Title>
      </HomeLink>
      {props.shield ? <ShieldSwitch label={props.shield.label} on={props.shield.on} onToggle={props.shield.onToggle} /> : null}
      <IconButton
        type="button"
        aria-label={props.filtersLabel}
        aria-haspopup="dialog"
        aria-expanded={props.filtersOpen}
        onClick={props.onOpenFilters}
        onPointerEnter={props.onFiltersIntent}
        onFocus={props.onFiltersIntent}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => rem(theme.layout.headerHeight)};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.headerBackground};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  /* Issue 27: room for the short title's whole word beside three buttons on a 375 px phone. */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const HomeLink = styled(Link)`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  text-decoration: none;
`;

/** A square box known before the image arrives (the title beside it does not move when it loads), the logo contained in it. */
const Logo = styled.img`
  height: 3.5rem;
  width: 3.5rem;
  object-fit: contain;
  ${({ theme }) => theme.media.mobile} {
    height: 2.75rem;
    width: 2.75rem;
  }
`;

const Title = styled.span<{ $only: ViewportSide }>`
  font-size: clamp(1rem, 2.5vw, 1.5rem);
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${onlyOn}
`;
