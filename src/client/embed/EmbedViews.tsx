/**
 * The embeds' markup (issue 29 case 2): a whole small document per embed, rendered once on the server to
 * static HTML (no hydration: only the live score has a script, which refreshes its region). Props in, markup
 * out; every text comes formatted from renderEmbed.
 */
import type { ReactNode } from 'react';
import type { EmbedTheme } from '../../shared/embedRender';
import { EMBED_LIVE_SCRIPT_PATH } from '../../shared/embedRender';
import { EMBED_STYLES } from './embedStyles';

export interface EmbedLink {
  href: string;
  text: string;
}

interface DocumentProps {
  lang: string;
  theme: EmbedTheme | null;
  title: string;
  description: string;
  /** Seconds between the live score's refreshes, or null when nothing on the page changes by itself. */
  refreshSeconds: number | null;
  children: ReactNode;
  link: EmbedLink | null;
}

export function EmbedDocument({ lang, theme, title, description, refreshSeconds, children, link }: DocumentProps) {
  return (
    <html lang={lang} data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <meta name="description" content={description} />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: EMBED_STYLES }} />
      </head>
      <body data-refresh={refreshSeconds ?? undefined}>
        <main className="embed">
          {children}
          {link && (
            <p className="more">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
              </a>
            </p>
          )}
        </main>
        {refreshSeconds !== null && <script src={EMBED_LIVE_SCRIPT_PATH} defer />}
      </body>
    </html>
  );
}

/** A notice in words: something that does not exist, a league that is not public, data that could not be read. */
export function EmbedNotice({ title, message, tone }: { title: string; message: string; tone: 'info' | 'problem' }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'problem' ? 'alert' : 'status'}>
      <h1>{title}</h1>
      <p>{message}</p>
    </div>
  );
}

export interface MatchLineView {
  key: number;
  when: string;
  home: string;
  away: string;
  score: string;
  status: string;
  tone: string;
  /** The accessible name of the line's link: teams, score and status in words. */
  label: string;
  href: string | null;
  /** A heading above the line (the team embed: "Next match", "Last match"). */
  caption?: string;
}

function MatchLine({ line }: { line: MatchLineView }) {
  const content = (
    <>
      <span className="when">{line.when}</span>
      <span className="home">{line.home}</span>
      <span className="score">{line.score}</span>
      <span className="away">{line.away}</span>
      <span className={`status tone-${line.tone}`}>{line.status}</span>
    </>
  );
  return (
    <li className="match">
      {line.caption && <h2 className="caption">{line.caption}</h2>}
      {line.href === null ? (
        <div className="line" aria-label={line.label}>
          {content}
        </div>
      ) : (
        <a className="line" href={line.href} target="_blank" rel="noopener noreferrer" aria-label={line.label}>
          {content}
        </a>
      )}
    </li>
  );
}

export function MatchList({ heading, lines, empty }: { heading: string; lines: readonly MatchLineView[]; empty: string }) {
  return (
    <>
      <h1>{heading}</h1>
      {lines.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="matches">
          {lines.map((line) => (
            <MatchLine key={`${line.key}-${line.caption ?? ''}`} line={line} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The team embed: its next and last match, each under its caption, or a line saying there is none. */
export function TeamMatches({ heading, slots }: { heading: string; slots: readonly { caption: string; line: MatchLineView | null; none: string }[] }) {
  return (
    <>
      <h1>{heading}</h1>
      <ul className="matches">
        {slots.map((slot) =>
          slot.line === null ? (
            <li className="match" key={slot.caption}>
              <h2 className="caption">{slot.caption}</h2>
              <p className="empty">{slot.none}</p>
            </li>
          ) : (
            <MatchLine key={slot.caption} line={{ ...slot.line, caption: slot.caption }} />
          ),
        )}
      </ul>
    </>
  );
}

export interface ScoreView {
  heading: string;
  home: string;
  away: string;
  score: string;
  status: string;
  tone: string;
  when: string;
  note: string | null;
}

/** The match embed: the score in a polite live region, which the refresh script replaces in place. */
export function MatchScore({ view }: { view: ScoreView }) {
  return (
    <>
      <h1 className="visually-hidden">{view.heading}</h1>
      <div className="scorecard" aria-live="polite" data-live="">
        <p className="teams">
          <span className="home">{view.home}</span>
          <span className="big-score">{view.score}</span>
          <span className="away">{view.away}</span>
        </p>
        <p className={`status tone-${view.tone}`}>{view.status}</p>
        <p className="when">{view.when}</p>
        {view.note !== null && <p className="note">{view.note}</p>}
      </div>
    </>
  );
}

export interface StandingsView {
  heading: string;
  caption: string;
  columns: readonly { key: string; short: string; long: string; core: boolean }[];
  rows: readonly { key: string; position: number; team: string; cells: readonly string[] }[];
  positionShort: string;
  positionLong: string;
  teamLabel: string;
}

export function StandingsTable({ view }: { view: StandingsView }) {
  return (
    <>
      <h1>{view.heading}</h1>
      <table className="standings">
        <caption className="visually-hidden">{view.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              <abbr title={view.positionLong}>{view.positionShort}</abbr>
            </th>
            <th scope="col" className="team">
              {view.teamLabel}
            </th>
            {view.columns.map((column) => (
              <th scope="col" key={column.key} className={column.core ? 'num' : 'num wide'}>
                <abbr title={column.long}>{column.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.key}>
              <td className="num">{row.position}</td>
              <th scope="row" className="team">
                {row.team}
              </th>
              {row.cells.map((cell, index) => (
                <td key={view.columns[index]?.key ?? index} className={view.columns[index]?.core ? 'num' : 'num wide'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
