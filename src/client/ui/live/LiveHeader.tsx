/**
 * SPEC §2 live match header: the clock with the match's state (the period's name, a break, the final
 * label — what the lists say, issue 11 case 3), home and away logos (the first letter of the name when
 * there is no logo), names, and the score ("-" when unknown) in an aria-live region. Sized in rem/em only,
 * so it scales with the root font size on an arena screen.
 */
import styled from 'styled-components';
import { teamInitial } from '../../domain/match/common';
import type { StatusTone } from '../../domain/matchStatus';
import { FavouriteStar, type FavouriteToggleView } from '../FavouriteStar';
import { KeepTogether } from '../KeepTogether';
import { ShieldedScore } from '../ShieldedScore';

export interface LiveTeamView {
  name: string;
  logo: string | null;
  /** Makes the name a button (SPEC §2 team clicks); absent: plain text. */
  onSelect?: () => void;
  /** Issue 16: the team's star (absent or null: none). */
  star?: FavouriteToggleView | null;
}

export interface LiveHeaderProps {
  home: LiveTeamView;
  away: LiveTeamView;
  scoreText: string;
  scoreLabel: string;
  /** "mm:ss", or null when no clock is shown (a break, a shootout, a finished hockey match). */
  clock: string | null;
  /** The match's state: "Period 2", "Intermission after period 1", "Final (OT)"…; null when unknown. */
  stateLabel: string | null;
  stateTone?: StatusTone;
  details?: React.ReactNode;
  /** Issue 16: the spoiler shield hides the score; the placeholder and its Reveal button stand in for it. */
  shield?: { hiddenLabel: string; revealText: string; revealLabel: string; onReveal: () => void } | null;
}

function Team({ team, side }: { team: LiveTeamView; side: 'home' | 'away' }) {
  const initial = teamInitial(team.name);
  // Issue 27: "Bærum 2" keeps its number on a phone; the name wraps at its other spaces.
  const name = <KeepTogether text={team.name} />;
  return (
    <TeamBox $side={side}>
      {team.logo ? <Logo src={team.logo} alt="" /> : <Initial aria-hidden="true" $side={side}>{initial}</Initial>}
      {team.onSelect ? (
        <NameButton type="button" onClick={team.onSelect}>
          {name}
        </NameButton>
      ) : (
        <Name>{name}</Name>
      )}
      {team.star ? <FavouriteStar star={team.star} /> : null}
    </TeamBox>
  );
}

export function LiveHeader({ home, away, scoreText, scoreLabel, clock, stateLabel, stateTone = 'live', details, shield = null }: LiveHeaderProps) {
  return (
    <Card>
      <Team team={home} side="home" />
      <Middle>
        {shield !== null ? (
          <ShieldedScore {...shield} />
        ) : (
          <Score aria-live="polite" aria-atomic="true" aria-label={scoreLabel}>
            {scoreText}
          </Score>
        )}
        {(clock !== null || stateLabel !== null) && (
          <Clock>
            {clock !== null && <time>{clock}</time>}
            {stateLabel !== null && (
              <State data-match-status="" data-tone={stateTone} $tone={stateTone}>
                <KeepTogether text={stateLabel} />
              </State>
            )}
          </Clock>
        )}
        {details}
      </Middle>
      <Team team={away} side="away" />
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  /*
   * The team columns never grow past their share: a long name wraps at its spaces instead of widening the
   * page. The middle is as wide as its content up to 40% of the row, then the state wraps ("Intermission
   * after period 1" on a phone): at its full width it left the names 40 px, and "Stavanger" ran off the screen.
   */
  grid-template-columns: minmax(0, 1fr) fit-content(40%) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  /* On a phone the score's column gives the names room ("Manglerud Star" beside "3. periode" at 375 px). */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`;
const TeamBox = styled.div<{ $side: 'home' | 'away' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;
const Logo = styled.img`
  width: 3.5rem;
  height: 3.5rem;
  object-fit: contain;
`;
const Initial = styled.span<{ $side: 'home' | 'away' }>`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  color: ${({ $side, theme }) => ($side === 'home' ? theme.colors.onLiveHomeFill : theme.colors.onLiveAwayFill)};
  font-size: 1.5rem;
  font-weight: 700;
  background: ${({ $side, theme }) => ($side === 'home' ? theme.colors.liveHomeFill : theme.colors.liveAwayFill)};
`;
const Name = styled.span`
  font-weight: 600;
  /* Issue 27: at spaces only, never inside a word (no hyphenation). */
  overflow-wrap: normal;
`;
const NameButton = styled.button`
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
  /* Issue 27: at spaces only, never inside a word (no hyphenation). */
  overflow-wrap: normal;
`;
const Middle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
const Score = styled.output`
  font-size: 2.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
const Clock = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  /* A state that wraps stays centred under the score. */
  text-align: center;
  column-gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
  font-size: 1.25rem;
`;
const State = styled.span<{ $tone: StatusTone }>`
  color: ${({ $tone, theme }) => ($tone === 'final' ? theme.colors.text : $tone === 'warning' ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $tone }) => ($tone === 'final' ? 700 : 400)};
`;
