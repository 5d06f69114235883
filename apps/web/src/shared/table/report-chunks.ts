import type { Page } from '@platform/contracts';

/**
 * The most rows a report table asks the server for at once. A page of 100,000 or 1,000,000 rows (the spec's
 * largest page sizes) is read in chunks of this size as the user scrolls: the first rows show after one
 * small request, and neither the server nor the browser holds a million rows of JSON at once.
 */
export const REPORT_CHUNK_SIZE = 1_000;

/** The arguments of a report endpoint: page, size, sort and the filters (spec 000 §7). */
export type ReportArgs = Record<string, string | number>;

/** Rows of a large page read so far, and how to read more. */
export interface MoreRows extends PageProgress {
  /** A chunk is on its way. */
  loading: boolean;
  /** The last chunk failed: `loadMore` asks again. */
  failed: boolean;
  /** Reads the next chunk; does nothing while one is on its way or when the page is complete. */
  loadMore: () => void;
}

/** Whether a page of this size is read in chunks. */
export const isChunked = (args: ReportArgs) => Number(args.size) > REPORT_CHUNK_SIZE;

/** The largest number of chunks a page can hold (every page size above the chunk is a multiple of it). */
export const chunksPerPage = (args: ReportArgs) =>
  isChunked(args) ? Math.ceil(Number(args.size) / REPORT_CHUNK_SIZE) : 1;

/**
 * The requests for the first `count` chunks of the page `args` asks for: page P of size S holds rows
 * [P*S, P*S + S), i.e. chunk pages P*S/C, P*S/C + 1, … of size C. A page that is not chunked is its own
 * request.
 */
export function chunkArgs(args: ReportArgs, count: number): ReportArgs[] {
  if (!isChunked(args)) return [args];
  const first = (Number(args.page ?? 0) * Number(args.size)) / REPORT_CHUNK_SIZE;
  return Array.from({ length: Math.min(count, chunksPerPage(args)) }, (_, index) => ({
    ...args,
    page: first + index,
    size: REPORT_CHUNK_SIZE,
  }));
}

/**
 * The page `args` asks for, from its chunks read so far (the leading ones that have arrived, in order): the
 * rows joined, the total of the first chunk, the page count for the page size asked for.
 */
export function joinChunks<T>(args: ReportArgs, chunks: readonly Page<T>[]): Page<T> | undefined {
  const [first] = chunks;
  if (!first) return undefined;
  if (!isChunked(args)) return first;
  const size = Number(args.size);
  return {
    content: chunks.length === 1 ? first.content : chunks.flatMap((chunk) => chunk.content),
    totalElements: first.totalElements,
    totalPages: Math.ceil(first.totalElements / size),
    ...(first.totalIsEstimate === undefined ? {} : { totalIsEstimate: first.totalIsEstimate }),
    pageable: { pageNumber: Number(args.page ?? 0), pageSize: size, sort: first.pageable.sort },
  };
}

/** How far a chunked page is read. */
export interface PageProgress {
  /** Rows read so far. */
  loaded: number;
  /** Rows the page will hold, from the total (at least the rows read); an estimate when the total is one. */
  expected: number;
  /** The total is the server's estimate (`totalIsEstimate`). */
  estimated: boolean;
  /** Nothing more to read: a chunk came back short, the page size is reached, or an exact total is. */
  complete: boolean;
  /** Rows the next chunk will bring at most (0 when complete). */
  nextChunk: number;
}

/**
 * How far the page `args` asks for is read from its leading chunks. An exact total says where the page
 * ends; an estimated one may fall short of the rows there are, so then only a short chunk or the page size
 * ends it.
 */
export function pageProgress(args: ReportArgs, chunks: readonly Page<unknown>[]): PageProgress {
  const loaded = chunks.reduce((sum, chunk) => sum + chunk.content.length, 0);
  const [first] = chunks;
  if (!first) return { loaded, expected: 0, estimated: false, complete: false, nextChunk: REPORT_CHUNK_SIZE };
  const size = Number(args.size);
  const byTotal = Math.min(size, Math.max(0, first.totalElements - Number(args.page ?? 0) * size));
  const estimated = first.totalIsEstimate === true;
  const complete =
    chunks[chunks.length - 1]!.content.length < REPORT_CHUNK_SIZE ||
    loaded >= size ||
    (!estimated && loaded >= byTotal);
  return {
    loaded,
    expected: complete ? loaded : Math.max(byTotal, loaded),
    estimated,
    complete,
    nextChunk: complete
      ? 0
      : Math.min(
          REPORT_CHUNK_SIZE,
          Math.max(byTotal - loaded, estimated ? REPORT_CHUNK_SIZE : 0),
          size - loaded,
        ),
  };
}
