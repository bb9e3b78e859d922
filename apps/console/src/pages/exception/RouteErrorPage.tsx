import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CenteredResult } from '../../components/CenteredResult';
import { useLoadFailure } from './LoadFailure';

/** What shows when a page outside the main layout fails to load or throws (e.g. its code cannot be fetched). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <CenteredResult {...useLoadFailure(error)} />;
}
