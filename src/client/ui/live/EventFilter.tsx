/**
 * SPEC §2 play-by-play multi-select event filter (downshift useSelect + useMultipleSelection): every
 * category is an option; choosing a selected one removes it. On mobile the button shows the first 3
 * selections plus "(+n)". Keyboard: the button opens the list (Enter, Space, arrows), arrows move, Enter
 * toggles an option and keeps the list open, Escape closes it. Every size is in rem/em and the button
 * inherits the page's font (a button does not by default), so the filter scales with the root font size.
 */
import { useMultipleSelection, useSelect } from 'downshift';
import styled from 'styled-components';
import { selectionSummary } from '../../domain/live/filters';
import { rem } from '../../theme/layout';

export interface EventFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  selected: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (selected: T[]) => void;
}

export function EventFilter<T extends string>({ label, options, selected, optionLabel, onChange }: EventFilterProps<T>) {
  const { getDropdownProps } = useMultipleSelection<T>({
    selectedItems: [...selected],
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<T>({
    items: [...options],
    selectedItem: null,
    itemToString: (item) => (item ? optionLabel(item) : ''),
    stateReducer: (_state, { changes, type }) =>
      type === useSelect.stateChangeTypes.ToggleButtonKeyDownEnter || type === useSelect.stateChangeTypes.ItemClick
        ? { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex }
        : changes,
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onChange(selected.includes(selectedItem) ? selected.filter((s) => s !== selectedItem) : [...selected, selectedItem]);
    },
  });
  const summary = selectionSummary(selected);
  return (
    <Wrapper>
      <Label {...getLabelProps()}>{label}</Label>
      <Toggle type="button" {...getToggleButtonProps(getDropdownProps({ preventKeyAction: isOpen }))}>
        <Full>{selected.map(optionLabel).join(', ')}</Full>
        <Short>
          {summary.first.map(optionLabel).join(', ')}
          {summary.more > 0 ? ` (+${summary.more})` : ''}
        </Short>
      </Toggle>
      <Menu {...getMenuProps({ 'aria-multiselectable': true })} $open={isOpen}>
        {isOpen &&
          options.map((option, index) => (
            <Option
              key={option}
              $highlighted={highlightedIndex === index}
              {...getItemProps({ item: option, index, 'aria-selected': selected.includes(option) })}
            >
              <Check aria-hidden="true">{selected.includes(option) ? '✓' : ''}</Check>
              {optionLabel(option)}
            </Option>
          ))}
      </Menu>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;
const Label = styled.label`
  font-weight: 600;
`;
const Toggle = styled.button`
  min-height: 2.5rem;
  font: inherit;
  color: inherit;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  text-align: left;
  background: ${({ theme }) => theme.colors.background};
  border: 0.0625rem solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 0.125rem solid ${({ theme }) => theme.colors.focus};
  }
`;
const Full = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const Short = styled.span`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  z-index: 5;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: ${({ theme }) => rem(theme.layout.selectMenuMaxHeight)};
  min-width: 14rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 0.0625rem solid ${({ theme }) => theme.colors.border};
`;
const Option = styled.li<{ $highlighted: boolean }>`
  font: inherit;
  padding: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.rowHighlight : 'transparent')};
`;
const Check = styled.span`
  display: inline-block;
  width: 1.25rem;
`;
