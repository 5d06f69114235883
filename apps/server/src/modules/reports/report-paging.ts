import { PAGING_MESSAGES, type Page } from '@platform/contracts';
import { BadRequestError } from '../../http/domain-errors.js';

export interface ReportSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** `field,asc|desc` checked against the sortable fields; unknown fields are a 400, never a 500. */
export function parseSort(sort: string | undefined, fallback: string, fields: readonly string[]): ReportSort {
  const [field, direction] = (sort ?? fallback).split(',') as [string, string];
  if (!fields.includes(field))
    throw new BadRequestError(PAGING_MESSAGES.invalidSort, { sort: PAGING_MESSAGES.invalidSort });
  return { field, direction: direction.toLowerCase() === 'asc' ? 'asc' : 'desc' };
}

/** The page shape of spec 000 §3. */
export function toPage<T>(
  content: T[],
  total: number,
  query: { page: number; size: number },
  sort: ReportSort,
  /** The total is an estimate (capped count, see db/capped-count.ts). */
  totalIsEstimate?: boolean,
): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
    pageable: { pageNumber: query.page, pageSize: query.size, sort: `${sort.field},${sort.direction}` },
  };
}
