import { Link } from 'react-router-dom';
import styled from 'styled-components';

interface Props {
  title: string;
  message: string;
  homeHref: string;
  homeLabel: string;
}

/** What a route shows when it fails to load or render: the message and a way home. */
export function RouteErrorView({ title, message, homeHref, homeLabel }: Props) {
  return (
    <Box role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <Link to={homeHref}>{homeLabel}</Link>
    </Box>
  );
}

const Box = styled.section`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
`;
