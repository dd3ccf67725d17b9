/**
 * SPEC §2 date picker: a button showing the date (en-GB, dd/MM/yyyy) that opens a calendar (react-day-picker,
 * max width 315 px). Choosing a day (or Escape) closes the calendar and gives the focus back to the button,
 * so a keyboard or screen-reader user stays where they were instead of being dropped on the page body.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, nb } from 'react-day-picker/locale';
import styled from 'styled-components';
import { rem } from '../../theme/layout';

interface Props {
  label: string;
  calendarLabel: string;
  /** ISO yyyy-MM-dd. */
  value: string;
  /** ISO yyyy-MM-dd: "today" in the league zone by the server-offset clock, not the device's date. */
  today: string;
  /** What the button shows (SPEC §2: en-GB format). */
  buttonText: string;
  language: 'en' | 'no';
  onChange: (isoDate: string) => void;
}

function fromIso(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function toIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function DateField({ label, calendarLabel, value, today, buttonText, language, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onCalendarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const labelId = useId();
  const buttonId = useId();
  const calendarId = useId();
  const selected = fromIso(value);
  return (
    <Field>
      <Label id={labelId}>{label}</Label>
      <Trigger
        ref={trigger}
        id={buttonId}
        type="button"
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((current) => !current)}
      >
        {buttonText}
      </Trigger>
      {open ? (
        <Calendar id={calendarId} role="group" aria-label={calendarLabel} onKeyDown={onCalendarKeyDown}>
          <DayPicker
            mode="single"
            required
            selected={selected}
            defaultMonth={selected}
            today={fromIso(today)}
            locale={language === 'no' ? nb : enGB}
            autoFocus
            onSelect={(date) => {
              onChange(toIso(date));
              close();
            }}
          />
        </Calendar>
      ) : null}
    </Field>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

const Trigger = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  text-align: left;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
`;

const Calendar = styled.div`
  max-width: ${({ theme }) => rem(theme.layout.datePickerMaxWidth)};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  .rdp-root { position: relative; }
  .rdp-months { display: flex; flex-direction: column; }
  .rdp-month_caption { display: flex; align-items: center; height: 2.5rem; font-weight: 700; }
  .rdp-nav { position: absolute; top: 0; right: 0; display: flex; gap: 0.25rem; }
  .rdp-button_previous, .rdp-button_next {
    width: 2.25rem; height: 2.25rem; border: 0; background: transparent; cursor: pointer; border-radius: 50%;
  }
  .rdp-chevron { fill: ${({ theme }) => theme.colors.text}; }
  .rdp-month_grid { width: 100%; border-collapse: collapse; }
  .rdp-weekday { font-size: 0.75rem; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; padding: 0.25rem 0; }
  .rdp-day { padding: 1px; text-align: center; }
  .rdp-day_button {
    width: 2.25rem; height: 2.25rem; border: 2px solid transparent; border-radius: 50%;
    background: transparent; font: inherit; cursor: pointer;
  }
  .rdp-day_button:hover { background: ${({ theme }) => theme.colors.surface}; }
  .rdp-outside { opacity: 0.5; }
  .rdp-today .rdp-day_button { border-color: ${({ theme }) => theme.colors.border}; font-weight: 700; }
  .rdp-selected .rdp-day_button { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.onAccent}; font-weight: 700; }
  .rdp-hidden { visibility: hidden; }
`;
