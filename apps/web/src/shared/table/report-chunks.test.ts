import type { Page } from '@platform/contracts';
import { chunkArgs, chunksPerPage, expectedRows, joinChunks, REPORT_CHUNK_SIZE } from './report-chunks.js';

const chunk = (from: number, rows: number, total: number, estimate?: boolean): Page<number> => ({
  content: Array.from({ length: rows }, (_, index) => from + index),
  totalElements: total,
  totalPages: Math.ceil(total / REPORT_CHUNK_SIZE),
  ...(estimate === undefined ? {} : { totalIsEstimate: estimate }),
  pageable: { pageNumber: from / REPORT_CHUNK_SIZE, pageSize: REPORT_CHUNK_SIZE, sort: 'nume,asc' },
});

describe('report chunks', () => {
  it('a page up to the chunk size is one request, unchanged', () => {
    const args = { page: 3, size: 1000, sort: 'nume,asc', nume: 'pop' };
    expect(chunkArgs(args, 5)).toEqual([args]);
    expect(chunksPerPage(args)).toBe(1);
    const page = chunk(3000, 1000, 5000);
    expect(joinChunks(args, [page])).toBe(page);
  });

  it('a larger page asks for its rows 1,000 at a time, from where the page starts', () => {
    const args = { page: 2, size: 10_000, nume: 'pop' };
    expect(chunksPerPage(args)).toBe(10);
    expect(chunkArgs(args, 3)).toEqual([
      { page: 20, size: 1000, nume: 'pop' },
      { page: 21, size: 1000, nume: 'pop' },
      { page: 22, size: 1000, nume: 'pop' },
    ]);
    expect(chunkArgs(args, 50)).toHaveLength(10);
    expect(chunkArgs({ page: 0, size: 1_000_000 }, 1)).toEqual([{ page: 0, size: 1000 }]);
  });

  it('joins the chunks read so far into the page asked for, with its own page count', () => {
    const args = { page: 1, size: 10_000 };
    const joined = joinChunks(args, [chunk(10_000, 1000, 25_500, true), chunk(11_000, 1000, 25_500, true)])!;
    expect(joined.content).toHaveLength(2000);
    expect(joined.content[1000]).toBe(11_000);
    expect(joined).toMatchObject({
      totalElements: 25_500,
      totalPages: 3,
      totalIsEstimate: true,
      pageable: { pageNumber: 1, pageSize: 10_000, sort: 'nume,asc' },
    });
    expect(joinChunks(args, [])).toBeUndefined();
  });

  it('expects the rest of the total up to the page size; a short chunk ends the page', () => {
    expect(expectedRows({ page: 0, size: 100_000 }, [chunk(0, 1000, 2500)])).toBe(2500);
    expect(expectedRows({ page: 0, size: 10_000 }, [chunk(0, 1000, 1_000_000)])).toBe(10_000);
    expect(expectedRows({ page: 2, size: 10_000 }, [chunk(20_000, 1000, 25_500)])).toBe(5500);
    // An estimated total of 50,000 that the rows do not reach: the short chunk is the end.
    expect(expectedRows({ page: 0, size: 100_000 }, [chunk(0, 1000, 50_000), chunk(1000, 10, 50_000)])).toBe(
      1010,
    );
    expect(expectedRows({ page: 0, size: 10_000 }, [])).toBe(0);
  });
});
