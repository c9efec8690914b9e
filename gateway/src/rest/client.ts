import type {
  Method,
  PathsFor,
  RestBody,
  RestItem,
  RestOk,
  RestPath,
  RestPathParams,
  RestQuery,
} from './types.js';

/** The backend's error envelope (DESIGN.md section 3). */
export interface RestErrorBody {
  code: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** A REST call that failed: `status` is the HTTP status, 0 when the backend did not answer at all. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody | null,
    readonly method: string,
    readonly path: string,
    /** Seconds to wait, from Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(
      body?.message ??
        (status ? `REST ${method} ${path} answered ${status}` : `REST ${method} ${path} failed`),
    );
    this.name = 'RestError';
  }
}

export interface RestClientOptions {
  /** `http://host:port/lms-backend/api`. */
  baseUrl: string;
  /** The caller's access token, forwarded as is. */
  token?: string | undefined;
  /** The caller's Accept-Language, so the backend words its messages for them. */
  acceptLanguage?: string | undefined;
  /** The caller's address, sent as X-Forwarded-For (the backend trusts it from the gateway only). */
  forwardedFor?: string | undefined;
  /** Headers added to every call (W3C trace context when telemetry is on). */
  extraHeaders?: () => Record<string, string>;
  /** Counts every call (tests and the benchmark read it). */
  onCall?: (method: string, path: string) => void;
  timeoutMs?: number;
}

/** The largest page the backend serves. */
export const MAX_PAGE_SIZE = 300;

type Opts<P extends RestPath, M extends Method> = {
  query?: RestQuery<P, M>;
  params?: RestPathParams<P, M>;
  body?: RestBody<P, M>;
};
type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type ListPath = {
  [P in PathsFor<'get'>]: RestOk<P> extends Page<unknown> ? P : never;
}[PathsFor<'get'>];
type ListQuery<P extends ListPath> = Omit<RestQuery<P>, 'page' | 'page_size'>;

/** Comma-separated ids, the batch filter format (`?ids=1,2,3`). */
export const idList = (ids: Iterable<number>) => [...new Set(ids)].join(',');

function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

/**
 * The REST API as the caller sees it: their token and language, typed from the OpenAPI document. One per
 * request (STYLE.md: nothing holding a token lives at module scope).
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  /** The caller's Accept-Language, for the few messages the gateway words itself. */
  get acceptLanguage(): string | undefined {
    return this.options.acceptLanguage;
  }

  get<P extends PathsFor<'get'>>(path: P, opts: Opts<P, 'get'> = {}): Promise<RestOk<P, 'get'>> {
    return this.request('GET', path, opts);
  }
  post<P extends PathsFor<'post'>>(path: P, opts: Opts<P, 'post'> = {}): Promise<RestOk<P, 'post'>> {
    return this.request('POST', path, opts);
  }
  put<P extends PathsFor<'put'>>(path: P, opts: Opts<P, 'put'> = {}): Promise<RestOk<P, 'put'>> {
    return this.request('PUT', path, opts);
  }
  patch<P extends PathsFor<'patch'>>(path: P, opts: Opts<P, 'patch'> = {}): Promise<RestOk<P, 'patch'>> {
    return this.request('PATCH', path, opts);
  }
  delete<P extends PathsFor<'delete'>>(path: P, opts: Opts<P, 'delete'> = {}): Promise<RestOk<P, 'delete'>> {
    return this.request('DELETE', path, opts);
  }

  /**
   * Every row of a paged list: the first page of 300, then the remaining pages at once. A DataLoader batch
   * is one call unless it holds more than 300 rows.
   */
  async getAll<P extends ListPath>(path: P, query: ListQuery<P>): Promise<RestItem<P>[]> {
    const page = (n: number) =>
      this.get(path, {
        query: { ...query, page: n, page_size: MAX_PAGE_SIZE } as unknown as RestQuery<P>,
      }) as unknown as Promise<Page<RestItem<P>>>;
    const first = await page(1);
    const pages = Math.ceil(first.count / MAX_PAGE_SIZE);
    if (pages <= 1) return first.results;
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
    return [first.results, ...rest.map((p) => p.results)].flat();
  }

  private async request<T>(
    method: string,
    path: string,
    opts: { query?: unknown; params?: unknown; body?: unknown },
  ): Promise<T> {
    const {
      baseUrl,
      token,
      acceptLanguage,
      forwardedFor,
      extraHeaders,
      onCall,
      timeoutMs = 15_000,
    } = this.options;
    const url = new URL(
      `${baseUrl}/${fillPath(path, opts.params as Record<string, string | number> | undefined)}`,
    );
    for (const [key, value] of Object.entries(
      (opts.query ?? {}) as Record<string, string | number | boolean>,
    )) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders?.() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    onCall?.(method, path);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new RestError(0, null, method, path);
    }
    if (response.status === 204) return null as T;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new RestError(
        response.status,
        json as RestErrorBody | null,
        method,
        path,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    return json as T;
  }
}
