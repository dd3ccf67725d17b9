/**
 * SPEC §2 league autocomplete (downshift useCombobox): typing filters the leagues, the first match is
 * highlighted and taken on Enter or blur, and a clear button empties the choice.
 */
import { useCombobox } from 'downshift';
import { useState } from 'react';
import styled from 'styled-components';
import { rem } from '../../theme/layout';
import { Field, Label } from './DateField';

export interface LeagueOption {
  id: number;
  name: string;
}

interface Props {
  label: string;
  clearLabel: string;
  emptyText: string;
  options: readonly LeagueOption[];
  selectedId: number | null;
  /** null: the box was cleared. */
  onChange: (id: number | null) => void;
}

const toText = (option: LeagueOption | null) => option?.name ?? '';

export function LeagueCombobox({ label, clearLabel, emptyText, options, selectedId, onChange }: Props) {
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const [filter, setFilter] = useState<string | null>(null);
  const needle = (filter ?? '').trim().toLocaleLowerCase();
  const items = needle === '' ? [...options] : options.filter((option) => option.name.toLocaleLowerCase().includes(needle));

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, selectItem } =
    useCombobox<LeagueOption>({
      items,
      itemToString: toText,
      itemToKey: (item) => item?.id,
      selectedItem: selected,
      defaultHighlightedIndex: 0,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setFilter(inputValue);
        else setFilter(null);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        setFilter(null);
        onChange(selectedItem?.id ?? null);
      },
    });

  return (
    <Field>
      <Label {...getLabelProps()}>{label}</Label>
      <Row>
        <Input
          {...getInputProps({
            onKeyDown: (event) => {
              // With the list closed, Escape belongs to the drawer (it closes it); downshift would instead
              // clear the league and swallow the key.
              if (event.key === 'Escape' && !isOpen) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              }
            },
          })}
        />
        {selected ? (
          <SmallButton type="button" aria-label={clearLabel} onClick={() => selectItem(null)}>
            ×
          </SmallButton>
        ) : null}
        <SmallButton type="button" {...getToggleButtonProps()} aria-label={label}>
          ▾
        </SmallButton>
      </Row>
      <Menu {...getMenuProps()} $open={isOpen}>
        {isOpen && items.length === 0 ? <Empty>{emptyText}</Empty> : null}
        {isOpen
          ? items.map((item, index) => (
              <Option key={item.id} {...getItemProps({ item, index })} $highlighted={highlightedIndex === index} $selected={item.id === selectedId}>
                {item.name}
              </Option>
            ))
          : null}
      </Menu>
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  font: inherit;
  &:focus-visible { outline: none; }
`;

const SmallButton = styled.button`
  width: 2.5rem;
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;
`;

const Menu = styled.ul<{ $open: boolean }>`
  max-height: ${({ theme }) => rem(theme.layout.selectMenuMaxHeight)};
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ $open, theme }) => ($open ? `1px solid ${theme.colors.border}` : '0')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Option = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.rowHighlight : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
