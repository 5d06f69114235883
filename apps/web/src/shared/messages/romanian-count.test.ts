import { describe, expect, it } from 'vitest';
import { romanianCount } from './romanian-count.js';

describe('romanianCount', () => {
  it("puts 'de' before the noun from 20 on, except where the last two digits are 01-19", () => {
    const elevi = (count: number) => romanianCount(count, 'elev', 'elevi');
    expect(elevi(0)).toBe('0 elevi');
    expect(elevi(1)).toBe('1 elev');
    expect(elevi(2)).toBe('2 elevi');
    expect(elevi(19)).toBe('19 elevi');
    expect(elevi(20)).toBe('20 de elevi');
    expect(elevi(100)).toBe('100 de elevi');
    expect(elevi(101)).toBe('101 elevi');
    expect(elevi(119)).toBe('119 elevi');
    expect(elevi(281)).toBe('281 de elevi');
    expect(elevi(1000)).toBe('1.000 de elevi');
    expect(elevi(1_000_015)).toBe('1.000.015 elevi');
  });
});
