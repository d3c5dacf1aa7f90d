/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from '../routing/router.js';
import { PRINT_LEAD_MS, isPrintQuery, usePrintMode } from './print-mode.js';

/** The router of the page at `url` (jsdom's address). */
function at(url: string) {
  window.history.replaceState(null, '', url);
  return ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
}

describe(isPrintQuery.name, () => {
  it('reads ?print=1 and ?print=true as print mode, anything else not', () => {
    expect(isPrintQuery('?print=1')).toBe(true);
    expect(isPrintQuery('?tab=form&print=true')).toBe(true);
    expect(isPrintQuery('?print=0')).toBe(false);
    expect(isPrintQuery('?print=yes')).toBe(false);
    expect(isPrintQuery('')).toBe(false);
  });
});

describe(usePrintMode.name, () => {
  let print: jest.Mock<() => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    print = jest.fn<() => void>();
    window.print = print;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is in print mode under ?print=1 without printing', () => {
    const { result } = renderHook(() => usePrintMode(), { wrapper: at('/task/7?print=1') });
    expect(result.current.printQuery).toBe(true);
    expect(result.current.printing).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it('turns the print layout on, opens the print dialog after the lead time, then turns it off', () => {
    const { result } = renderHook(() => usePrintMode(), { wrapper: at('/task/7') });
    expect(result.current.printQuery).toBe(false);
    act(() => result.current.print());
    expect(result.current.printing).toBe(true);
    act(() => jest.advanceTimersByTime(PRINT_LEAD_MS - 1));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(result.current.printing).toBe(false);
  });

  it('prints once for a second press while the first is waiting', () => {
    const { result } = renderHook(() => usePrintMode(), { wrapper: at('/task/7') });
    act(() => {
      result.current.print();
      result.current.print();
    });
    act(() => jest.advanceTimersByTime(PRINT_LEAD_MS));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print after the screen has gone', () => {
    const { result, unmount } = renderHook(() => usePrintMode(), { wrapper: at('/task/7') });
    act(() => result.current.print());
    unmount();
    act(() => jest.advanceTimersByTime(PRINT_LEAD_MS));
    expect(print).not.toHaveBeenCalled();
  });
});
