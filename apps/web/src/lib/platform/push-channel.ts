/**
 * The phone's push notifications (the mobile apps only: Platform.push). The app asks for
 * the permission, registers, and sends the token it is given to the server, which pushes
 * order updates to it (docs/decisions/0034-push-notifications.md).
 */
export interface PushChannel {
  /** Which service the token belongs to (the server sends iOS through APNs, Android through FCM). */
  platform(): 'ios' | 'android';
  /** granted, denied, or prompt (the system has not asked yet, or may ask again). */
  permission(): Promise<'granted' | 'denied' | 'prompt'>;
  /** Shows the system's question when it may; true when notifications are allowed. */
  requestPermission(): Promise<boolean>;
  /** Registers with the push service: the token arrives through onToken (now, and whenever it changes). */
  register(): Promise<void>;
  /** This install stops receiving pushes; its token is dead from now on (sign-out). */
  unregister(): Promise<void>;
  onToken(listener: (token: string) => void): () => void;
  /** A notification was tapped: its data (orderId for an order's update). */
  onTap(listener: (data: Record<string, unknown>) => void): () => void;
  /** A push arrived while the app is open (no banner is shown: capacitor.config.ts): its data. */
  onReceived(listener: (data: Record<string, unknown>) => void): () => void;
}
