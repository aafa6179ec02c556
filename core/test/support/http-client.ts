export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with a cookie jar and an optional bearer token, as a browser tab would send them. */
export class HttpClient {
  cookies = new Map<string, string>();
  token?: string;

  constructor(public baseUrl: string) {}

  withToken(token: string | undefined): this {
    this.token = token;
    return this;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse<T>> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    // a FormData is sent as multipart; fetch writes its content type with the boundary
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value) this.cookies.set(name!.trim(), value);
      else this.cookies.delete(name!.trim());
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}
