/** The signed-in caller of a request. */
export interface Principal {
  sessionId: string;
  userId: string;
  loginName: string;
  name: string;
  officeId: string;
  /** When the session ends unless renewed (epoch ms). */
  expiresAt: number;
}
