import { ChannelEmitter, type ConnectionStatus, statusEvent, type StatusExtra } from '../channel-events.js';
import {
  ChannelError,
  isTimelockError,
  type ChannelProvider,
  type ConnectOptions,
  type NumberCheck,
} from '../channel-provider.js';
import { ReconnectScheduler } from '../reconnect-scheduler.js';
import { createReconnectPolicy, type ReconnectPolicyOptions } from '../reconnect-policy.js';
import type { MessageRef, OutboundMessage, SendResult } from '../../domain/messages/message-types.js';
import type { SimNetwork, SimSocket, SimSocketEvent } from './sim-network.js';

export interface SimProviderOptions {
  connectionId: string;
  network: SimNetwork;
  reconnect?: ReconnectPolicyOptions;
}

/** The provider the product uses against the simulator: same statuses, events and failures as the real one. */
export class SimProvider extends ChannelEmitter implements ChannelProvider {
  readonly kind = 'sim' as const;
  readonly connectionId: string;
  private currentStatus: ConnectionStatus = 'DISCONNECTED';
  private readonly network: SimNetwork;
  private readonly reconnects: ReconnectScheduler;
  private socket?: SimSocket;
  private wanted = false;
  private pairingPhoneNumber?: string;

  constructor(options: SimProviderOptions) {
    super();
    this.connectionId = options.connectionId;
    this.network = options.network;
    this.reconnects = new ReconnectScheduler(createReconnectPolicy(options.reconnect), options.network.clock);
  }

  get status(): ConnectionStatus {
    return this.currentStatus;
  }

  async connect(options: ConnectOptions = {}): Promise<void> {
    this.wanted = true;
    this.pairingPhoneNumber = options.pairingPhoneNumber;
    this.reconnects.cancel();
    this.reconnects.reset();
    this.openSocket();
  }

  async disconnect(): Promise<void> {
    this.wanted = false;
    this.reconnects.cancel();
    this.closeSocket();
    this.setStatus('DISCONNECTED', { reason: 'disconnected' });
  }

  async logout(): Promise<void> {
    this.wanted = false;
    this.reconnects.cancel();
    this.network.logout(this.connectionId);
    this.closeSocket();
    this.setStatus('DISCONNECTED', { reason: 'logged out' });
  }

  async send(message: OutboundMessage): Promise<SendResult> {
    this.requireOpen('ERR_SENDING_WAPP_MSG');
    try {
      return this.network.send(this.connectionId, message);
    } catch (err) {
      const reason = (err as Error).message;
      throw new ChannelError(isTimelockError(reason) ? 'ERR_WAPP_TIMELOCK' : 'ERR_SENDING_WAPP_MSG', reason);
    }
  }

  async markRead(messages: MessageRef[]): Promise<void> {
    this.requireOpen('ERR_WAPP_NOT_INITIALIZED');
    this.network.markRead(this.connectionId, messages);
  }

  async deleteForEveryone(message: MessageRef): Promise<void> {
    this.requireOpen('ERR_DELETE_WAPP_MSG');
    try {
      this.network.deleteForEveryone(this.connectionId, message);
    } catch (err) {
      throw new ChannelError('ERR_DELETE_WAPP_MSG', (err as Error).message);
    }
  }

  async checkNumber(number: string): Promise<NumberCheck> {
    this.requireOpen('ERR_WAPP_CHECK_CONTACT');
    return this.network.checkNumber(this.connectionId, number);
  }

  async profilePicture(_chatId: string): Promise<string | undefined> {
    this.requireOpen('ERR_WAPP_NOT_INITIALIZED');
    return undefined;
  }

  private requireOpen(code: ChannelError['code']): void {
    if (this.currentStatus !== 'CONNECTED')
      throw new ChannelError(code, `connection ${this.connectionId} is ${this.currentStatus}`);
  }

  private openSocket(): void {
    this.closeSocket();
    const socket: SimSocket = { deliver: (event) => this.onSocketEvent(socket, event) };
    this.socket = socket;
    this.setStatus('OPENING');
    this.network.open(this.connectionId, socket, this.pairingPhoneNumber);
  }

  private closeSocket(): void {
    if (!this.socket) return;
    this.socket = undefined;
    this.network.close(this.connectionId);
  }

  private onSocketEvent(socket: SimSocket, event: SimSocketEvent): void {
    // events from a socket we already replaced or closed are stale
    if (socket !== this.socket) return;
    switch (event.type) {
      case 'qr':
        this.setStatus('qrcode', { qrcode: event.qr });
        this.emit('qr', { connectionId: this.connectionId, qr: event.qr });
        return;
      case 'pairing-code':
        this.setStatus('PAIRING');
        this.emit('pairing-code', { connectionId: this.connectionId, code: event.code });
        return;
      case 'paired':
        this.setStatus('PAIRING');
        return;
      case 'passkey-required':
        // as the Baileys provider does at WhatsApp's passkey gate: stop for good, and say why
        this.wanted = false;
        this.closeSocket();
        this.setStatus('DISCONNECTED', {
          reason: 'passkey required to link',
          statusReason: 'passkey-required',
        });
        return;
      case 'open':
        this.reconnects.reset();
        this.setStatus('CONNECTED');
        return;
      case 'close':
        this.socket = undefined;
        return this.onClosed(event.reason, event.loggedOut);
      case 'channel':
        this.emit(event.event.name, event.event.payload as never);
        return;
    }
  }

  private onClosed(reason: string, loggedOut: boolean): void {
    if (loggedOut || !this.wanted) {
      this.wanted = false;
      this.setStatus('DISCONNECTED', { reason });
      return;
    }
    const delay = this.reconnects.schedule(() => this.openSocket());
    this.setStatus('DISCONNECTED', { reason, ...(delay !== undefined ? { nextRetryInMs: delay } : {}) });
  }

  private setStatus(status: ConnectionStatus, extra: StatusExtra = {}): void {
    this.currentStatus = status;
    this.emit('status', statusEvent(this.connectionId, status, this.reconnects.retries, extra));
  }
}
