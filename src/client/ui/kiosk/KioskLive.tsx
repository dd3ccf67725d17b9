/**
 * The kiosk's live view (issue 15): the big score with the teams, the period and the clock, the last
 * goals with scorer and assists, the penalties running and shots on goal; and the goal card over it while
 * a goal holds the screen. The score sits in an `aria-live` region. Presentational: texts come formatted.
 */
import styled, { keyframes } from 'styled-components';
import { KIOSK_COLORS, u } from './KioskFrame';

export interface KioskLiveLine {
  key: string;
  side: 'home' | 'away' | null;
  /** Left: the time or the player; right: the detail. */
  lead: string;
  text: string;
  detail: string | null;
}

export interface KioskGoalCardProps {
  title: string;
  team: string;
  scorer: string | null;
  assists: string;
  score: string;
}

export interface KioskLiveProps {
  homeName: string;
  awayName: string;
  homeScore: string;
  awayScore: string;
  /** The score as a sentence for assistive technology. */
  scoreLabel: string;
  period: string;
  /** The period line's colour: the live red, or muted grey when it does not say the match is running ("No live data"). */
  periodTone?: 'live' | 'muted';
  clock: string | null;
  goalsTitle: string;
  goals: KioskLiveLine[];
  noGoals: string;
  penaltiesTitle: string;
  penalties: KioskLiveLine[];
  shotsTitle: string;
  shots: { home: string; away: string } | null;
  goalCard: KioskGoalCardProps | null;
}

export function KioskLive(props: KioskLiveProps) {
  const { homeName, awayName, homeScore, awayScore, scoreLabel, period, clock, goals, penalties, shots, goalCard } = props;
  return (
    <Wrap>
      <Board aria-live="polite" aria-label={scoreLabel}>
        <Team $side="home">{homeName}</Team>
        <Score>
          <span>{homeScore}</span>
          <Dash>–</Dash>
          <span>{awayScore}</span>
        </Score>
        <Team $side="away">{awayName}</Team>
      </Board>
      <State $tone={props.periodTone ?? 'live'}>
        <span>{period}</span>
        {clock !== null ? <Clock>{clock}</Clock> : null}
      </State>
      <Columns>
        <Panel>
          <PanelTitle>{props.goalsTitle}</PanelTitle>
          {goals.length === 0 ? <Muted>{props.noGoals}</Muted> : <Lines lines={goals} />}
        </Panel>
        <Panel>
          {shots !== null ? (
            <>
              <PanelTitle>{props.shotsTitle}</PanelTitle>
              <Shots>
                <span>{shots.home}</span>
                <Dash>–</Dash>
                <span>{shots.away}</span>
              </Shots>
            </>
          ) : null}
          {penalties.length > 0 ? (
            <>
              <PanelTitle>{props.penaltiesTitle}</PanelTitle>
              <Lines lines={penalties} />
            </>
          ) : null}
        </Panel>
      </Columns>
      {goalCard !== null ? <GoalCard {...goalCard} /> : null}
    </Wrap>
  );
}

function Lines({ lines }: { lines: KioskLiveLine[] }) {
  return (
    <List>
      {lines.map((line) => (
        <Line key={line.key} $side={line.side}>
          <Lead>{line.lead}</Lead>
          <LineText>
            {line.text}
            {line.detail !== null ? <Detail>{line.detail}</Detail> : null}
          </LineText>
        </Line>
      ))}
    </List>
  );
}

function GoalCard({ title, team, scorer, assists, score }: KioskGoalCardProps) {
  return (
    <Card role="alert" aria-label={`${title} ${team}`}>
      <CardTitle>{title}</CardTitle>
      <CardTeam>{team}</CardTeam>
      <CardScore>{score}</CardScore>
      {scorer !== null ? <CardScorer>{scorer}</CardScorer> : null}
      <CardAssists>{assists}</CardAssists>
    </Card>
  );
}

const Wrap = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: ${u(1.5)};
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${u(3)};
  padding: ${u(2)} ${u(2.5)};
  background: ${KIOSK_COLORS.surface};
  border-radius: ${u(1.2)};
`;

const Team = styled.p<{ $side: 'home' | 'away' }>`
  margin: 0;
  font-size: ${u(4)};
  font-weight: 700;
  text-align: ${({ $side }) => ($side === 'home' ? 'right' : 'left')};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Score = styled.p`
  margin: 0;
  display: flex;
  gap: ${u(1.5)};
  font-size: ${u(12)};
  font-weight: 800;
  line-height: 1;
`;

const Dash = styled.span`
  color: ${KIOSK_COLORS.textMuted};
`;

const State = styled.p<{ $tone: 'live' | 'muted' }>`
  margin: 0;
  display: flex;
  justify-content: center;
  gap: ${u(3)};
  font-size: ${u(3.2)};
  color: ${({ $tone }) => ($tone === 'live' ? KIOSK_COLORS.liveAccent : KIOSK_COLORS.textMuted)};
  font-weight: 700;
`;

const Clock = styled.span`
  color: ${KIOSK_COLORS.text};
  min-width: 5ch;
`;

const Columns = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: ${u(2)};
`;

const Panel = styled.section`
  min-height: 0;
  overflow: hidden;
  padding: ${u(1.2)} ${u(1.8)};
  background: ${KIOSK_COLORS.surface};
  border-radius: ${u(1)};
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${u(0.8)};
  font-size: ${u(2)};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${KIOSK_COLORS.textMuted};
`;

const Muted = styled.p`
  margin: 0;
  color: ${KIOSK_COLORS.textMuted};
`;

const List = styled.ul`
  margin: 0 0 ${u(1.2)};
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $side: 'home' | 'away' | null }>`
  display: grid;
  grid-template-columns: 5ch 1fr;
  gap: ${u(1.2)};
  padding: ${u(0.5)} 0 ${u(0.5)} ${u(1)};
  border-left: ${u(0.5)} solid ${({ $side }) => ($side === 'home' ? KIOSK_COLORS.accent : $side === 'away' ? KIOSK_COLORS.awaySide : 'transparent')};
  margin-bottom: ${u(0.5)};
`;

const Lead = styled.span`
  color: ${KIOSK_COLORS.textMuted};
`;

const LineText = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Detail = styled.span`
  display: block;
  font-size: 0.8em;
  color: ${KIOSK_COLORS.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Shots = styled.p`
  margin: 0 0 ${u(1.5)};
  display: flex;
  gap: ${u(1.2)};
  font-size: ${u(5)};
  font-weight: 700;
`;

const flash = keyframes`
  from { transform: scale(0.92); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const Card = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${u(1.2)};
  background: ${KIOSK_COLORS.surfaceAlt};
  border: ${u(0.6)} solid ${KIOSK_COLORS.goal};
  border-radius: ${u(1.5)};
  animation: ${flash} 400ms ease-out;
  text-align: center;
`;

const CardTitle = styled.p`
  margin: 0;
  font-size: ${u(11)};
  font-weight: 900;
  color: ${KIOSK_COLORS.goal};
  line-height: 1;
`;

const CardTeam = styled.p`
  margin: 0;
  font-size: ${u(4.5)};
  font-weight: 700;
`;

const CardScore = styled.p`
  margin: 0;
  font-size: ${u(7)};
  font-weight: 800;
`;

const CardScorer = styled.p`
  margin: 0;
  font-size: ${u(4)};
`;

const CardAssists = styled.p`
  margin: 0;
  font-size: ${u(2.6)};
  color: ${KIOSK_COLORS.textMuted};
`;
