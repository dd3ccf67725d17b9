/**
 * The game-flow chart (issue 16), a lazy chunk of its own: @visx/scale and @visx/shape (d3 inside,
 * tree-shaken to the linear scale and the line path). The SVG is an image with a name, described by the
 * summary beside it; the table alternative carries the numbers. It draws at the width of its box (a
 * ResizeObserver), so its text stays readable from a 375 px phone to a 3840 px screen.
 */
import { curveLinear, curveStepAfter } from '@visx/curve';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { FlowPoint, GameFlow, Side } from '../../domain/gameFlow';

export interface FlowChartProps {
  flow: GameFlow;
  teams: Record<Side, string>;
  /** The image's accessible name. */
  name: string;
  /** The id of the text summary that describes the image. */
  describedBy: string;
  segmentNames: string[];
}

/** Margins in CSS pixels at the default root size (16 px); they grow with the root font, as the text does. */
const BASE_MARGIN = { top: 24, right: 12, bottom: 22, left: 32 };

/** The y of a step series at x (the last point at or before x). */
function yAt(points: readonly FlowPoint[], x: number): number {
  let y = 0;
  for (const point of points) if (point.x <= x) y = point.y;
  return y;
}

/** A series split where it starts again from 0 (volleyball: each set its own line). */
function runs(points: readonly FlowPoint[]): FlowPoint[][] {
  const out: FlowPoint[][] = [];
  for (const point of points) {
    const last = out[out.length - 1];
    if (!last || (point.y === 0 && last.length > 0 && point.x > 0)) out.push([point]);
    else last.push(point);
  }
  return out;
}

export default function FlowChart({ flow, teams, name, describedBy, segmentNames }: FlowChartProps) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 480, height: 224 });
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.max(200, entry.contentRect.width), height: Math.max(120, entry.contentRect.height) });
      // The site's type grows on large screens (a larger root font): the labels are in rem, the margins follow.
      const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      if (Number.isFinite(root) && root > 0) setScale(root / 16);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { width, height } = size;
  const MARGIN = { top: BASE_MARGIN.top * scale, right: BASE_MARGIN.right * scale, bottom: BASE_MARGIN.bottom * scale, left: BASE_MARGIN.left * scale };
  const color: Record<Side, string> = { H: theme.colors.liveHome, B: theme.colors.liveAway };
  const x = scaleLinear<number>({ domain: [0, flow.span], range: [MARGIN.left, width - MARGIN.right] });

  let yDomain: [number, number];
  if (flow.sport === 'basketball') {
    const extent = Math.max(5, ...flow.diff.map((point) => Math.abs(point.y)));
    yDomain = [-extent, extent];
  } else {
    const series = flow.sport === 'hockey' ? flow.shots : flow.points;
    yDomain = [0, Math.max(5, ...series.H.map((p) => p.y), ...series.B.map((p) => p.y))];
  }
  const y = scaleLinear<number>({ domain: yDomain, range: [height - MARGIN.bottom, MARGIN.top], nice: true });
  const [yMin, yMax] = y.domain() as [number, number];
  const px = (point: FlowPoint) => x(point.x);
  const py = (point: FlowPoint) => y(point.y);

  return (
    <Box ref={box}>
      <svg width={width} height={height} role="img" aria-label={name} aria-describedby={describedBy}>
        {Array.from({ length: flow.span + 1 }, (_, i) => (
          <line key={`grid${i}`} x1={x(i)} x2={x(i)} y1={MARGIN.top} y2={height - MARGIN.bottom} stroke={theme.colors.border} />
        ))}
        {segmentNames.map((label, i) => (
          <text key={`seg${i}`} x={x(i + 0.5)} y={height - 6 * scale} textAnchor="middle" fontSize={11} fill={theme.colors.textMuted}>
            {label}
          </text>
        ))}
        <text x={MARGIN.left - 4} y={y(yMax) + 4} textAnchor="end" fontSize={11} fill={theme.colors.textMuted}>
          {flow.sport === 'basketball' ? `+${yMax}` : yMax}
        </text>
        <text x={MARGIN.left - 4} y={y(yMin) + 4} textAnchor="end" fontSize={11} fill={theme.colors.textMuted}>
          {flow.sport === 'basketball' ? `+${-yMin}` : yMin}
        </text>
        {flow.sport === 'basketball' && (
          <>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke={theme.colors.textMuted} strokeDasharray="4 3" />
            <LinePath data={flow.diff} x={px} y={py} curve={curveStepAfter} stroke={theme.colors.text} strokeWidth={2 * scale} />
            <text x={MARGIN.left + 4} y={MARGIN.top - 8} fontSize={12} fill={color.H}>
              {teams.H} ↑
            </text>
            <text x={MARGIN.left + 4} y={height - MARGIN.bottom - 4} fontSize={12} fill={theme.colors.liveAwayText}>
              {teams.B} ↓
            </text>
          </>
        )}
        {flow.sport === 'hockey' &&
          (['H', 'B'] as const).map((side) => (
            <g key={side}>
              <LinePath data={flow.shots[side]} x={px} y={py} curve={flow.shotsByPeriod ? curveLinear : curveStepAfter} stroke={color[side]} strokeWidth={2 * scale} />
              {flow.goals
                .filter((goal) => goal.side === side)
                .map((goal, i) => (
                  <circle key={i} cx={x(goal.x)} cy={flow.shotsByPeriod ? y(interpolate(flow.shots[side], goal.x)) : y(yAt(flow.shots[side], goal.x))} r={5 * scale} fill={color[side]} stroke={theme.colors.background} strokeWidth={1.5 * scale} />
                ))}
            </g>
          ))}
        {flow.sport === 'volleyball' &&
          (['H', 'B'] as const).map((side) => (
            <g key={side}>
              {runs(flow.points[side]).map((run, i) => (
                <LinePath key={i} data={run} x={px} y={py} curve={curveStepAfter} stroke={color[side]} strokeWidth={2 * scale} />
              ))}
            </g>
          ))}
        {flow.sport !== 'basketball' && (
          <g fontSize={12}>
            <rect x={MARGIN.left + 4} y={6 * scale} width={10 * scale} height={10 * scale} fill={color.H} />
            <text x={MARGIN.left + 18 * scale} y={15 * scale} fill={theme.colors.text}>
              {teams.H}
            </text>
            <rect x={width / 2} y={6 * scale} width={10 * scale} height={10 * scale} fill={color.B} />
            <text x={width / 2 + 14 * scale} y={15 * scale} fill={theme.colors.text}>
              {teams.B}
            </text>
          </g>
        )}
      </svg>
    </Box>
  );
}

/** The y of a polyline at x (finished hockey shots are known at period ends). */
function interpolate(points: readonly FlowPoint[], at: number): number {
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && at <= b.x) return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (at - a.x)) / (b.x - a.x);
  }
  return points[points.length - 1]?.y ?? 0;
}

const Box = styled.div`
  width: 100%;
  height: 100%;
  overflow: hidden;
  svg {
    display: block;
  }
  /* rem, not the attributes' px: the labels grow with the site's type (arena screens, a visitor's font size). */
  text {
    font-size: 0.6875rem;
  }
  g[font-size] text {
    font-size: 0.75rem;
  }
`;
