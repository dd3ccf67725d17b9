/**
 * Issue 15: one match's tile on the ops wall — teams, score, clock and state, the feed's figures, and its
 * health as a colour AND a word (never colour alone). The whole tile is a real link that opens the
 * match's live view in a new tab. Props in, JSX out: every text comes formatted from the page.
 */
import { memo } from 'react';
import styled from 'styled-components';

export type OpsLevel = 'ok' | 'amber' | 'red';

export interface OpsTileView {
  matchId: number;
  href: string;
  /** The link's accessible name: teams, level, where it goes. */
  label: string;
  home: string;
  away: string;
  meta: string;
  score: string;
  state: string;
  clock: string | null;
  level: OpsLevel;
  levelText: string;
  /** Where the match stands by its feed (playing, intermission, notStarted, ended), or 'unknown'; for tests and styling hooks. */
  phase: string;
  /** Why it is not OK ("feed silent for 14 s"), empty when OK. */
  reasons: string;
  /** Term/value pairs of the feed's figures; empty when the feed is not followed. */
  figures: readonly { term: string; value: string }[];
  /** Shown instead of the figures when the feed is not followed. */
  note: string | null;
}

/**
 * Equal by content: the wall rebuilds every view on each arrival and each one-second tick, but only the
 * tiles whose text changed render again (issue 15 bench: twenty tiles re-rendering on every arrival made
 * long tasks at 40 events a second).
 */
export function sameView(before: { view: OpsTileView }, after: { view: OpsTileView }): boolean {
  const x = before.view;
  const y = after.view;
  if (x === y) return true;
  const keys = Object.keys(x) as (keyof OpsTileView)[];
  for (const key of keys) {
    if (key === 'figures') continue;
    if (x[key] !== y[key]) return false;
  }
  return x.figures.length === y.figures.length && x.figures.every((figure, i) => figure.term === y.figures[i]?.term && figure.value === y.figures[i]?.value);
}

export const OpsTile = memo(function OpsTile({ view }: { view: OpsTileView }) {
  return (
    <Card $level={view.level} data-match-id={view.matchId} data-level={view.level} data-phase={view.phase}>
      <TileLink href={view.href} target="_blank" rel="noopener noreferrer" aria-label={view.label}>
        <Top>
          <Level $level={view.level}>{view.levelText}</Level>
          <Meta>{view.meta}</Meta>
        </Top>
        <Teams>
          <Team title={view.home}>{view.home}</Team>
          <Score>{view.score}</Score>
          <Team title={view.away}>{view.away}</Team>
        </Teams>
        <State>
          {view.state}
          {view.clock ? <Clock> · {view.clock}</Clock> : null}
        </State>
        {view.reasons ? <Reasons $level={view.level}>{view.reasons}</Reasons> : null}
        {view.figures.length > 0 ? (
          <Figures>
            {view.figures.map((figure) => (
              <Figure key={figure.term}>
                <dt>{figure.term}</dt>
                <dd>{figure.value}</dd>
              </Figure>
            ))}
          </Figures>
        ) : (
          <Note>{view.note}</Note>
        )}
      </TileLink>
    </Card>
  );
}, sameView);

const Card = styled.li<{ $level: OpsLevel }>`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 0.5em solid
    ${({ theme, $level }) => ($level === 'red' ? theme.colors.healthRed : $level === 'amber' ? theme.colors.healthAmber : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $level }) =>
    $level === 'red' ? theme.colors.healthRedSurface : $level === 'amber' ? theme.colors.healthAmberSurface : theme.colors.background};
  min-width: 0;
`;

const TileLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: 0.4em;
  padding: 0.75em 0.9em;
  color: inherit;
  text-decoration: none;
  height: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.6em;
  min-width: 0;
`;

const Level = styled.span<{ $level: OpsLevel }>`
  flex: none;
  font-weight: 700;
  font-size: 0.8em;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  padding: 0.1em 0.5em;
  border-radius: 999px;
  color: ${({ theme, $level }) => ($level === 'ok' ? theme.colors.text : theme.colors.onHealth)};
  background: ${({ theme, $level }) => ($level === 'red' ? theme.colors.healthRed : $level === 'amber' ? theme.colors.healthAmber : theme.colors.surface)};
  border: 1px solid ${({ theme, $level }) => ($level === 'ok' ? theme.colors.border : 'transparent')};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 0.4em;
  font-size: 1.1em;
  font-weight: 600;
`;

// Names wrap rather than truncate: staff must tell "Manglerud Star" from "Manglerud Star 2" at a glance.
// Issue 27: only at spaces ("Kristiansand / Pirates", never "Kristiansan / d"); a word wider than the
// tile ends in an ellipsis (the full name is the title).
const Team = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  overflow-wrap: normal;
  &:last-child {
    text-align: right;
  }
`;

const Score = styled.span`
  font-size: 1.25em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const State = styled.div`
  font-size: 0.95em;
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Reasons = styled.div<{ $level: OpsLevel }>`
  font-weight: 600;
  color: ${({ theme, $level }) => ($level === 'red' ? theme.colors.healthRed : theme.colors.healthAmber)};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.3em 0.8em;
  margin: 0;
  font-size: 0.85em;
`;

const Figure = styled.div`
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
`;
