/** A labelled native select: the platform's own accessible, touch-friendly picker. */
import { useId } from 'react';
import { NativeSelect } from '../NativeSelect';
import { Field, Label } from './DateField';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** A first, empty choice (SPEC §2 "All teams"): choosing it clears the value. */
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function Select({ label, value, options, placeholder, disabled, onChange }: Props) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
