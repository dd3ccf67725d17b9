import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PROVIDER_NAMES, type BroadcastView } from '../../domain/broadcast';
import { logoWidth, rem, STREAM_BUTTON_WIDTH } from '../../domain/match/common';
import { VisuallyHidden } from '../LoadingOverlay';

/**
 * SPEC §2 stream button: the provider's logo (70 wide for mygame, 50 otherwise) and "Watch on {provider}",
 * opened in a new tab without handing over this page (SPEC §3: the link is http(s) only, checked by
 * broadcastView). Sized in rem: at least 140 wide at the default root size, growing with its label and with
 * the root font size (issue 11 case 8: an arena screen's larger type must not overflow it).
 */
export function StreamButton({ stream }: { stream: BroadcastView }) {
  const intl = useIntl();
  return (
    <Button href={stream.url} target="_blank" rel="noopener noreferrer">
      <Logo src={stream.logoHorizontal} alt="" $width={rem(logoWidth(stream.provider))} />
      <span>{intl.formatMessage({ id: 'match.header.stream' }, { provider: PROVIDER_NAMES[stream.provider] })}</span>
      <VisuallyHidden> {intl.formatMessage({ id: 'match.header.newTab' })}</VisuallyHidden>
    </Button>
  );
}

const Button = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  min-width: ${rem(STREAM_BUTTON_WIDTH)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;
  font-weight: 600;
  text-align: center;
  &:hover > span:first-of-type {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 0.1875rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.125rem;
  }
`;

const Logo = styled.img<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: auto;
  flex: none;
`;
