/** The signed-in caller of a request. */
export interface Principal {
  sessionId: string;
  userId: string;
  loginName: string;
  name: string;
  officeId: string;
  /** The path of the user's office: the data range is this office and its subtree. */
  officePath: string;
  /** When the session ends unless renewed (epoch ms). */
  expiresAt: number;
}
