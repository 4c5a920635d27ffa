import type { ReactNode } from 'react';

import { LoadError } from './state-message';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  /** What to say when the query failed; a retry button comes with it. */
  errorMessage: ReactNode;
  /** A failure with a message of its own; return null to fall back to the retry. */
  renderError?: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's three states: loading placeholder, an error with a retry, or its data. */
export function QueryState<T>({
  query,
  loading,
  errorMessage,
  renderError,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return loading;
  const special = query.error ? renderError?.(query.error) : null;
  if (special) return special;
  if (query.isError) {
    return (
      <LoadError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return query.data === undefined ? loading : children(query.data);
}
