import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_PAGE_SIZE } from '@platform/contracts';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useGetNotificationsQuery, type NotificationsListArgs } from '../notifications-api.js';

/** One page of the caller's received or sent notifications, 20 per page by default, newest first. */
export function useNotificationsPage(box: NotificationsListArgs['box']) {
  const claims = useSessionClaims();
  const userId = claims ? Number(claims.sub) : null;
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useGetNotificationsQuery(
    userId ? { box, userId, page: pageIndex, size: pageSize } : skipToken,
  );
  return {
    query,
    pagination: {
      pageIndex,
      pageSize,
      onPageIndexChange: setPageIndex,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPageIndex(0);
      },
    },
  };
}
