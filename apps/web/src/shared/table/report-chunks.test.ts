import type { Page } from '@platform/contracts';
import { chunkArgs, chunksPerPage, joinChunks, pageProgress, REPORT_CHUNK_SIZE } from './report-chunks.js';

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

  it('an exact total says where the page ends; a short chunk or the page size ends it too', () => {
    expect(pageProgress({ page: 0, size: 100_000 }, [chunk(0, 1000, 2500)])).toEqual({
      loaded: 1000,
      expected: 2500,
      estimated: false,
      complete: false,
      nextChunk: 1000,
    });
    expect(
      pageProgress({ page: 0, size: 100_000 }, [chunk(0, 1000, 2500), chunk(1000, 1000, 2500)]),
    ).toMatchObject({
      loaded: 2000,
      nextChunk: 500,
      complete: false,
    });
    expect(pageProgress({ page: 0, size: 10_000 }, [chunk(0, 1000, 1_000_000)])).toMatchObject({
      expected: 10_000,
      complete: false,
    });
    expect(pageProgress({ page: 2, size: 10_000 }, [chunk(20_000, 1000, 25_500)])).toMatchObject({
      expected: 5500,
    });
    // An exact total reached by full chunks.
    expect(pageProgress({ page: 0, size: 10_000 }, [chunk(0, 1000, 1000)])).toMatchObject({
      complete: true,
      nextChunk: 0,
    });
    expect(pageProgress({ page: 0, size: 10_000 }, [])).toMatchObject({ loaded: 0, complete: false });
  });

  it('an estimated total may be short of the rows there are: only a short chunk or the page size ends the page', () => {
    // Estimated 1,500 rows, but the second chunk is full: read on, a whole chunk at a time.
    const two = [chunk(0, 1000, 1500, true), chunk(1000, 1000, 1500, true)];
    expect(pageProgress({ page: 0, size: 100_000 }, two)).toEqual({
      loaded: 2000,
      expected: 2000,
      estimated: true,
      complete: false,
      nextChunk: 1000,
    });
    // Estimated 50,000 that the rows do not reach: the short chunk is the end.
    expect(
      pageProgress({ page: 0, size: 100_000 }, [chunk(0, 1000, 50_000, true), chunk(1000, 10, 50_000, true)]),
    ).toMatchObject({ loaded: 1010, expected: 1010, complete: true, nextChunk: 0 });
    // The page size ends it whatever the total.
    const ten = Array.from({ length: 10 }, (_, index) => chunk(index * 1000, 1000, 500_000, true));
    expect(pageProgress({ page: 0, size: 10_000 }, ten)).toMatchObject({ complete: true, loaded: 10_000 });
  });
});
