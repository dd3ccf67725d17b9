/**
 * The arena screen's frame (issue 15): a full-viewport, pointer-free layout whose type and spacing scale
 * with the viewport (the same proportions at 1920×1080 and 3840×2160), no scroll bars (overflow hidden,
 * the views cut their lists to what fits), the cursor hidden, tabular figures so nothing shifts as numbers
 * change. A header with the league and the view's title, the view, and a status line with the data's age
 * and the connection. Presentational: every text comes in formatted.
 */
import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { KIOSK_PALETTE } from '../../theme/kiosk';

/** The kiosk's colour roles (theme/kiosk.ts): a dark screen read from across a hall. */
export const KIOSK_COLORS = KIOSK_PALETTE;

/** One unit of the scale: the smaller of 1/100 of the width and 1/56.25 of the height (16:9 → equal). */
export const U = 'min(1vw, 1.7778vh)';
export const u = (n: number) => `calc(${n} * ${U})`;

export type ConnectionTone = 'ok' | 'warning' | 'live';

export interface KioskFrameProps {
  league: string;
  title: string;
  /** The views of the rotation, the current one marked. */
  steps: { key: string; label: string; current: boolean }[];
  stepsLabel: string;
  /** null: nothing to say about the connection (the address is wrong, nothing was asked for). */
  connection: { text: string; tone: ConnectionTone } | null;
  /** "Data from 42 seconds ago", or null while the data is fresh. */
  age: string | null;
  notice: string | null;
  children: ReactNode;
}

export function KioskFrame({ league, title, steps, stepsLabel, connection, age, notice, children }: KioskFrameProps) {
  return (
    <Screen>
      <KioskGlobal />
      <Top>
        <League>{league}</League>
        <ViewTitle>{title}</ViewTitle>
      </Top>
      <Main id="main">{children}</Main>
      <Bottom>
        <Status role="status">
          {connection !== null ? (
            <>
              <Dot $tone={connection.tone} aria-hidden="true" />
              <span>{connection.text}</span>
            </>
          ) : null}
          {age !== null ? <Age>{age}</Age> : null}
          {notice !== null ? <Age>{notice}</Age> : null}
        </Status>
        <Steps aria-label={stepsLabel}>
          {steps.map((step) => (
            <Step key={step.key} $current={step.current} aria-current={step.current ? 'step' : undefined}>
              {step.label}
            </Step>
          ))}
        </Steps>
      </Bottom>
    </Screen>
  );
}

/** A message in place of a view (nothing to show, loading, a bad address). */
export function KioskMessage({ title, lines }: { title: string; lines?: readonly string[] }) {
  return (
    <MessageBox>
      <MessageTitle>{title}</MessageTitle>
      {lines?.map((line) => <MessageLine key={line}>{line}</MessageLine>)}
    </MessageBox>
  );
}

const KioskGlobal = createGlobalStyle`
  html, body, #root {
    margin: 0;
    height: 100%;
    overflow: hidden;
    background: ${KIOSK_COLORS.background};
    cursor: none;
  }
`;

const Screen = styled.div`
  box-sizing: border-box;
  width: 100vw;
  height: 100vh;
  overflow: hidden;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${u(1.2)};
  padding: ${u(1.6)} ${u(2.4)};
  background: ${KIOSK_COLORS.background};
  color: ${KIOSK_COLORS.text};
  cursor: none;
  user-select: none;
  font-size: ${u(2.2)};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum' 1;
  & * {
    box-sizing: border-box;
  }
`;

const Top = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${u(2)};
  min-width: 0;
`;

const League = styled.p`
  margin: 0;
  font-size: ${u(2.4)};
  color: ${KIOSK_COLORS.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const ViewTitle = styled.h1`
  margin: 0;
  font-size: ${u(3.4)};
  font-weight: 700;
  white-space: nowrap;
`;

const Main = styled.main`
  min-height: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Bottom = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${u(2)};
  font-size: ${u(1.8)};
  color: ${KIOSK_COLORS.textMuted};
`;

const Status = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${u(1)};
  white-space: nowrap;
`;

const TONES: Record<ConnectionTone, string> = { ok: KIOSK_COLORS.ok, warning: KIOSK_COLORS.warning, live: KIOSK_COLORS.liveAccent };

const Dot = styled.span<{ $tone: ConnectionTone }>`
  display: inline-block;
  width: ${u(1.4)};
  height: ${u(1.4)};
  border-radius: 50%;
  background: ${({ $tone }) => TONES[$tone]};
`;

const Age = styled.span`
  color: ${KIOSK_COLORS.warning};
  font-weight: 600;
`;

const Steps = styled.ol`
  display: flex;
  gap: ${u(1.2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $current: boolean }>`
  padding: ${u(0.3)} ${u(1)};
  border-radius: ${u(0.6)};
  background: ${({ $current }) => ($current ? KIOSK_COLORS.accent : 'transparent')};
  color: ${({ $current }) => ($current ? KIOSK_COLORS.onAccent : KIOSK_COLORS.textMuted)};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
`;

const MessageBox = styled.div`
  margin: auto;
  max-width: 80%;
  text-align: center;
`;

const MessageTitle = styled.p`
  margin: 0 0 ${u(1.5)};
  font-size: ${u(4)};
  font-weight: 700;
`;

const MessageLine = styled.p`
  margin: ${u(0.6)} 0;
  font-size: ${u(2.2)};
  color: ${KIOSK_COLORS.textMuted};
`;
