/**
 * The site's one tabs component (WAI-ARIA tabs pattern; issue 27 "Also": the live page's tabs and the match
 * page's lines were two widgets). role=tablist named by `label`; the arrow keys move to the next or previous
 * tab (wrapping), Home and End to the ends, and select it (automatic activation); only the selected tab is in
 * the tab order (roving tabindex). Every tab controls its own panel (aria-controls/aria-labelledby); a panel
 * not selected stays in the page, hidden and empty, so each tab's aria-controls names an element that exists.
 * Ids come from useId: the server's HTML and the hydration render agree (issue 26).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface TabDef {
  key: string;
  label: string;
  render: () => ReactNode;
}

/** 'underline': page sections (the live page); 'buttons': a compact switch inside a section (a match's lines). */
export type TabsLook = 'underline' | 'buttons';

interface Props {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabDef[];
  /** The selected tab's key; an unknown key selects the first. */
  active: string;
  onChange: (key: string) => void;
  look?: TabsLook;
}

/** The tab a key press moves to from `index` of `count` tabs; undefined: the key is not the pattern's. */
function targetOf(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function Tabs({ label, tabs, active, onChange, look = 'underline' }: Props) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  const onKey = (event: KeyboardEvent, index: number) => {
    const next = targetOf(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || tab === undefined) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  if (!current) return null;
  const tabId = (key: string) => `${base}-${key}-tab`;
  const panelId = (key: string) => `${base}-${key}-panel`;
  return (
    <div>
      <List role="tablist" aria-label={label} $look={look}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-controls={panelId(tab.key)}
            aria-selected={tab.key === current.key}
            tabIndex={tab.key === current.key ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKey(e, index)}
            $look={look}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) =>
        tab.key === current.key ? (
          <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)}>
            {tab.render()}
          </div>
        ) : (
          // Only the selected panel is drawn: the others' content may be costly (a live feed's play-by-play).
          <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} hidden />
        ),
      )}
    </div>
  );
}

const List = styled.div<{ $look: TabsLook }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  ${({ $look, theme }) =>
    $look === 'underline'
      ? css`
          margin-top: ${theme.space.md};
          border-bottom: 0.0625rem solid ${theme.colors.border};
        `
      : css`
          /* Buttons that do not fit a phone's row go to the next one, each label whole. */
          flex-wrap: wrap;
          margin-bottom: ${theme.space.sm};
        `}
`;

const Tab = styled.button<{ $look: TabsLook }>`
  font: inherit;
  cursor: pointer;
  /* A label is one phrase ("Rekke 1"): never broken over two lines (issue 27). */
  white-space: nowrap;
  &:focus-visible {
    outline: 0.125rem solid ${({ theme }) => theme.colors.focus};
  }
  ${({ $look, theme }) =>
    $look === 'underline'
      ? css`
          color: inherit;
          padding: ${theme.space.sm} ${theme.space.md};
          background: none;
          border: 0;
          border-bottom: 0.1875rem solid transparent;
          &[aria-selected='true'] {
            border-bottom-color: ${theme.colors.accent};
            font-weight: 600;
          }
        `
      : css`
          color: ${theme.colors.text};
          padding: ${theme.space.xs} ${theme.space.md};
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.background};
          border-radius: ${theme.radius};
          &[aria-selected='true'] {
            background: ${theme.colors.accent};
            color: ${theme.colors.onAccent};
          }
        `}
`;
