import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadFailure } from './LoadFailure';

/** A page of the main layout that failed to load or threw: the message takes its place, the shell stays. */
export function PageErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <LoadFailure error={error} />;
}
