import styled, { keyframes } from 'styled-components';

/** SPEC §1 loading overlay: dims the page while the shared selection loads; announced politely. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Overlay>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  pointer-events: none;
`;

const Spinner = styled.div`
  width: 3rem;
  height: 3rem;
  border: 0.3rem solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
