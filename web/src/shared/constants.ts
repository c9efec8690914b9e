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

/** Fetches the constants; a failure is only logged and the defaults apply (docs/product.md point 8). */
export async function loadConstants(fetchImpl: typeof fetch = fetch): Promise<StaticConstants> {
  try {
    const response = await fetchImpl(new URL('/constant_static.json', window.location.origin), {
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Partial<StaticConstants>;
    return { ...DEFAULT_CONSTANTS, ...body };
  } catch (error) {
    console.error('Could not load /constant_static.json', error);
    return DEFAULT_CONSTANTS;
  }
}

export const ConstantsContext = createContext<StaticConstants>(DEFAULT_CONSTANTS);

export const useConstants = () => useContext(ConstantsContext);
