import jwt from 'jsonwebtoken';
import { io, type Socket } from 'socket.io-client';
import { HttpClient, type HttpResponse } from './http-client.js';

/** One browser: the cookie jar and the localStorage token its tabs share. */
export class Browser {
  readonly cookies = new Map<string, string>();
  token: string | undefined;
  constructor(readonly url: string) {}

  async login(email: string, password: string) {
    const http = new HttpClient(this.url);
    http.cookies = this.cookies;
    const res = await http.post('/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    this.token = res.body.token as string;
  }

  tab() {
    return new WhaticketTab(this);
  }
}

const expired = (token: string | undefined) => {
  const exp = token ? (jwt.decode(token) as { exp?: number } | null)?.exp : undefined;
  return !exp || exp * 1000 <= Date.now();
};

/**
 * A tab of the Whaticket SaaS web client, as far as sessions go (read from its public source, not copied):
 * requests carry the stored token; a 403 or 401 refreshes once through the cookie and retries; the socket
 * sends the token in the query; when the server closes the socket, or socket.io tries to reconnect, with an
 * expired token in storage, the client reloads the page: whatever was typed is lost. `reloads` counts those.
 */
export class WhaticketTab {
  reloads = 0;
  loggedOut = false;
  disconnects: string[] = [];
  readonly heard: string[] = [];
  socket!: Socket;
  private http: HttpClient;

  constructor(private browser: Browser) {
    this.http = new HttpClient(browser.url);
    this.http.cookies = browser.cookies;
  }

  connect(): Promise<void> {
    const socket = io(this.browser.url, {
      transports: ['websocket'],
      forceNew: true,
      query: { token: this.browser.token! },
    });
    this.socket = socket;
    socket.io.on('reconnect_attempt', () => {
      if (expired(this.browser.token)) this.reload();
      else (socket.io.opts.query as Record<string, string>).token = this.browser.token!;
    });
    socket.on('disconnect', (reason) => {
      this.disconnects.push(reason);
      if (reason !== 'io server disconnect') return;
      if (expired(this.browser.token)) return this.reload();
      (socket.io.opts.query as Record<string, string>).token = this.browser.token!;
      socket.connect();
    });
    socket.onAny((event: string) => this.heard.push(event));
    return new Promise((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  private reload() {
    this.reloads += 1;
    this.socket.disconnect();
  }

  async request(method: string, path: string, body?: unknown): Promise<HttpResponse> {
    const send = () => this.http.withToken(this.browser.token).request(method, path, body);
    const first = await send();
    if (first.status !== 403 && first.status !== 401) return first;
    const refreshed = await this.http.withToken(undefined).post('/auth/refresh_token');
    if (refreshed.status !== 200) {
      this.loggedOut = true;
      this.browser.token = undefined;
      return first;
    }
    this.browser.token = refreshed.body.token as string;
    return send();
  }

  close() {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
  }
}
