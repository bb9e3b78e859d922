// The journeys' mail server is the API tests' one: a real SMTP server that keeps what it receives.
export { startMailbox, type Mailbox, type ReceivedMail } from '../../apps/server/test/mailbox.js';
