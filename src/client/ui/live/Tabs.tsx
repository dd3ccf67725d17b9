/** Accessible tabs (WAI-ARIA tabs pattern): role=tablist; arrow keys move between tabs, Home and End to the ends. */
import { useId, useRef, type ReactNode, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface TabDef {
  key: string;
  label: string;
  render: () => ReactNode;
}

export function Tabs({ label, tabs, active, onChange }: { label: string; tabs: readonly TabDef[]; active: string; onChange: (key: string) => void }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  const onKey = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  if (!current) return null;
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.key}-tab`}
            aria-controls={`${base}-${tab.key}-panel`}
            aria-selected={tab.key === current.key}
            tabIndex={tab.key === current.key ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKey(e, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${base}-${current.key}-panel`} aria-labelledby={`${base}-${current.key}-tab`}>
        {current.render()}
      </div>
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  border-bottom: 0.0625rem solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;
const Tab = styled.button`
  color: inherit;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font: inherit;
  background: none;
  border: 0;
  border-bottom: 0.1875rem solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 0.125rem solid ${({ theme }) => theme.colors.focus};
  }
`;
