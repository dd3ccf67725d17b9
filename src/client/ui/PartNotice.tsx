/**
 * Issue 25 case 5: the one notice for a part of a page that could not be loaded — what could not be
 * loaded and why in a fan's words, that it is being tried again, and a Retry button. It sits where the
 * part's content would be (what was shown before stays under it); never a target, path or server text.
 */
import styled from 'styled-components';

export interface PartNoticeProps {
  /** "The standings could not be loaded." */
  title: string;
  /** Why, and what happens now ("The results service could not be reached. Trying again…"). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function PartNotice({ title, message, retryLabel, onRetry }: PartNoticeProps) {
  return (
    <Box role="alert">
      <Text>
        <Title>{title}</Title> {message}
      </Text>
      <RetryButton type="button" onClick={onRetry}>
        {retryLabel}
      </RetryButton>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 0.25rem solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-weight: 600;
`;

const RetryButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
