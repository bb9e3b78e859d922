/**
 * A text-message gateway. None is configured by default: asking for a code by text message
 * then answers SMS_NOT_CONFIGURED. A provider (a national SMS gateway, Twilio, ...) implements
 * this and is handed to the composition root.
 */
export interface SmsProvider {
  /** Sends one message; throws with the gateway's reason when it is refused. */
  send(phone: string, text: string): Promise<void>;
}
