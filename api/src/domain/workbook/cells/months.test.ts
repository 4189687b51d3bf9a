import { parseMonthHeader } from './months';
import type { Cell, GridMonth } from '../types';

describe('parseMonthHeader', () => {
  it.each<[Cell | undefined, GridMonth | null]>([
    ['Jan', { month: 1, year: null }],
    ['dec', { month: 12, year: null }],
    ['Sept.', { month: 9, year: null }],
    ['September', { month: 9, year: null }],
    [' MAY ', { month: 5, year: null }],
    ['January 2025', { month: 1, year: 2025 }],
    ['Jan 2025', { month: 1, year: 2025 }],
    ['Jan-2025', { month: 1, year: 2025 }],
    ['Feb, 2026', { month: 2, year: 2026 }],
    ['Mar-25', { month: 3, year: 2025 }],
    ["Apr '24", { month: 4, year: 2024 }],
    ['2025-01', { month: 1, year: 2025 }],
    ['2025/11', { month: 11, year: 2025 }],
    ['07/2025', { month: 7, year: 2025 }],
    ['2025-02-01', { month: 2, year: 2025 }],
    [new Date(Date.UTC(2025, 5, 1)), { month: 6, year: 2025 }],
    [new Date(Date.UTC(2025, 5, 17)), { month: 6, year: 2025 }],
    [45658, { month: 1, year: 2025 }], // serial of 2025-01-01, as Google Sheets sends a date header
    [45672, null], // a serial mid-month is an amount, not a month header
    [2025, null],
    ['Total', null],
    ['Avg', null],
    ['%', null],
    ['Category', null],
    ['2025-13', null],
    ['Budget for March 2025', null],
    ['Maybe', null],
    [null, null],
    [true, null],
  ])('%p → %p', (cell, month) => {
    expect(parseMonthHeader(cell)).toEqual(month);
  });
});
