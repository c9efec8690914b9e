import { createContext, useContext } from 'react';

/** `/constant_static.json`: settings the academy changes without a new build (docs/product.md point 2). */
export interface StaticConstants {
  maintenance: boolean;
  max_accesses: number;
  page_size: number;
  max_page_size: number;
  toast_duration_ms: number;
}

export const DEFAULT_CONSTANTS: StaticConstants = {
  maintenance: false,
  max_accesses: 3,
  page_size: 15,
  max_page_size: 300,
  toast_duration_ms: 3000,
};

/** Where the browser keeps the constants it last read: a guess for the early queries (`keptConstants`). */
export const CONSTANTS_STORAGE_KEY = 'lms.constants';

/**
 * The constants this browser last read, or the defaults: what a page's early query takes for its variables
 * before the fresh ones have come (web/src/app/earlyQueries.ts). Never for maintenance, which waits for them.
 */
export function keptConstants(): StaticConstants {
  try {
    const kept = JSON.parse(window.localStorage.getItem(CONSTANTS_STORAGE_KEY) ?? 'null') as unknown;
    if (kept && typeof kept === 'object')
      return { ...DEFAULT_CONSTANTS, ...(kept as Partial<StaticConstants>) };
  } catch {
    // Storage unavailable or spoilt: the defaults.
  }
  return DEFAULT_CONSTANTS;
}

/** Fetches the constants; a failure is only logged and the defaults apply (docs/product.md point 8). */
export async function loadConstants(fetchImpl: typeof fetch = fetch): Promise<StaticConstants> {
  try {
    // Asked for by the page itself as it loads (index.html's preload), which this request takes; the gateway
    // has every visit revalidate the file (`no-cache`), so a maintenance flag holds at once.
    const response = await fetchImpl(new URL('/constant_static.json', window.location.origin));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Partial<StaticConstants>;
    const constants = { ...DEFAULT_CONSTANTS, ...body };
    try {
      window.localStorage.setItem(CONSTANTS_STORAGE_KEY, JSON.stringify(constants));
    } catch {
      // Storage unavailable: the next start guesses with the defaults.
    }
    return constants;
  } catch (error) {
    console.error('Could not load /constant_static.json', error);
    return DEFAULT_CONSTANTS;
  }
}

export const ConstantsContext = createContext<StaticConstants>(DEFAULT_CONSTANTS);

export const useConstants = () => useContext(ConstantsContext);
