import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createSelector, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Page } from '@platform/contracts';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { RootState } from '../store/root-reducer.js';
import {
  chunkArgs,
  isChunked,
  joinChunks,
  pageProgress,
  type MoreRows,
  type ReportArgs,
} from './report-chunks.js';

/** What a report endpoint's cache holds for one request (RTK Query's `endpoint.select(args)(state)`). */
interface CachedRequest<T> {
  data?: Page<T>;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isUninitialized: boolean;
}

/** The part of an RTK Query report endpoint (`someApi.endpoints.getXReport`) this hook uses. */
export interface ReportEndpoint<T> {
  initiate: (
    args: ReportArgs,
  ) => ThunkAction<{ unsubscribe: () => void; refetch: () => unknown }, RootState, unknown, UnknownAction>;
  select: (args: ReportArgs) => (state: RootState) => CachedRequest<T>;
}

export interface ReportPage<T> {
  /** The page: all of it, or for a chunked page the rows read so far. The last page stays while a new one loads. */
  data: Page<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** Only for a page read in chunks (page size above REPORT_CHUNK_SIZE). */
  more: MoreRows | undefined;
}

/**
 * A report page from its endpoint (issue 10: page sizes up to 1,000,000). Up to REPORT_CHUNK_SIZE rows it is
 * one request, as before; a larger page is read chunk by chunk: the first chunk shows at once, `more.loadMore`
 * (the table calls it when the user scrolls near the last row read, or presses its button) reads the next.
 * Every chunk is an ordinary cached query, so tag invalidation refetches it like any other.
 */
export function useReportPage<T>(
  endpoint: ReportEndpoint<T>,
  args: ReportArgs,
  options: { skip?: boolean } = {},
): ReportPage<T> {
  const skip = options.skip ?? false;
  const dispatch = useAppDispatch();
  const key = JSON.stringify(args);
  // Chunks asked for, per page: a new page (filter, sort, size, page number) starts again at one.
  const [asked, setAsked] = useState({ key, count: 1 });
  const count = asked.key === key ? asked.count : 1;
  const requests = useMemo(() => chunkArgs(args, count), [key, count]);

  // One subscription per chunk; chunks no longer asked for are released (RTK keeps them cached a while).
  const subscriptions = useRef(new Map<string, { unsubscribe: () => void; refetch: () => unknown }>());
  useEffect(() => {
    const held = subscriptions.current;
    const wanted = new Set(skip ? [] : requests.map((request) => JSON.stringify(request)));
    for (const [requestKey, subscription] of held)
      if (!wanted.has(requestKey)) {
        subscription.unsubscribe();
        held.delete(requestKey);
      }
    if (!skip)
      for (const request of requests) {
        const requestKey = JSON.stringify(request);
        if (!held.has(requestKey)) held.set(requestKey, dispatch(endpoint.initiate(request)));
      }
  }, [requests, skip, dispatch, endpoint]);
  useEffect(() => {
    const held = subscriptions.current;
    return () => {
      for (const subscription of held.values()) subscription.unsubscribe();
      held.clear();
    };
  }, []);

  // One memoized selector per chunk (endpoint.select makes a new one per call), joined without new arrays.
  const selectChunks = useMemo(
    () =>
      createSelector(
        requests.map((request) => endpoint.select(request)),
        (...chunks) => chunks,
      ),
    [requests, endpoint],
  );
  const cached = useAppSelector(selectChunks);
  // The leading chunks that have arrived, in order (a chunk being refetched keeps its rows meanwhile).
  const arrived = useMemo(() => {
    const pages: Page<T>[] = [];
    for (const request of cached) {
      if (!request.data) break;
      pages.push(request.data);
    }
    return pages;
  }, [cached]);
  const joined = useMemo(() => joinChunks(args, arrived), [key, arrived]);
  // While a new page loads, the table keeps the last one (as RTK Query's own hooks do).
  const lastPage = useRef<Page<T> | undefined>(undefined);
  if (joined) lastPage.current = joined;

  const first = cached[0];
  // The page is being read or read again (Reincarcare); chunks that extend it report through `more`.
  const firstLoading =
    !skip &&
    (!first || first.isUninitialized || first.isLoading || cached.some((c) => c.data && c.isLoading));
  const chunked = isChunked(args);
  const progress = pageProgress(args, arrived);
  const pending = cached.slice(arrived.length);
  const loading = pending.some((request) => !request.isError);
  const failed = pending.some((request) => request.isError);

  const loadMore = useCallback(() => {
    if (skip || loading) return;
    if (failed) {
      for (const request of requests.slice(arrived.length))
        subscriptions.current.get(JSON.stringify(request))?.refetch();
      return;
    }
    if (progress.complete) return;
    setAsked({ key, count: count + 1 });
  }, [skip, loading, failed, requests, arrived.length, progress.complete, count, key]);

  const refetch = useCallback(() => {
    for (const subscription of subscriptions.current.values()) subscription.refetch();
  }, []);

  return {
    data: joined ?? lastPage.current,
    isFetching: firstLoading,
    isError: Boolean(first?.isError),
    error: first?.error,
    refetch,
    more: chunked && joined && !first?.isError ? { ...progress, loading, failed, loadMore } : undefined,
  };
}
